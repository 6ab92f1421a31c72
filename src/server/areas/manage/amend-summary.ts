import type { AmendmentSummary } from '../../../api/contract/manage-booking.ts';
import { amendmentMoney } from '../../../domain/manage/amendment-money.ts';
import type { ChangeLine } from '../../../domain/manage/change-lines.ts';
import { PaymentType } from '../../../domain/payment/payment.ts';
import { changeLineIn } from '../../../i18n/change-texts.ts';
import type { ReservationRow } from '../booking-core/index.ts';
import type { Amendment, AmendmentOutcome, RoomPlan } from './amendment.ts';
import { paymentMethodOf, type ManageState } from './view.ts';

/** The change in words and money: its lines, the booking's new totals and each room's money. */
export function summarise(
  state: ManageState,
  reservation: ReservationRow,
  plans: readonly RoomPlan[],
  kind: Amendment['kind'],
): AmendmentOutcome {
  const currency = reservation.currency;
  const lines: ChangeLine[] = kind === 'Cancelled' ? [{ kind: 'cancelledBooking' }] : [];
  for (const plan of plans) {
    const { room, label } = plan;
    if (plan.cancel) {
      if (kind === 'Amended') lines.push({ kind: 'cancelledRoom', room: label });
      continue;
    }
    if (plan.roomTypeId !== room.item.roomTypeId)
      lines.push({
        kind: 'upgraded',
        room: label,
        from: room.roomTypeName,
        to: plan.roomTypeName,
      });
    if (plan.datesChanged)
      lines.push({
        kind: 'dates',
        room: label,
        from: { from: room.item.dateFrom, to: room.item.dateTo },
        to: { from: plan.dateFrom, to: plan.dateTo },
      });
    if (plan.extrasChanged) {
      const ids = new Set([
        ...room.extras.map((extra) => extra.serviceId),
        ...plan.extras.map((extra) => extra.serviceId),
      ]);
      for (const id of ids) {
        const before = room.extras.find((extra) => extra.serviceId === id);
        const after = plan.extras.find((extra) => extra.serviceId === id);
        if ((before?.quantity ?? 0) !== (after?.quantity ?? 0))
          lines.push({
            kind: 'extra',
            room: label,
            name: (after ?? before)!.name,
            before: before?.quantity ?? 0,
            after: after?.quantity ?? 0,
          });
      }
    }
    if (plan.guests) lines.push(...guestLines(plan));
  }
  const method = paymentMethodOf(state.cardOnFile, reservation.languageCode);
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
    Changes: lines.map((line) => changeLineIn(line)),
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
    changes: lines,
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

function guestLines(plan: RoomPlan): ChangeLine[] {
  const lines: ChangeLine[] = [];
  const room = plan.label;
  for (const guest of plan.guests ?? []) {
    const before = plan.guestsBefore.find((row) => row.id === guest.GuestId);
    if (!before) lines.push({ kind: 'guestAdded', room, name: fullName(guest) });
    else if (fullName(before) !== fullName(guest))
      lines.push({
        kind: 'guestRenamed',
        room,
        before: fullName(before),
        after: fullName(guest),
      });
  }
  for (const row of plan.guestsBefore) {
    if (!row.isLeadGuest && !(plan.guests ?? []).some((guest) => guest.GuestId === row.id))
      lines.push({ kind: 'guestRemoved', room, name: fullName(row) });
  }
  return lines;
}
