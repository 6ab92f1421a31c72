import type {
  PayByLinkGetQuery,
  PayByLinkGetResult,
  PayByLinkTransaction,
} from '../../../api/contract/pay-by-link.ts';
import { formatStayDate } from '../../../i18n/dates.ts';
import type { AppContext } from '../../context.ts';
import { actionTypeOf } from './link.ts';
import { NO_BALANCE } from './messages.ts';
import { openRequest } from './open-request.ts';
import { stateOf, type PaymentRequestRow } from './state.ts';

export const cardSummaryOf = (row: PaymentRequestRow): string | null =>
  row.cardBrand && row.cardLast4 ? `${row.cardBrand} ending ${row.cardLast4}` : null;

export function transactionOf(row: PaymentRequestRow, hash: string): PayByLinkTransaction {
  return {
    PropertyId: row.propertyId,
    EntityId: row.reservationId,
    Type: actionTypeOf(row.action),
    Action: row.action,
    Timestamp: row.createdAt.toISOString(),
    InvoiceNumber: row.invoiceNumber,
    Description: row.description,
    AmountToPay: row.amount,
    Currency: row.currency,
    PaymentId: row.id,
    Hash: hash,
    GuestName: row.guestName,
    Email: row.guestEmail,
    ExpiresAt: row.expiresAt.toISOString(),
    CardSummary: cardSummaryOf(row),
  };
}

/** GET /api/PayByLink/Get: the request behind a link and where it stands (Title/Message when it cannot be used now). */
export async function getPaymentRequest(
  ctx: AppContext,
  query: PayByLinkGetQuery,
  request: Request,
  responseHeaders: Headers,
): Promise<PayByLinkGetResult> {
  const { row } = await openRequest(ctx, query, request, responseHeaders);
  const state = stateOf(row, ctx.now());
  const transaction = transactionOf(row, query.hash);
  const words: Record<typeof state, [string | null, string | null, boolean]> = {
    Open: [null, row.failureMessage, true],
    Processing: [
      'Payment in progress',
      'A payment for this link is under way. If you left the bank\u2019s page, it will be available again in a few minutes.',
      false,
    ],
    Paid: [
      'Already paid',
      `Invoice ${row.invoiceNumber} was paid${row.completedAt ? ` on ${formatStayDate(row.completedAt.toISOString().slice(0, 10))}` : ''}. Thank you.`,
      true,
    ],
    CardStored: [
      'Card already stored',
      `Your card${cardSummaryOf(row) ? ` (${cardSummaryOf(row)})` : ''} is stored with us. Thank you.`,
      true,
    ],
    Expired: [
      'This link has expired',
      'This payment link is no longer valid. Please contact the hotel for a new one.',
      false,
    ],
    Cancelled: [
      'This payment was cancelled',
      'The hotel has cancelled this payment request. Please contact them if you think this is wrong.',
      false,
    ],
    NoBalance: ['Nothing to pay', NO_BALANCE, true],
  };
  const [title, message, success] = words[state];
  return {
    Success: success,
    State: state,
    Title: title,
    Message: message,
    Transaction: transaction,
  };
}
