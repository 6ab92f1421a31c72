import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AmendmentSummary, ItemChange } from '../../../api/contract/manage-booking.ts';
import type { ReservationRoom } from '../../../api/contract/reservation.ts';
import { grossPrice } from '../../../domain/booking/room-quote.ts';
import { serviceCharge } from '../../../domain/booking/pricing.ts';
import { amendmentMoney } from '../../../domain/manage/amendment-money.ts';
import { changeLine, roomLabel } from '../../../domain/manage/change-lines.ts';
import type { RoomChange, RoomMoney } from '../../../domain/manage/room-money.ts';
import { paymentDue, PaymentType } from '../../../domain/payment/payment.ts';
import { daysBetween } from '../../../domain/shared/clock.ts';
import { roundMoney, toMinorUnits } from '../../../domain/shared/money.ts';
import type { IsoDate } from '../../../domain/shared/types.ts';
import { vatAmount } from '../../../domain/shared/vat.ts';
import { formatStayDate } from '../../../i18n/dates.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import {
  reservationChanges,
  reservationExtras,
  reservationGuests,
  reservationItems,
  reservationPayments,
  reservations,
} from '../../db/schema/index.ts';
import type { CardInput } from '../../gateway/card-gateway.ts';
import type { CardSummary } from '../../payments/provider.ts';
import type { PaymentProviders } from '../../payments/providers.ts';
import { HttpError } from '../../http/errors.ts';
import { paymentPolicyOf } from '../availability/statics.ts';
import type { BookingContext } from '../reservation/booking-context.ts';
import {
  releaseRooms,
  releaseServices,
  serviceHold,
  takeRooms,
  takeServices,
} from '../reservation/inventory.ts';
import { CARD_DECLINED } from '../reservation/messages.ts';
import { priceTax, quoteRooms } from '../reservation/pricing.ts';
import type { ReservationRoomDetails, ReservationRow } from '../reservation/reservation-details.ts';
import { LAST_ROOM, NOTHING_CHANGED, PRICE_MOVED, REFUND_FAILED, STALE_VIEW } from './messages.ts';
import { loadPricingContext } from './pricing-context.ts';
import {
  loadManageState,
  paymentMethodOf,
  roomFeeNow,
  roomMoneyOf,
  type ManageState,
} from './view.ts';

/** A change a guest asks for, already checked for shape at the API boundary. */
export interface Amendment {
  readonly kind: 'Amended' | 'Cancelled';
  readonly version: number;
  readonly dates: {
    readonly from: IsoDate;
    readonly to: IsoDate;
    readonly itemIds: readonly number[] | null;
  } | null;
  readonly items: readonly ItemChange[];
  readonly cancelItemIds: readonly number[];
  readonly cancellationReasonId: number | null;
  readonly preview: boolean;
  /** How a rise is paid: the card on file (default), another card, or a passed 3-D Secure challenge. */
  readonly payment?:
    | { readonly kind: 'NewCard'; readonly card: CardInput; readonly brand: string }
    | { readonly kind: 'Challenged'; readonly paymentId: number }
    | undefined;
}

/** The new card asks for 3-D Secure: nothing was changed; the change waits for the challenge. */
export class ChallengeNeeded extends Error {
  readonly brand: string;
  readonly outcome: AmendmentOutcome;
  constructor(brand: string, outcome: AmendmentOutcome) {
    super('challenge');
    this.brand = brand;
    this.outcome = outcome;
  }
}

export interface AmendmentOutcome {
  readonly summary: AmendmentSummary;
  /** The gift voucher still in use after the change. */
  readonly discount: number;
  /** Per changed room: its total before and after (date options' rate rows). */
  readonly rooms: readonly {
    itemId: number;
    before: number;
    after: number;
    dateFrom: IsoDate;
    dateTo: IsoDate;
    promotion: string | null;
    room: ReservationRoomDetails;
    /** The room's own money after the change. */
    money: RoomMoney;
  }[];
}

/** Thrown to roll a preview back: it ran every step of the real change, inventory included. */
class PreviewDone extends Error {
  readonly outcome: AmendmentOutcome;
  constructor(outcome: AmendmentOutcome) {
    super('preview');
    this.outcome = outcome;
  }
}

type GuestRow = typeof reservationGuests.$inferSelect;

interface ExtraState {
  readonly serviceId: number;
  readonly name: string;
  readonly quantity: number;
  readonly totalCost: number;
  readonly limited: boolean;
}

