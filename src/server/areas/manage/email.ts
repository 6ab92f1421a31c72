import { eq } from 'drizzle-orm';
import type { AmendmentSummary } from '../../../api/contract/manage-booking.ts';
import type { ChangeLine } from '../../../domain/manage/change-lines.ts';
import { changeLineIn } from '../../../i18n/change-texts.ts';
import { emailMessages } from '../../../i18n/email-messages.ts';
import { DEFAULT_LOCALE, localeOfLanguageCode, type Locale } from '../../../i18n/locale.ts';
import { formatMoneyIn } from '../../../i18n/locale-format.ts';
import { translatorFor } from '../../../i18n/translate.ts';
import { paragraphsHtml } from '../../email-html.ts';
import type { Executor } from '../../db/client.ts';
import { properties, reservations } from '../../db/schema/index.ts';
import { writeToOutbox } from '../../mail/outbox.ts';
import { manageUrl } from '../reservation/index.ts';
import { linkOrigin } from '../account/index.ts';

/**
 * The email after an amendment or cancellation, in the booking's language: every change, the
 * money that moved and the manage link.
 */
export function amendmentEmail(input: {
  kind: 'Amended' | 'Cancelled';
  reservationNumber: string;
  bookerName: string;
  propertyName: string;
  telephone: string;
  email: string;
  summary: AmendmentSummary;
  /** The summary's lines as data, written here in the booking's language. */
  changes: readonly ChangeLine[];
  link: string;
  locale?: Locale;
}) {
  const { summary } = input;
  const locale = input.locale ?? DEFAULT_LOCALE;
  const t = translatorFor(emailMessages, locale);
  const money = (amount: number) => formatMoneyIn(locale, amount, summary.Currency);
  const cancelled = input.kind === 'Cancelled';
  const booking = { reservationNumber: input.reservationNumber, propertyName: input.propertyName };
  const method = summary.PaymentMethod;
  const lines = [
    t('email.dear', { name: input.bookerName }),
    '',
    t(cancelled ? 'email.amendment.cancelled' : 'email.amendment.changed', booking),
    '',
    ...input.changes.map((line) => changeLineIn(line, locale)),
    '',
    t('email.amendment.totalBefore', { amount: money(summary.OldTotal) }),
    t('email.amendment.totalNow', { amount: money(summary.NewTotal) }),
    ...(summary.Fee > 0 ? [t('email.amendment.fee', { amount: money(summary.Fee) })] : []),
    ...(summary.ChargeNow > 0
      ? [
          method
            ? t('email.amendment.chargedNowTo', {
                paymentMethod: method,
                amount: money(summary.ChargeNow),
              })
            : t('email.amendment.chargedNow', { amount: money(summary.ChargeNow) }),
        ]
      : []),
    ...(summary.Refund > 0
      ? [
          method
            ? t('email.amendment.refundedTo', {
                paymentMethod: method,
                amount: money(summary.Refund),
              })
            : t('email.amendment.refunded', { amount: money(summary.Refund) }),
        ]
      : []),
    ...(summary.AmountDueAtHotel > 0 && !cancelled
      ? [t('email.amendment.atHotel', { amount: money(summary.AmountDueAtHotel) })]
      : []),
    '',
    t('email.amendment.view', { link: input.link }),
    '',
    t('email.questions', { telephone: input.telephone, email: input.email }),
  ];
  const html = paragraphsHtml(lines, [input.link], locale);
  const subject = t(
    cancelled ? 'email.amendment.cancelledSubject' : 'email.amendment.changedSubject',
    booking,
  );
  return { subject, text: lines.join('\n'), html, locale };
}

/** Queues the amendment email in the change's transaction (no email for a booking made without one). */
export async function queueAmendmentEmail(
  tx: Executor,
  linkSecret: string,
  reservationId: number,
  kind: 'Amended' | 'Cancelled',
  outcome: { summary: AmendmentSummary; changes: readonly ChangeLine[] },
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
    summary: outcome.summary,
    changes: outcome.changes,
    link: `${linkOrigin()}${manageUrl(linkSecret, property.code, reservation.reservationNumber, reservation.languageCode)}`,
    locale: localeOfLanguageCode(reservation.languageCode),
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
