import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { paymentRequests, properties, type PaymentRequestAction } from '../db/schema/index.ts';
import { TEST_CARDS } from '../gateway/test-cards.ts';
import { actionTypeOf, payLinkCode } from '../areas/pay-by-link/link.ts';

let invoice = 0;

/** A fresh payment request for one test, and the body parts its link gives (test helper). */
export async function newRequest(
  db: Database,
  secret: string,
  now: Date,
  options: {
    property?: string;
    action?: PaymentRequestAction;
    amount?: number;
    expiresInMs?: number;
    languageCode?: string;
  } = {},
) {
  const code = options.property ?? 'GRANDLDN';
  const [property] = await db.select().from(properties).where(eq(properties.code, code));
  const action = options.action ?? 'Pay';
  const [row] = await db
    .insert(paymentRequests)
    .values({
      propertyId: property!.id,
      invoiceNumber: `T-${++invoice}-${Math.random().toString(36).slice(2, 7)}`,
      action,
      description: 'Test charges',
      amount: options.amount ?? 120,
      currency: property!.currency,
      guestName: 'Ada Lovelace',
      guestEmail: 'ada@example.com',
      ...(options.languageCode ? { languageCode: options.languageCode } : {}),
      expiresAt: new Date(now.getTime() + (options.expiresInMs ?? 7 * 864e5)),
    })
    .returning();
  const hash = payLinkCode(secret, row!.id, row!.invoiceNumber, action);
  return {
    row: row!,
    query: `propertyId=${code}&invoiceNumber=${encodeURIComponent(row!.invoiceNumber)}&hash=${hash}&actionType=${actionTypeOf(action)}&paymentId=${row!.id}`,
    process: (card: string | null = TEST_CARDS.approve, extra: Record<string, unknown> = {}) => ({
      PropertyId: code,
      Action: action,
      InvoiceNumber: row!.invoiceNumber,
      AmountToPay: row!.amount,
      PaymentId: row!.id,
      Hash: hash,
      Email: 'ada@example.com',
      CardDetails: card
        ? {
            CardNumber: card,
            NameOnCard: 'Ada Lovelace',
            ExpiryMonth: 12,
            ExpiryYear: 2030,
            SecurityCode: '737',
          }
        : null,
      ...extra,
    }),
  };
}

/** How an emailed payment link and its code are made, for tests that follow one. */
export { payLinkCode, payLinkUrl } from '../areas/pay-by-link/link.ts';
