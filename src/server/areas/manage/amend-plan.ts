import { inArray } from 'drizzle-orm';
import type { ReservationRoom } from '../../../api/contract/reservation.ts';
import { grossPrice } from '../../../domain/booking/room-quote.ts';
import { serviceCharge } from '../../../domain/booking/pricing.ts';
import type { PricedNight } from '../../../domain/channel/priced-nights.ts';
import { paymentDue } from '../../../domain/payment/payment.ts';
import { daysBetween } from '../../../domain/shared/clock.ts';
import { roundMoney } from '../../../domain/shared/money.ts';
import type { IsoDate } from '../../../domain/shared/types.ts';
import { vatAmount } from '../../../domain/shared/vat.ts';
import type { Executor } from '../../db/client.ts';
import { reservationGuests } from '../../db/schema/index.ts';
import { paymentPolicyOf } from '../availability/index.ts';
import {
  type BookingContext,
  releaseRooms,
  takeRooms,
  priceTax,
  quoteRooms,
  type ReservationRoomDetails,
  type ReservationRow,
} from '../booking-core/index.ts';
import { checkGuests } from './amend-guests.ts';
import { desiredExtras, sameExtras } from './amend-extras.ts';
import type { Amendment, RoomPlan } from './amendment.ts';
import { LAST_ROOM } from './messages.ts';
import { refuse } from './refuse.ts';
import { roomFeeNow, roomMoneyOf, type ManageState } from './view.ts';

/**
 * Each active room of the booking as the change leaves it: the requested rooms, dates, room types,
 * extras and guests checked, changed rooms re-priced by checkout's rule (their own nights given
 * back and taken again), and the room's money before and after.
 */
