import { eq } from 'drizzle-orm';
import type { AmendmentSummary } from '../../../api/contract/manage-booking.ts';
import { paragraphsHtml } from '../../email-html.ts';
import type { Executor } from '../../db/client.ts';
import { properties, reservations } from '../../db/schema/index.ts';
import { writeToOutbox } from '../../mail/outbox.ts';
import { manageUrl } from '../reservation/index.ts';
import { linkOrigin } from '../account/index.ts';

/** The email after an amendment or cancellation: every change, the money that moved and the manage link. */
export function amendmentEmail(input: {
  kind: 'Amended' | 'Cancelled';
  reservationNumber: string;
  bookerName: string;
  propertyName: string;
  telephone: string;
  email: string;
  summary: AmendmentSummary;
  link: string;
}) {
  const { summary } = input;
  const money = (amount: number) =>
    new Intl.NumberFormat('en-GB', { style: 'currency', currency: summary.Currency }).format(
      amount,
    );
  const cancelled = input.kind === 'Cancelled';
  const lines = [
    `Dear ${input.bookerName},`,
    '',
    cancelled
      ? `Your booking ${input.reservationNumber} at ${input.propertyName} has been cancelled.`
      : `Your booking ${input.reservationNumber} at ${input.propertyName} has been changed.`,
    '',
    ...summary.Changes,
    '',
    `Total before: ${money(summary.OldTotal)}`,
    `Total now: ${money(summary.NewTotal)}`,
    ...(summary.Fee > 0 ? [`Cancellation fee: ${money(summary.Fee)}`] : []),
    ...(summary.ChargeNow > 0
      ? [
          `Charged now${summary.PaymentMethod ? ` to your ${summary.PaymentMethod}` : ''}: ${money(summary.ChargeNow)}`,
        ]
      : []),
    ...(summary.Refund > 0
      ? [
          `Refunded${summary.PaymentMethod ? ` to your ${summary.PaymentMethod}` : ''}: ${money(summary.Refund)}`,
        ]
      : []),
    ...(summary.AmountDueAtHotel > 0 && !cancelled
      ? [`To pay at the hotel: ${money(summary.AmountDueAtHotel)}`]
      : []),
    '',
    `View your booking: ${input.link}`,
    '',
    `Questions? Call us on ${input.telephone} or email ${input.email}.`,
  ];
  const html = paragraphsHtml(lines, [input.link]);
  const subject = cancelled
    ? `Booking cancelled: ${input.reservationNumber} at ${input.propertyName}`
    : `Booking changed: ${input.reservationNumber} at ${input.propertyName}`;
  return { subject, text: lines.join('\n'), html };
}

/** Queues the amendment email in the change's transaction (no email for a booking made without one). */
export async function queueAmendmentEmail(
  tx: Executor,
  linkSecret: string,
  reservationId: number,
  kind: 'Amended' | 'Cancelled',
  summary: AmendmentSummary,
): Promise<void> {
  const [row] = await tx
    .select({
      reservation: reservations,
      property: {
        code: properties.code,
        name: properties.name,
        telephone: properties.telephone,
        email: properties.email,
      },
    })
    .from(reservations)
    .innerJoin(properties, eq(properties.id, reservations.propertyId))
    .where(eq(reservations.id, reservationId));
  if (!row || !row.reservation.bookerEmail.trim()) return;
  const { reservation, property } = row;
  const email = amendmentEmail({
    kind,
    reservationNumber: reservation.reservationNumber,
    bookerName: `${reservation.bookerFirstName} ${reservation.bookerLastName}`,
    propertyName: property.name,
    telephone: property.telephone,
    email: property.email,
    summary,
    link: `${linkOrigin()}${manageUrl(linkSecret, property.code, reservation.reservationNumber, reservation.languageCode)}`,
  });
  await writeToOutbox(tx, [
    {
      ...email,
      propertyId: reservation.propertyId,
      kind: kind === 'Cancelled' ? 'reservation-cancelled' : 'reservation-amended',
      to: reservation.bookerEmail,
    },
  ]);
}
