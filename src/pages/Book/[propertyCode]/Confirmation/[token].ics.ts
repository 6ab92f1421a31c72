import type { APIRoute } from 'astro';
import { loadProperty } from '../../../../loaders/property.ts';
import { confirmationToken, loadConfirmation } from '../../../../loaders/reservation.ts';
import { bookingIcs } from '../../../../site/ics.ts';
import { icsResponse } from '../../../../site/ics-response.ts';
import { publicOrigin } from '../../../../site/public-origin.ts';

/** "Add to calendar" (issue 5): the confirmed stay as an iCalendar file. */
export const GET: APIRoute = async ({ params }) => {
  const property = await loadProperty(params.propertyCode);
  const token = confirmationToken(params.token);
  const confirmation =
    property && token ? await loadConfirmation(property.PropertyCode, token) : null;
  if (!property || !confirmation || confirmation.Status !== 'Confirmed')
    return new Response('Not found', { status: 404 });
  const manage = new URL(confirmation.ManageUrl, publicOrigin()).href;
  const body = bookingIcs({
    reservationNumber: confirmation.ReservationNumber,
    hotelName: property.PropertyName,
    hotelAddress: property.PropertyAddress,
    arrive: confirmation.DateFrom,
    depart: confirmation.DateTo,
    rooms: confirmation.Rooms.map((room) => ({
      roomTypeName: room.RoomTypeName,
      ratePlanName: room.RatePlanName,
    })),
    manageUrl: manage,
    now: new Date(),
  });
  return icsResponse(body, confirmation.ReservationNumber);
};
