import { maxRoomsAllowed } from '../../../domain/search/search-validity.ts';
import { isGuestNameValid } from '../../../domain/booking/booker.ts';
import { isOccupancyValid } from '../../../domain/booking/occupancy.ts';
import type { ModelState } from '../../http/errors.ts';
import { type RatePlanRow, type RoomTypeRow, searchProblems } from '../availability/index.ts';
import type {
  BookingContext,
  CreateReservationBody,
  ServiceDefinition,
} from '../booking-core/index.ts';

/** Spec §5 occupancy limits of a room type and, when it uses occupancy, of its rate plan. */
export const roomLimits = (room: RoomTypeRow) => ({
  MinimumOccupancy: room.minimumOccupancy,
  MaximumOccupancy: room.maximumOccupancy,
  AdultMaximumOccupancy: room.adultMaximumOccupancy,
  ChildMaximumOccupancy: room.childMaximumOccupancy,
});
export const planLimits = (plan: RatePlanRow) => ({
  UseOccupancyForRatePlan: plan.useOccupancyForRatePlan,
  MinimumOccupancy: plan.minimumOccupancy,
  MaximumOccupancy: plan.maximumOccupancy,
  AdultMaximumOccupancy: plan.adultMaximumOccupancy,
  ChildMaximumOccupancy: plan.childMaximumOccupancy,
});

/** Whether an extra may go on a room of this type and rate plan (its restrictions, when it has them). */
export function serviceApplies(
  service: ServiceDefinition,
  roomTypeId: number,
  ratePlanId: number,
): boolean {
  return (
    (!service.row.restrictToRoomTypes || service.roomTypeIds.has(roomTypeId)) &&
    (!service.row.restrictToRatePlans || service.ratePlanIds.has(ratePlanId))
  );
}

/**
 * The stay and every room as the hotel takes them (spec §5): dates inside today … 36 months, no
 * more rooms than allowed, each room's stay inside the booking's, a room type and rate plan of
 * this property, guests within the stricter occupancy limits, a named lead guest, the room
 * configuration when the question is asked, and extras that apply to the room.
 */
export function validateRooms(body: CreateReservationBody, context: BookingContext): ModelState {
  const problems: ModelState = searchProblems(
    { DateFrom: body.DateFrom, DateTo: body.DateTo, roomCount: body.Rooms.length },
    context.clock.today,
    maxRoomsAllowed(
      { MaxNumberOfRoomsOnBooking: context.property.maxRoomsPerBooking },
      context.config,
    ),
  );
  const add = (key: string, message: string) => (problems[key] ??= []).push(message);

  body.Rooms.forEach((room, index) => {
    const at = `Rooms[${index}]`;
    if (room.DateTo <= room.DateFrom)
      add(`${at}.DateTo`, 'The departure date must be after the arrival date.');
    else if (room.DateFrom < body.DateFrom || room.DateTo > body.DateTo)
      add(`${at}.DateFrom`, "The room's dates must lie within the booking's dates.");
    const roomType = context.statics.roomTypes.find((row) => row.id === room.RoomTypeId);
    const plan = context.statics.ratePlans.find((row) => row.id === room.RatePlanId);
    if (!roomType) add(`${at}.RoomTypeId`, 'This room type is not offered by the hotel.');
    if (!plan) add(`${at}.RatePlanId`, 'This rate is not offered by the hotel.');
    if (roomType && plan) {
      const occupancy = {
        adults: room.NumberOfAdults,
        children: room.NumberOfChildren,
        infants: room.NumberOfInfants,
      };
      if (!isOccupancyValid(roomLimits(roomType), occupancy, planLimits(plan)))
        add(`${at}.NumberOfAdults`, 'This number of guests does not fit the room and rate.');
    }
    if (!isGuestNameValid(room.LeadGuest)) {
      if (!room.LeadGuest.FirstName.trim())
        add(`${at}.LeadGuest.FirstName`, "Enter the lead guest's first name.");
      if (!room.LeadGuest.LastName.trim())
        add(`${at}.LeadGuest.LastName`, "Enter the lead guest's last name.");
    }
    const options = roomType ? context.roomConfigurations.get(roomType.id) : undefined;
    const chosen = room.RoomConfigurationDropdownOptionId;
    if (chosen !== null && !options?.has(chosen))
      add(
        `${at}.RoomConfigurationDropdownOptionId`,
        'Choose one of the room configurations offered.',
      );
    else if (chosen === null && context.config.ShowRoomConfigurationQuestion && options?.size)
      add(`${at}.RoomConfigurationDropdownOptionId`, 'Choose how you would like the room set up.');
    room.Services.forEach((extra, position) => {
      const service = context.services.get(extra.ServiceId);
      if (!service || !serviceApplies(service, room.RoomTypeId, room.RatePlanId))
        add(`${at}.Services[${position}].ServiceId`, 'This extra cannot be added to this room.');
    });
  });
  return problems;
}
