import { and, eq, isNull } from 'drizzle-orm';
import { paragraphsHtml } from '../../email-html.ts';
import type { Database } from '../../db/client.ts';
import { paymentRequests, properties, reservations } from '../../db/schema/index.ts';
import { writeToOutbox } from '../../mail/outbox.ts';
import { payLinkUrl } from './link.ts';

/** The email carrying a payment request's link: what it is for, how much, until when. */
export function paymentRequestEmail(input: {
  propertyName: string;
  telephone: string;
  email: string;
  guestName: string;
  action: 'Pay' | 'StoreCard';
  invoiceNumber: string;
  description: string;
  amount: string;
  expires: string;
  link: string;
}) {
  const pay = input.action === 'Pay';
  const lines = [
    `Dear ${input.guestName},`,
    '',
    pay
      ? `${input.propertyName} asks you to pay invoice ${input.invoiceNumber}: ${input.description}, ${input.amount}.`
      : `${input.propertyName} asks you to store a card for ${input.invoiceNumber}. ${input.description}`,
    '',
    `${pay ? 'Pay securely' : 'Store your card securely'}: ${input.link}`,
    `The link works until ${input.expires}.`,
    '',
    `Questions? Call us on ${input.telephone} or email ${input.email}.`,
  ];
  const html = paragraphsHtml(lines, [input.link]);
  return {
    subject: pay
      ? `Payment request ${input.invoiceNumber} from ${input.propertyName}`
      : `Please store a card for ${input.invoiceNumber} at ${input.propertyName}`,
    text: lines.join('\n'),
    html,
  };
}

/**
 * Writes each new payment request's email to the outbox once (claimed by a conditional update, so
 * several servers never send it twice). Returns how many were written.
 */
export async function runPaymentRequestEmails(
  db: Database,
  linkSecret: string,
  now: Date,
  origin = '',
): Promise<number> {
  const due = await db
    .select({
      request: paymentRequests,
      property: {
        code: properties.code,
        name: properties.name,
        telephone: properties.telephone,
        email: properties.email,
      },
      // A request for a booking links in the booking's language.
      languageCode: reservations.languageCode,
    })
    .from(paymentRequests)
    .innerJoin(properties, eq(properties.id, paymentRequests.propertyId))
    .leftJoin(reservations, eq(reservations.id, paymentRequests.reservationId))
    .where(isNull(paymentRequests.emailedAt));
  let sent = 0;
  for (const { request, property, languageCode } of due) {
    const wrote = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(paymentRequests)
        .set({ emailedAt: now })
        .where(and(eq(paymentRequests.id, request.id), isNull(paymentRequests.emailedAt)))
        .returning({ id: paymentRequests.id });
      if (!claimed || !request.guestEmail.trim()) return false;
      const email = paymentRequestEmail({
        propertyName: property.name,
        telephone: property.telephone,
        email: property.email,
        guestName: request.guestName,
        action: request.action,
        invoiceNumber: request.invoiceNumber,
        description: request.description,
        amount: new Intl.NumberFormat('en-GB', {
          style: 'currency',
          currency: request.currency,
        }).format(request.amount),
        expires: request.expiresAt.toUTCString(),
        link: `${origin}${payLinkUrl(linkSecret, property.code, request, languageCode)}`,
      });
      await writeToOutbox(
        tx,
        [
          {
            ...email,
            propertyId: request.propertyId,
            kind: 'payment-request',
            to: request.guestEmail,
          },
        ],
        now,
      );
      return true;
    });
    if (wrote) sent++;
  }
  return sent;
}
