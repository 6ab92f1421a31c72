import type {
  PayByLinkGetQuery,
  PayByLinkGetResult,
  PayByLinkTransaction,
} from '../../../api/contract/pay-by-link.ts';
import { localeOfApiRequest } from '../../../i18n/api-error-texts.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { payLinkStateTexts } from '../../../i18n/pay-by-link-state-texts.ts';
import { cardWordsIn } from '../../../i18n/payment-line-texts.ts';
import type { AppContext } from '../../context.ts';
import { actionTypeOf } from './link.ts';
import { openRequest } from './open-request.ts';
import { stateOf, type PaymentRequestRow } from './state.ts';

/** The card stored or paid with, in `locale`'s words: "Visa ending 4242". */
export const cardSummaryOf = (row: PaymentRequestRow, locale: Locale): string | null =>
  row.cardBrand && row.cardLast4 ? cardWordsIn(locale, row.cardBrand, row.cardLast4) : null;

export function transactionOf(
  row: PaymentRequestRow,
  hash: string,
  locale: Locale,
): PayByLinkTransaction {
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
    CardSummary: cardSummaryOf(row, locale),
  };
}

/**
 * GET /api/PayByLink/Get: the request behind a link and where it stands (Title/Message when it
 * cannot be used now), written in the language the request names (`Content-Language`).
 */
export async function getPaymentRequest(
  ctx: AppContext,
  query: PayByLinkGetQuery,
  request: Request,
  responseHeaders: Headers,
): Promise<PayByLinkGetResult> {
  const { row } = await openRequest(ctx, query, request, responseHeaders);
  const state = stateOf(row, ctx.now());
  const locale = localeOfApiRequest(request.headers);
  const transaction = transactionOf(row, query.hash, locale);
  const texts = payLinkStateTexts(locale, state, {
    invoiceNumber: row.invoiceNumber,
    paidOn: row.completedAt?.toISOString() ?? null,
    card: transaction.CardSummary,
  });
  return {
    // Closed links that did their work (paid, stored, nothing to pay) are a success.
    Success: !['Processing', 'Expired', 'Cancelled'].includes(state),
    State: state,
    Title: texts?.title ?? null,
    Message: texts?.message ?? row.failureMessage,
    Transaction: transaction,
    CompletedAt: row.completedAt?.toISOString() ?? null,
  };
}
