import { paragraphsHtml } from '../../email-html.ts';
import type { Executor } from '../../db/client.ts';
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
  };
  /** e.g. "Charge before arrival, booking GL-3MX8RT". */
  readonly what: string;
  readonly amount: number;
  readonly currency: string;
  readonly card: {
    readonly cardBrand: string | null;
    readonly cardLast4: string | null;
  } | null;
  readonly failure: string | null;
}

const cardWords = (card: ChargeNotice['card']) =>
  card?.cardLast4 ? `${card.cardBrand ?? 'card'} ending ${card.cardLast4}` : 'the card on file';

/**
 * The emails a charge without the guest writes, in its own transaction: the guest's receipt when it
 * is taken; the hotel's notice when it is not (declined, or waiting for the guest to pay by link,
 * whose own email the guest gets from pay by link). Never a card number: brand and last four only.
 */
export function chargeNoticeEmails(notice: ChargeNotice): OutboxMessage[] {
  const { property, reservation } = notice;
  const amount = new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: notice.currency,
  }).format(notice.amount);
  const guest = `${reservation.bookerFirstName} ${reservation.bookerLastName}`.trim();
  if (notice.kind === 'Charged') {
    const lines = [
      `Dear ${guest},`,
      '',
      `${property.name} has charged ${amount} to ${cardWords(notice.card)}: ${notice.what}, as your rate's terms say.`,
      '',
      `Questions? Call us on ${property.telephone} or email ${property.email}.`,
    ];
    return [
      {
        propertyId: property.id,
        kind: 'scheduled-charge-receipt',
        to: reservation.bookerEmail,
        subject: `${amount} charged for booking ${reservation.reservationNumber} at ${property.name}`,
        text: lines.join('\n'),
        html: paragraphsHtml(lines, []),
      },
    ];
  }
  if (!property.email.trim()) return [];
  const lines = [
    `${notice.what}: ${amount} to ${cardWords(notice.card)} for ${guest}.`,
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
      html: paragraphsHtml(lines, []),
    },
  ];
}

export async function chargeNotices(tx: Executor, notice: ChargeNotice, now: Date): Promise<void> {
  await writeToOutbox(tx, chargeNoticeEmails(notice), now);
}