export async function planRooms(
  tx: Executor,
  context: BookingContext,
  state: ManageState,
  reservation: ReservationRow,
  amendment: Amendment,
): Promise<RoomPlan[]> {
  const { active } = state;
  const activeIds = new Set(active.map((room) => room.item.id));
  for (const id of [
    ...amendment.cancelItemIds,
    ...amendment.items.map((item) => item.ReservationItemId),
    ...(amendment.dates?.itemIds ?? []),
  ]) {
    if (!activeIds.has(id)) refuse(400, 'One of the rooms is not part of this booking.');
  }
  const cancelling = new Set(amendment.cancelItemIds);
  if (amendment.kind === 'Amended' && cancelling.size >= active.length) refuse(409, LAST_ROOM);
  const dates = amendment.dates;
  if (dates && dates.from < state.today) refuse(400, 'The new arrival date cannot be in the past.');
  const dateItems = dates
    ? new Set(dates.itemIds ?? active.map((room) => room.item.id))
    : new Set<number>();
  const tax = priceTax(context);
  const currency = context.property.currency;
  const allGuests = await tx
    .select()
    .from(reservationGuests)
    .where(inArray(reservationGuests.reservationItemId, [...activeIds]))
    .orderBy(reservationGuests.id);
  const isLimited = (serviceId: number) =>
    context.services.get(serviceId)?.row.startingInventory != null;

  const plans: RoomPlan[] = [];
  for (const room of active) {
    const { item } = room;
    const position = state.details.rooms.indexOf(room);
    const label = { position, roomTypeName: room.roomTypeName };
    const change = amendment.items.find((candidate) => candidate.ReservationItemId === item.id);
    const cancel = cancelling.has(item.id);
    const dateFrom = dateItems.has(item.id) ? dates!.from : item.dateFrom;
    const dateTo = dateItems.has(item.id) ? dates!.to : item.dateTo;
    const datesChanged = dateFrom !== item.dateFrom || dateTo !== item.dateTo;
    const roomTypeId = change?.RoomTypeId ?? item.roomTypeId;
    const upgraded = roomTypeId !== item.roomTypeId;
    if (upgraded && !(context.statics.upgradesFrom.get(item.roomTypeId) ?? []).includes(roomTypeId))
      refuse(400, 'This room cannot be changed to that room type online.');
    const roomTypeName =
      context.statics.roomTypes.find((row) => row.id === roomTypeId)?.name ?? room.roomTypeName;
    const extras = cancel ? [] : desiredExtras(context, room, change?.Services);
    const extrasChanged = !cancel && change?.Services !== undefined && !sameExtras(room, extras);
    const guestsBefore = allGuests.filter((guest) => guest.reservationItemId === item.id);
    const guests = cancel ? undefined : checkGuests(room, guestsBefore, change?.Guests);
    const heldExtras = room.extras.filter((extra) => isLimited(extra.serviceId));
    const before = roomMoneyOf(item);
    const common = {
      before,
      room,
      label,
      cancel,
      dateFrom,
      dateTo,
      guestsBefore,
      heldExtras,
      roomTypeId,
      roomTypeName,
    };
    if (cancel) {
      const fee = roomFeeNow(room, state.today, currency);
      plans.push({
        ...common,
        datesChanged: false,
        extras: [],
        extrasChanged: false,
        guests: undefined,
        roomCost: 0,
        total: 0,
        vat: 0,
        fee,
        promotion: item.promotion,
        nights: item.nights,
        change: { kind: 'Cancelled', fee },
      });
      continue;
    }
    let roomCost = item.totalRoomCost;
    let promotion = item.promotion;
    let soldNights: readonly PricedNight[] | null = item.nights;
    const nights = daysBetween(dateFrom, dateTo);
    if (datesChanged || upgraded) {
      // Its own nights go back first, so the booking competes for the new ones like any other.
      await releaseRooms(tx, [
        { roomTypeId: item.roomTypeId, dateFrom: item.dateFrom, dateTo: item.dateTo },
      ]);
      const [quote] = await quoteRooms(
        tx,
        context,
        [roomRequest(room, roomTypeId, dateFrom, dateTo)],
        reservation.promoCode,
      );
      roomCost = quote!.shown.roomCost;
      promotion = quote!.rate.Promotion?.Code ?? null;
      soldNights = quote!.nights;
      await takeRooms(tx, [{ roomTypeId, dateFrom, dateTo }]);
    }
    const pricedExtras = extras.map((extra) => {
      const service = context.services.get(extra.serviceId)!.row;
      const unchanged =
        !datesChanged &&
        !upgraded &&
        room.extras.find((old) => old.serviceId === extra.serviceId)?.quantity === extra.quantity;
      const net = serviceCharge(
        {
          ChargeType: service.chargeType,
          ChargePerPerson: service.chargePerPerson,
          Price: service.price,
        },
        { nights, adults: item.adults, children: item.children, quantity: extra.quantity },
      );
      // An extra nobody touched keeps the price the guest booked it at.
      const totalCost = unchanged
        ? room.extras.find((old) => old.serviceId === extra.serviceId)!.totalCost
        : grossPrice(net, tax);
      return { ...extra, totalCost };
    });
    const total = roundMoney(
      roomCost + pricedExtras.reduce((sum, extra) => sum + extra.totalCost, 0),
      currency,
    );
    const plan = context.statics.ratePlans.find((row) => row.id === item.ratePlanId);
    const split = paymentDue(plan && paymentPolicyOf(plan), total, dateFrom, state.today);
    plans.push({
      ...common,
      change:
        datesChanged || upgraded || extrasChanged
          ? { kind: 'Changed', owed: total, now: split.now, later: split.later }
          : { kind: 'Unchanged' },
      datesChanged,
      extras: pricedExtras,
      extrasChanged,
      guests,
      roomCost,
      total,
      vat: roundMoney(vatAmount(total, tax.vatRate, true), currency),
      fee: 0,
      promotion,
      nights: soldNights,
    });
  }
  return plans;
}

function roomRequest(
  room: ReservationRoomDetails,
  roomTypeId: number,
  dateFrom: IsoDate,
  dateTo: IsoDate,
): ReservationRoom {
  const { item } = room;
  return {
    DateFrom: dateFrom,
    DateTo: dateTo,
    RoomTypeId: roomTypeId,
    // A configuration answer belongs to its room type; an upgraded room is set up as the new type's default.
    RoomConfigurationDropdownOptionId:
      roomTypeId === item.roomTypeId ? item.roomConfigurationOptionId : null,
    RatePlanId: item.ratePlanId,
    Promotion: item.promotion,
    NumberOfAdults: item.adults,
    NumberOfChildren: item.children,
    NumberOfInfants: item.infants,
    LeadGuest: room.leadGuest,
    Services: [],
    TotalCost: 0,
  };
}
