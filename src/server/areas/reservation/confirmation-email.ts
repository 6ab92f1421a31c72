import { paymentLines, paymentWayOf } from '../../../domain/payment/payment-lines.ts';
import { roundMoney } from '../../../domain/shared/money.ts';
import { formatStayDate } from '../../../i18n/dates.ts';
import { bookingIcs } from '../../../site/ics.ts';
import { cancellationWords } from '../../../site/rate-terms.ts';
import type { Executor } from '../../db/client.ts';
import { writeToOutbox } from '../../mail/outbox.ts';
import { paragraphsHtml } from '../../email-html.ts';
import { withShownEquivalent } from '../../../i18n/currency.ts';
import { linkOrigin } from '../account/index.ts';
import { displayTotal } from '../reference-data/index.ts';
import { manageUrl } from './manage-link.ts';
import { preCheckInUrl } from '../pre-check-in/index.ts';
import type { ReservationDetails } from '../booking-core/index.ts';

/** The booking confirmation email (reservation number, dates, rooms, total, manage link); links start with `origin`. */
export function confirmationEmail(
  details: ReservationDetails,
  linkSecret: string,
  origin: string,
  options: { now?: Date; shownTotal?: { Currency: string; Amount: number } | null } = {},
): { subject: string; text: string; html: string; calendar: string } {
  const { reservation, property, rooms, companyName } = details;
  const money = (amount: number) =>
    new Intl.NumberFormat('en-GB', { style: 'currency', currency: reservation.currency }).format(
      amount,
    );
  const language = reservation.languageCode;
  const link = `${origin}${manageUrl(linkSecret, property.code, reservation.reservationNumber, language)}`;
  const preCheckInLink = `${origin}${preCheckInUrl(linkSecret, property.code, reservation.reservationNumber, language)}`;
  const roomLines = rooms.flatMap((room, index) => {
    const guests = `${room.item.adults} adult${room.item.adults === 1 ? '' : 's'}${room.item.children ? `, ${room.item.children} child${room.item.children === 1 ? '' : 'ren'}` : ''}${room.item.infants ? `, ${room.item.infants} infant${room.item.infants === 1 ? '' : 's'}` : ''}`;
    const extras = room.extras.map((extra) => `${extra.name} × ${extra.quantity}`).join(', ');
    return [
      `Room ${index + 1}: ${room.roomTypeName}, ${room.ratePlanName} — ${formatStayDate(room.item.dateFrom)} to ${formatStayDate(room.item.dateTo)}, ${guests}, lead guest ${room.leadGuest.FirstName} ${room.leadGuest.LastName}${extras ? `; extras: ${extras}` : ''} — ${money(room.item.totalCost)}`,
      cancellationWords(room.cancellationTerms, room.item.dateFrom),
    ];
  });
  const lines = [
    `Dear ${reservation.bookerFirstName} ${reservation.bookerLastName},`,
    '',
    `Thank you for booking with ${property.name}. Your reservation is confirmed.`,
    '',
    `Reservation number: ${reservation.reservationNumber}`,
    `Arrival: ${formatStayDate(reservation.dateFrom)}`,
    `Departure: ${formatStayDate(reservation.dateTo)}`,
    '',
    ...roomLines,
    '',
    ...(reservation.discount > 0 ? [`Gift voucher: −${money(reservation.discount)}`] : []),
    `Total (VAT included): ${withShownEquivalent(reservation.totalCost, reservation.currency, options.shownTotal)}`,
    ...paymentLines(
      {
        dueNow: reservation.amountPaid,
        dueLater: reservation.amountDueLater,
        dueAtHotel: roundMoney(
          reservation.totalCost - reservation.amountPaid - reservation.amountDueLater,
          reservation.currency,
        ),
      },
      paymentWayOf(reservation.paymentType, companyName, reservation.poNumber),
      reservation.currency,
    ).map((line) => `${line.label}: ${money(line.amount)}`),
    '',
    `Manage your booking: ${link}`,
    `Pre-check-in (opens before your arrival): ${preCheckInLink}`,
    '',
    `Questions? Call us on ${property.telephone} or email ${property.email}.`,
  ];
  const html = paragraphsHtml(lines, [link, preCheckInLink]);
  // The stay as a calendar entry, sent with the email as the confirmation page offers it.
  const calendar = bookingIcs({
    reservationNumber: reservation.reservationNumber,
    hotelName: property.name,
    hotelAddress: property.addressText,
    arrive: reservation.dateFrom,
    depart: reservation.dateTo,
    rooms,
    manageUrl: link,
    now: options.now ?? new Date(),
  });
  return {
    subject: `Booking confirmed: ${reservation.reservationNumber} at ${property.name}`,
    text: lines.join('\n'),
    html,
    calendar,
  };
}

/** Writes the confirmation email to the outbox, in the caller's transaction. */
export async function queueConfirmationEmail(
  tx: Executor,
  details: ReservationDetails,
  linkSecret: string,
): Promise<void> {
  // The email is optional where the hotel does not require one.
  if (!details.reservation.bookerEmail.trim()) return;
  const { reservation } = details;
  const shownTotal = await displayTotal(tx, reservation, details.rooms);
  const email = confirmationEmail(details, linkSecret, linkOrigin(), { shownTotal });
  await writeToOutbox(tx, [
    {
      ...email,
      propertyId: details.reservation.propertyId,
      kind: 'reservation-confirmation',
      to: details.reservation.bookerEmail,
    },
  ]);
}