interface RoomPlan {
  readonly room: ReservationRoomDetails;
  readonly label: string;
  readonly cancel: boolean;
  readonly dateFrom: IsoDate;
  readonly dateTo: IsoDate;
  readonly datesChanged: boolean;
  /** The room type after the change (an upgrade when it differs). */
  readonly roomTypeId: number;
  readonly roomTypeName: string;
  readonly extras: readonly ExtraState[];
  readonly extrasChanged: boolean;
  readonly guests: ItemChange['Guests'];
  /** The room's guests as they are now. */
  readonly guestsBefore: readonly GuestRow[];
  /** Limited extras the room holds now. */
  readonly heldExtras: readonly { serviceId: number; quantity: number }[];
  readonly roomCost: number;
  readonly total: number;
  readonly vat: number;
  readonly fee: number;
  readonly promotion: string | null;
  /** The room's money as it stands, and what the change does to it. */
  readonly before: RoomMoney;
  readonly change: RoomChange;
}

const refuse = (status: ConstructorParameters<typeof HttpError>[0], message: string): never => {
  throw new HttpError(status, message);
};

/**
 * Makes (or, with `preview`, prices and rolls back) a change to a booking in one transaction: the
 * reservation row is locked and its version checked (a double submit or a second tab is refused,
 * so money moves once); rooms and limited extras leave the old nights and take the new ones (a
 * sold-out night refuses the whole change); changed rooms are re-priced by checkout's rule;
 * a rise is charged to the card on file and a fall refunded to it; the change is recorded and
 * emailed. The server enforces CanBeEdited / CanBeCancelled whatever the page showed.
 */
