import { and, eq, isNull } from 'drizzle-orm';
import { paragraphsHtml } from '../../email-html.ts';
import type { Database, Executor } from '../../db/client.ts';
import { paymentRequests, properties } from '../../db/schema/index.ts';
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

type RequestRow = typeof paymentRequests.$inferSelect;
interface PropertyContact {
  readonly code: string;
  readonly name: string;
  readonly telephone: string;
  readonly email: string;
}

/**
 * Claims a request's email (a conditional update: several servers never send it twice) and writes
 * it to the outbox in the same transaction. False when it was already written or has no address.
 */
export async function emailPaymentRequest(
  tx: Executor,
  request: RequestRow,
  property: PropertyContact,
  link: { readonly secret: string; readonly origin: string },
  now: Date,
): Promise<boolean> {
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
    link: `${link.origin}${payLinkUrl(link.secret, property.code, request)}`,
  });
  await writeToOutbox(
    tx,
    [{ ...email, propertyId: request.propertyId, kind: 'payment-request', to: request.guestEmail }],
    now,
  );
  return true;
}

/**
 * Writes each new payment request's email to the outbox once. Returns how many were written.
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
    })
    .from(paymentRequests)
    .innerJoin(properties, eq(properties.id, paymentRequests.propertyId))
    .where(isNull(paymentRequests.emailedAt));
  let sent = 0;
  for (const { request, property } of due) {
    const wrote = await db.transaction((tx) =>
      emailPaymentRequest(tx, request, property, { secret: linkSecret, origin }, now),
    );
    if (wrote) sent++;
  }
  return sent;
}
