import { paymentLines, paymentWayOf } from '../../../domain/payment/payment-lines.ts';
import { roundMoney } from '../../../domain/shared/money.ts';
import { emailMessages } from '../../../i18n/email-messages.ts';
import { localeOfLanguageCode, type Locale } from '../../../i18n/locale.ts';
import { paymentLineLabelIn } from '../../../i18n/payment-line-texts.ts';
import { formatMoneyIn, formatStayDateIn } from '../../../i18n/locale-format.ts';
import {
  cancellationWordsIn,
  guestsTextIn,
  withShownEquivalentIn,
} from '../../../i18n/stay-texts.ts';
import { translatorFor } from '../../../i18n/translate.ts';
import { bookingIcs } from '../../../site/ics.ts';
import type { Executor } from '../../db/client.ts';
import { writeToOutbox } from '../../mail/outbox.ts';
import { paragraphsHtml } from '../../email-html.ts';
import { linkOrigin } from '../account/index.ts';
import { displayTotal } from '../reference-data/index.ts';
import { manageUrl } from './manage-link.ts';
import { preCheckInUrl } from '../pre-check-in/index.ts';
import type { ReservationDetails } from '../booking-core/index.ts';

/**
 * The booking confirmation email (reservation number, dates, rooms, total, manage link) in the
 * booking's language; links start with `origin`.
 */
export function confirmationEmail(
  details: ReservationDetails,
  linkSecret: string,
  origin: string,
  options: { now?: Date; shownTotal?: { Currency: string; Amount: number } | null } = {},
): { subject: string; text: string; html: string; calendar: string; locale: Locale } {
  const { reservation, property, rooms, companyName } = details;
  const locale = localeOfLanguageCode(reservation.languageCode);
  const t = translatorFor(emailMessages, locale);
  const date = (isoDate: string) => formatStayDateIn(locale, isoDate);
  const money = (amount: number) => formatMoneyIn(locale, amount, reservation.currency);
  const language = reservation.languageCode;
  const link = `${origin}${manageUrl(linkSecret, property.code, reservation.reservationNumber, language)}`;
  const preCheckInLink = `${origin}${preCheckInUrl(linkSecret, property.code, reservation.reservationNumber, language)}`;
  const roomLines = rooms.flatMap((room, index) => {
    const guests = guestsTextIn(
      {
        numberOfAdults: room.item.adults,
        numberOfChildren: room.item.children,
        numberOfInfants: room.item.infants,
      },
      locale,
    );
    const extras = new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(
      room.extras.map((extra) =>
        t('email.confirmation.extra', { name: extra.name, quantity: extra.quantity }),
      ),
    );
    const line = {
      number: index + 1,
      roomTypeName: room.roomTypeName,
      ratePlanName: room.ratePlanName,
      from: date(room.item.dateFrom),
      to: date(room.item.dateTo),
      guests,
      firstName: room.leadGuest.FirstName,
      lastName: room.leadGuest.LastName,
      amount: money(room.item.totalCost),
    };
    return [
      extras
        ? t('email.confirmation.roomWithExtras', { ...line, extras })
        : t('email.confirmation.room', line),
      cancellationWordsIn(room.cancellationTerms, room.item.dateFrom, locale),
    ];
  });
  const lines = [
    t('email.dear', { name: `${reservation.bookerFirstName} ${reservation.bookerLastName}` }),
    '',
    t('email.confirmation.thanks', { propertyName: property.name }),
    '',
    t('email.confirmation.reservationNumber', {
      reservationNumber: reservation.reservationNumber,
    }),
    t('email.confirmation.arrival', { date: date(reservation.dateFrom) }),
    t('email.confirmation.departure', { date: date(reservation.dateTo) }),
    '',
    ...roomLines,
    '',
    ...(reservation.discount > 0
      ? [t('email.confirmation.voucher', { amount: money(reservation.discount) })]
      : []),
    t('email.confirmation.total', {
      amount: withShownEquivalentIn(
        reservation.totalCost,
        reservation.currency,
        options.shownTotal,
        locale,
      ),
    }),
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
    ).map((line) =>
      t('email.confirmation.paymentLine', {
        label: paymentLineLabelIn(line.label, locale),
        amount: money(line.amount),
      }),
    ),
    '',
    t('email.confirmation.manage', { link }),
    t('email.confirmation.preCheckIn', { link: preCheckInLink }),
    '',
    t('email.questions', { telephone: property.telephone, email: property.email }),
  ];
  const html = paragraphsHtml(lines, [link, preCheckInLink], locale);
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
    locale,
  });
  return {
    subject: t('email.confirmation.subject', {
      reservationNumber: reservation.reservationNumber,
      propertyName: property.name,
    }),
    text: lines.join('\n'),
    html,
    calendar,
    locale,
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