export async function amendReservation(
  ctx: AppContext,
  reservation: ReservationRow,
  amendment: Amendment,
  onSaved: (tx: Executor, reservationId: number, outcome: AmendmentOutcome) => Promise<void>,
): Promise<AmendmentOutcome> {
  const context = await loadPricingContext(ctx, reservation.propertyId);
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select id from reservations where id = ${reservation.id} for update`);
      const [locked] = await tx
        .select()
        .from(reservations)
        .where(eq(reservations.id, reservation.id));
      if (!locked || locked.version !== amendment.version) refuse(409, STALE_VIEW);
      const state = await loadManageState(tx, locked!, ctx.now());
      if (amendment.kind === 'Cancelled' ? !state.rights.CanBeCancelled : !state.rights.CanBeEdited)
        refuse(403, state.rights.reason ?? STALE_VIEW);
      const plans = await planRooms(tx, context, state, locked!, amendment);
      const outcome = summarise(state, locked!, plans, amendment.kind);
      if (!outcome.summary.Changes.length) refuse(400, NOTHING_CHANGED);
      await moveInventory(tx, context, plans);
      if (amendment.preview) throw new PreviewDone(outcome);
      const payments = { providers: ctx.payments, merchantName: context.property.name };
      await writeChange(tx, ctx.now(), state, locked!, plans, outcome, amendment, payments);
      await onSaved(tx, locked!.id, outcome);
      return outcome;
    });
  } catch (error) {
    if (error instanceof PreviewDone) return error.outcome;
    throw error;
  }
}

async function planRooms(
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
    const label = roomLabel(position, room.roomTypeName);
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
        change: { kind: 'Cancelled', fee },
      });
      continue;
    }
    let roomCost = item.totalRoomCost;
    let promotion = item.promotion;
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

/** The extras a room should have: the guest's list where given (spec §6: only editable ones may change), else what it has. */
function desiredExtras(
  context: BookingContext,
  room: ReservationRoomDetails,
  wanted: ItemChange['Services'],
): Omit<ExtraState, 'totalCost'>[] {
  const current = room.extras.map((extra) => ({
    serviceId: extra.serviceId,
    name: extra.name,
    quantity: extra.quantity,
    limited: context.services.get(extra.serviceId)?.row.startingInventory != null,
  }));
  if (wanted === undefined) return current;
  const result: Omit<ExtraState, 'totalCost'>[] = [];
  const seen = new Set<number>();
  for (const { ServiceId, Quantity } of wanted) {
    if (seen.has(ServiceId)) refuse(400, 'Each extra may be listed once per room.');
    seen.add(ServiceId);
    const definition = context.services.get(ServiceId);
    const before = current.find((extra) => extra.serviceId === ServiceId);
    if (!definition) {
      if (before && before.quantity === Quantity) result.push(before);
      else refuse(400, 'This extra is no longer offered.');
      continue;
    }
    const { row } = definition;
    const fits =
      (!definition.roomTypeIds.size || definition.roomTypeIds.has(room.item.roomTypeId)) &&
      (!definition.ratePlanIds.size || definition.ratePlanIds.has(room.item.ratePlanId));
    if (!before && !fits && Quantity > 0)
      refuse(400, `${row.name} is not available with this room.`);
    if (before && !row.allowEditOnBookingEngine && before.quantity !== Quantity)
      refuse(403, `${row.name} cannot be changed online. Please contact the hotel.`);
    if (Quantity > 0)
      result.push({
        serviceId: ServiceId,
        name: row.name,
        quantity: Quantity,
        limited: row.startingInventory !== null,
      });
  }
  for (const before of current) {
    if (seen.has(before.serviceId)) continue;
    const definition = context.services.get(before.serviceId);
    if (definition && !definition.row.allowEditOnBookingEngine)
      refuse(403, `${before.name} cannot be changed online. Please contact the hotel.`);
  }
  return result;
}

const sameExtras = (
  room: ReservationRoomDetails,
  extras: readonly Omit<ExtraState, 'totalCost'>[],
) =>
  extras.length === room.extras.length &&
  extras.every((extra) =>
    room.extras.some((old) => old.serviceId === extra.serviceId && old.quantity === extra.quantity),
  );

/** Spec §4/§5: names on both sides, one guest per adult at most (children and infants get no record), the lead guest kept. */
function checkGuests(
  room: ReservationRoomDetails,
  before: readonly GuestRow[],
  guests: ItemChange['Guests'],
): ItemChange['Guests'] {
  if (guests === undefined) return undefined;
  const lead = before.find((guest) => guest.isLeadGuest);
  if (lead && !guests.some((guest) => guest.GuestId === lead.id))
    refuse(400, 'A room needs its lead guest.');
  if (
    guests.some(
      (guest) => guest.GuestId !== null && !before.some((row) => row.id === guest.GuestId),
    )
  )
    refuse(400, 'One of the guests is not on this room.');
  if (guests.length > room.item.adults)
    refuse(
      400,
      `This room is booked for ${room.item.adults} adult${room.item.adults === 1 ? '' : 's'}: add at most that many guests.`,
    );
  if (guests.some((guest) => !guest.FirstName.trim() || !guest.LastName.trim()))
    refuse(400, 'Every guest needs a first and a last name.');
  return guests;
}

async function moveInventory(
  tx: Executor,
  context: BookingContext,
  plans: readonly RoomPlan[],
): Promise<void> {
  const hold = (
    serviceId: number,
    quantity: number,
    dateFrom: IsoDate,
    dateTo: IsoDate,
    item: { adults: number; children: number },
  ) => {
    const row = context.services.get(serviceId)?.row;
    return row
      ? serviceHold(
          row,
          { adults: item.adults, children: item.children, dateFrom, dateTo },
          quantity,
        )
      : { serviceId, quantity, dateFrom, dateTo };
  };
  const released = plans.filter((plan) => plan.cancel);
  await releaseRooms(
    tx,
    released.map((plan) => ({
      roomTypeId: plan.room.item.roomTypeId,
      dateFrom: plan.room.item.dateFrom,
      dateTo: plan.room.item.dateTo,
    })),
  );
  // Limited extras of any room whose stay or extras change are given back and taken again as they will be.
  const touched = plans.filter(
    (plan) =>
      plan.cancel ||
      plan.datesChanged ||
      plan.extrasChanged ||
      plan.roomTypeId !== plan.room.item.roomTypeId,
  );
  await releaseServices(
    tx,
    touched.flatMap((plan) =>
      plan.heldExtras.map((extra) =>
        hold(
          extra.serviceId,
          extra.quantity,
          plan.room.item.dateFrom,
          plan.room.item.dateTo,
          plan.room.item,
        ),
      ),
    ),
  );
  await takeServices(
    tx,
    touched.flatMap((plan) =>
      plan.extras
        .filter((extra) => extra.limited)
        .map((extra) =>
          hold(extra.serviceId, extra.quantity, plan.dateFrom, plan.dateTo, plan.room.item),
        ),
    ),
  );
}

function summarise(
  state: ManageState,
  reservation: ReservationRow,
  plans: readonly RoomPlan[],
  kind: Amendment['kind'],
): AmendmentOutcome {
  const currency = reservation.currency;
  const lines: string[] = kind === 'Cancelled' ? [changeLine.cancelledBooking()] : [];
  for (const plan of plans) {
    const { room, label } = plan;
    if (plan.cancel) {
      if (kind === 'Amended') lines.push(changeLine.cancelledRoom(label));
      continue;
    }
    if (plan.roomTypeId !== room.item.roomTypeId)
      lines.push(changeLine.upgraded(label, room.roomTypeName, plan.roomTypeName));
    if (plan.datesChanged)
      lines.push(
        changeLine.dates(
          label,
          `${formatStayDate(room.item.dateFrom)} – ${formatStayDate(room.item.dateTo)}`,
          `${formatStayDate(plan.dateFrom)} – ${formatStayDate(plan.dateTo)}`,
        ),
      );
    if (plan.extrasChanged) {
      const ids = new Set([
        ...room.extras.map((extra) => extra.serviceId),
        ...plan.extras.map((extra) => extra.serviceId),
      ]);
      for (const id of ids) {
        const before = room.extras.find((extra) => extra.serviceId === id);
        const after = plan.extras.find((extra) => extra.serviceId === id);
        if ((before?.quantity ?? 0) !== (after?.quantity ?? 0))
          lines.push(
            changeLine.extra(
              label,
              (after ?? before)!.name,
              before?.quantity ?? 0,
              after?.quantity ?? 0,
            ),
          );
      }
    }
    if (plan.guests) lines.push(...guestLines(plan));
  }
  const method = paymentMethodOf(state.cardOnFile);
  const invoiced =
    reservation.paymentType === PaymentType.PayByIndividualInvoice ||
    reservation.paymentType === PaymentType.PayByCompanyInvoice;
  // Each room moves its own money; without a card on file nothing is charged online.
  const money = amendmentMoney(
    {
      total: reservation.totalCost,
      discount: reservation.discount,
      amountPaid: reservation.amountPaid,
      amountDueLater: reservation.amountDueLater,
    },
    plans,
    { currency, invoiced, canCharge: method !== null },
  );
  const summary: AmendmentSummary = {
    Changes: lines,
    Currency: currency,
    OldTotal: reservation.totalCost,
    NewTotal: money.newTotal,
    Difference: money.difference,
    Fee: money.fee,
    ChargeNow: money.chargeNow,
    Refund: money.refund,
    AmountPaid: money.amountPaid,
    AmountDueLater: money.amountDueLater,
    AmountDueAtHotel: money.amountDueAtHotel,
    PaymentMethod: method,
  };
  return {
    summary,
    discount: money.discount,
    rooms: plans.map((plan, index) => ({
      itemId: plan.room.item.id,
      before: plan.room.item.totalCost,
      after: plan.cancel ? 0 : plan.total,
      dateFrom: plan.dateFrom,
      dateTo: plan.dateTo,
      promotion: plan.promotion,
      room: plan.room,
      money: money.rooms[index]!.after,
    })),
  };
}

const fullName = (
  guest: { firstName: string; lastName: string } | { FirstName: string; LastName: string },
) =>
  'firstName' in guest
    ? `${guest.firstName} ${guest.lastName}`
    : `${guest.FirstName.trim()} ${guest.LastName.trim()}`;

function guestLines(plan: RoomPlan): string[] {
  const lines: string[] = [];
  for (const guest of plan.guests ?? []) {
    const before = plan.guestsBefore.find((row) => row.id === guest.GuestId);
    if (!before) lines.push(changeLine.guestAdded(plan.label, fullName(guest)));
    else if (fullName(before) !== fullName(guest))
      lines.push(changeLine.guestRenamed(plan.label, fullName(before), fullName(guest)));
  }
  for (const row of plan.guestsBefore) {
    if (!row.isLeadGuest && !(plan.guests ?? []).some((guest) => guest.GuestId === row.id))
      lines.push(changeLine.guestRemoved(plan.label, fullName(row)));
  }
  return lines;
}

async function writeChange(
  tx: Executor,
  now: Date,
  state: ManageState,
  reservation: ReservationRow,
  plans: readonly RoomPlan[],
  outcome: AmendmentOutcome,
  amendment: Amendment,
  payments: { readonly providers: PaymentProviders; readonly merchantName: string },
): Promise<void> {
  const { summary } = outcome;
  const payment = state.cardOnFile;
  const charge = (amount: number) => ({
    amount: { minor: toMinorUnits(amount, reservation.currency), currency: reservation.currency },
    saveCard: false,
    reservationNumber: reservation.reservationNumber,
    merchantName: payments.merchantName,
    description: null,
    email: reservation.bookerEmail,
    returnUrl: '',
    now,
  });
  let chargeRecorded = false;
  if (summary.ChargeNow > 0 && amendment.payment?.kind === 'Challenged') {
    // Paid through the challenge: its payment (held Pending) is the charge, used once.
    const [paid] = await tx
      .update(reservationPayments)
      .set({ status: 'Succeeded' })
      .where(
        and(
          eq(reservationPayments.id, amendment.payment.paymentId),
          eq(reservationPayments.status, 'Pending'),
        ),
      )
      .returning();
    if (!paid) refuse(409, 'This payment has already been used.');
    if (Math.abs(paid!.amount - summary.ChargeNow) > 0.005) refuse(409, PRICE_MOVED);
    chargeRecorded = true;
  } else if (summary.ChargeNow > 0 && amendment.payment?.kind === 'NewCard') {
    // A typed card: only the simulated gateway takes one (a real provider's fields never reach us).
    const started = await payments.providers.byName('Simulated').start(tx, {
      ...charge(summary.ChargeNow),
      paymentId: `amend_${reservation.id}_v${reservation.version}`,
      source: { kind: 'TypedCard', card: amendment.payment.card, brand: amendment.payment.brand },
      offSession: false,
    });
    if (started.status === 'ActionRequired')
      throw new ChallengeNeeded(amendment.payment.brand, outcome);
    if (started.status !== 'Succeeded' || !started.card) refuse(402, CARD_DECLINED);
    const card = (started as { card: CardSummary }).card;
    await tx.insert(reservationPayments).values({
      reservationId: reservation.id,
      method: 'Card',
      status: 'Succeeded',
      amount: summary.ChargeNow,
      currency: reservation.currency,
      cardToken: card.token,
      cardBrand: amendment.payment.brand,
      cardLast4: card.last4,
      cardExpiryMonth: card.expiryMonth,
      cardExpiryYear: card.expiryYear,
      nameOnCard: card.nameOnCard,
      provider: 'Simulated',
      providerReference: started.reference,
      createdAt: now,
    });
    chargeRecorded = true;
  }
  // A rise on the card on file is charged off-session, a fall refunded to the payment it came from,
  // each with the provider that took the booking's money and our id for the change as idempotency key.
  const provider = payment ? payments.providers.byName(payment.provider) : null;
  const references = { rise: null as string | null, refund: null as string | null };
  if (!chargeRecorded && summary.ChargeNow > 0 && payment && provider) {
    const started = await provider.start(tx, {
      ...charge(summary.ChargeNow),
      paymentId: `amend_${reservation.id}_v${reservation.version}`,
      source: { kind: 'StoredCard', token: payment.cardToken! },
      offSession: true,
    });
    // A bank that asks the guest to authenticate is a refusal here: the guest can pay with a new card.
    if (started.status !== 'Succeeded') refuse(402, CARD_DECLINED);
    references.rise = started.reference;
  }
  if (summary.Refund > 0 && payment && provider) {
    const refunded = await provider.refund(tx, {
      refundId: `refund_${reservation.id}_v${reservation.version}`,
      reference: payment.providerReference ?? payment.gatewaySessionId ?? payment.cardToken!,
      amount: {
        minor: toMinorUnits(summary.Refund, reservation.currency),
        currency: reservation.currency,
      },
    });
    if (!refunded) refuse(502, REFUND_FAILED);
    references.refund = payment.providerReference;
  }
  // The charge and the refund are recorded against the card the booking was paid with (never a card number).
  for (const [amount, reference] of [
    [chargeRecorded ? 0 : summary.ChargeNow, references.rise],
    [-summary.Refund, references.refund],
  ] as const) {
    if (amount === 0 || !payment) continue;
    await tx.insert(reservationPayments).values({
      reservationId: reservation.id,
      method: payment.method,
      status: 'Succeeded',
      amount,
      currency: reservation.currency,
      cardToken: payment.cardToken,
      cardBrand: payment.cardBrand,
      cardLast4: payment.cardLast4,
      cardExpiryMonth: payment.cardExpiryMonth,
      cardExpiryYear: payment.cardExpiryYear,
      nameOnCard: payment.nameOnCard,
      provider: payment.provider,
      providerReference: reference,
      createdAt: now,
    });
  }
  for (const [index, plan] of plans.entries()) {
    const id = plan.room.item.id;
    const { money } = outcome.rooms[index]!;
    const roomMoney = {
      amountPaid: money.paid,
      amountDueLater: money.dueLater,
      voucher: money.voucher,
    };
    if (plan.cancel) {
      await tx
        .update(reservationItems)
        .set({ cancelledAt: now, cancellationFee: plan.fee, ...roomMoney })
        .where(eq(reservationItems.id, id));
      continue;
    }
    const upgraded = plan.roomTypeId !== plan.room.item.roomTypeId;
    if (plan.datesChanged || plan.extrasChanged || upgraded) {
      await tx
        .update(reservationItems)
        .set({
          roomTypeId: plan.roomTypeId,
          ...(upgraded ? { roomConfigurationOptionId: null } : {}),
          dateFrom: plan.dateFrom,
          dateTo: plan.dateTo,
          promotion: plan.promotion,
          totalRoomCost: plan.roomCost,
          totalServiceCost: roundMoney(
            plan.extras.reduce((sum, extra) => sum + extra.totalCost, 0),
            reservation.currency,
          ),
          totalCost: plan.total,
          vatAmount: plan.vat,
          ...roomMoney,
        })
        .where(eq(reservationItems.id, id));
      await tx.delete(reservationExtras).where(eq(reservationExtras.reservationItemId, id));
      if (plan.extras.length)
        await tx.insert(reservationExtras).values(
          plan.extras.map((extra) => ({
            reservationItemId: id,
            serviceId: extra.serviceId,
            quantity: extra.quantity,
            totalCost: extra.totalCost,
          })),
        );
    }
    if (plan.guests) await writeGuests(tx, id, plan.guests);
  }
  const staying = plans.filter((plan) => !plan.cancel);
  const cancelledAll = staying.length === 0;
  const fees = roundMoney(reservation.cancellationFee + summary.Fee, reservation.currency);
  await tx
    .update(reservations)
    .set({
      version: reservation.version + 1,
      status: cancelledAll ? 'Cancelled' : reservation.status,
      cancelledAt: cancelledAll ? now : reservation.cancelledAt,
      cancellationReasonId: cancelledAll
        ? amendment.cancellationReasonId
        : reservation.cancellationReasonId,
      dateFrom: cancelledAll
        ? reservation.dateFrom
        : staying.map((plan) => plan.dateFrom).sort()[0]!,
      dateTo: cancelledAll
        ? reservation.dateTo
        : staying
            .map((plan) => plan.dateTo)
            .sort()
            .at(-1)!,
      totalCost: summary.NewTotal,
      totalVat: roundMoney(
        staying.reduce((sum, plan) => sum + plan.vat, 0),
        reservation.currency,
      ),
      cancellationFee: fees,
      discount: outcome.discount,
      amountPaid: summary.AmountPaid,
      amountDueLater: summary.AmountDueLater,
    })
    .where(eq(reservations.id, reservation.id));
  await tx.insert(reservationChanges).values({
    reservationId: reservation.id,
    kind: amendment.kind,
    changes: summary.Changes,
    oldTotal: summary.OldTotal,
    newTotal: summary.NewTotal,
    fee: summary.Fee,
    charged: summary.ChargeNow,
    refunded: summary.Refund,
    createdAt: now,
  });
}

async function writeGuests(
  tx: Executor,
  itemId: number,
  guests: NonNullable<ItemChange['Guests']>,
): Promise<void> {
  const existing = await tx
    .select()
    .from(reservationGuests)
    .where(eq(reservationGuests.reservationItemId, itemId));
  const kept = new Set(
    guests.map((guest) => guest.GuestId).filter((id): id is number => id !== null),
  );
  const gone = existing.filter((row) => !kept.has(row.id) && !row.isLeadGuest).map((row) => row.id);
  if (gone.length) await tx.delete(reservationGuests).where(inArray(reservationGuests.id, gone));
  for (const guest of guests) {
    const values = { firstName: guest.FirstName.trim(), lastName: guest.LastName.trim() };
    if (guest.GuestId === null)
      await tx
        .insert(reservationGuests)
        .values({ reservationItemId: itemId, ...values, isLeadGuest: false });
    else
      await tx.update(reservationGuests).set(values).where(eq(reservationGuests.id, guest.GuestId));
  }
}
