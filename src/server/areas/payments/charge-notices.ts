import { chargeEmailMessages } from '../../../i18n/charge-email-messages.ts';
import { emailMessages } from '../../../i18n/email-messages.ts';
import { DEFAULT_LOCALE, localeOfLanguageCode, type Locale } from '../../../i18n/locale.ts';
import { formatMoneyIn } from '../../../i18n/locale-format.ts';
import { cardWordsIn } from '../../../i18n/payment-line-texts.ts';
import { translatorFor } from '../../../i18n/translate.ts';
import { paragraphsHtml } from '../../email-html.ts';
import type { Executor } from '../../db/client.ts';
import type { ScheduledChargeKind } from '../../db/schema/index.ts';
import { writeToOutbox, type OutboxMessage } from '../../mail/outbox.ts';

export type ChargeNoticeKind = 'Charged' | 'Declined' | 'AwaitingGuest';

export interface ChargeNotice {
  readonly kind: ChargeNoticeKind;
  readonly property: {
    readonly id: number;
    readonly name: string;
    readonly email: string;
    readonly telephone: string;
  };
  readonly reservation: {
    readonly reservationNumber: string;
    readonly bookerFirstName: string;
    readonly bookerLastName: string;
    readonly bookerEmail: string;
    /** The booking's language (`LanguageCode`): the guest's receipt is written in it. */
    readonly languageCode: string | null;
  };
  /** Which charge was taken or tried: the rate's charge before arrival, or a no-show fee. */
  readonly charge: ScheduledChargeKind;
  readonly amount: number;
  readonly currency: string;
  readonly card: {
    readonly cardBrand: string | null;
    readonly cardLast4: string | null;
  } | null;
  readonly failure: string | null;
}

/**
 * The language of the hotel's own notices: its staff's. Their texts are English only, so never
 * the booking's language, which is the guest's.
 */
const STAFF_LOCALE: Locale = DEFAULT_LOCALE;

/** What a charge is, in `locale`: "Charge before arrival, booking GL-3MX8RT". */
export function chargeWhatIn(
  locale: Locale,
  charge: ScheduledChargeKind,
  reservationNumber: string,
): string {
  const t = translatorFor(chargeEmailMessages, locale);
  return t(charge === 'NoShow' ? 'email.charge.noShow' : 'email.charge.beforeArrival', {
    reservationNumber,
  });
}

/** The card charged, in `locale`: "Visa ending 4242", "the card on file" when none is known. */
function cardIn(locale: Locale, card: ChargeNotice['card']): string {
  const t = translatorFor(chargeEmailMessages, locale);
  return card?.cardLast4
    ? cardWordsIn(locale, card.cardBrand ?? t('email.charge.card'), card.cardLast4)
    : t('email.charge.cardOnFile');
}

/** The guest's receipt, in the booking's language. */
function receipt(notice: ChargeNotice): OutboxMessage {
  const { property, reservation } = notice;
  const locale = localeOfLanguageCode(reservation.languageCode);
  const t = translatorFor(chargeEmailMessages, locale);
  const email = translatorFor(emailMessages, locale);
  const amount = formatMoneyIn(locale, notice.amount, notice.currency);
  const lines = [
    email('email.dear', {
      name: `${reservation.bookerFirstName} ${reservation.bookerLastName}`.trim(),
    }),
    '',
    t('email.charge.taken', {
      propertyName: property.name,
      amount,
      card: cardIn(locale, notice.card),
      what: chargeWhatIn(locale, notice.charge, reservation.reservationNumber),
    }),
    '',
    email('email.questions', { telephone: property.telephone, email: property.email }),
  ];
  return {
    propertyId: property.id,
    kind: 'scheduled-charge-receipt',
    to: reservation.bookerEmail,
    subject: t('email.charge.subject', {
      amount,
      reservationNumber: reservation.reservationNumber,
      propertyName: property.name,
    }),
    text: lines.join('\n'),
    html: paragraphsHtml(lines, [], locale),
    locale,
  };
}

/**
 * The emails a charge without the guest writes, in its own transaction: the guest's receipt when it
 * is taken; the hotel's notice when it is not (declined, or waiting for the guest to pay by link,
 * whose own email the guest gets from pay by link). Never a card number: brand and last four only.
 */
export function chargeNoticeEmails(notice: ChargeNotice): OutboxMessage[] {
  if (notice.kind === 'Charged') return [receipt(notice)];
  const { property, reservation } = notice;
  if (!property.email.trim()) return [];
  const amount = formatMoneyIn(STAFF_LOCALE, notice.amount, notice.currency);
  const guest = `${reservation.bookerFirstName} ${reservation.bookerLastName}`.trim();
  const what = chargeWhatIn(STAFF_LOCALE, notice.charge, reservation.reservationNumber);
  const lines = [
    `${what}: ${amount} to ${cardIn(STAFF_LOCALE, notice.card)} for ${guest}.`,
    '',
    notice.kind === 'Declined'
      ? `It was not taken: ${notice.failure ?? 'declined'}. Nothing more is tried automatically; please contact the guest (${reservation.bookerEmail}).`
      : `It was not taken: ${notice.failure ?? 'the guest must act'}. The guest has been emailed a link to pay exactly this amount; the booking shows the charge as waiting for the guest until it is paid.`,
  ];
  return [
    {
      propertyId: property.id,
      kind: 'scheduled-charge-hotel',
      to: property.email,
      subject: `${notice.kind === 'Declined' ? 'Charge declined' : 'Charge waiting for the guest'}: booking ${reservation.reservationNumber}`,
      text: lines.join('\n'),
      html: paragraphsHtml(lines, [], STAFF_LOCALE),
      locale: STAFF_LOCALE,
    },
  ];
}

export async function chargeNotices(tx: Executor, notice: ChargeNotice, now: Date): Promise<void> {
  await writeToOutbox(tx, chargeNoticeEmails(notice), now);
}
