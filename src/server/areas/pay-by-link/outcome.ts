import { and, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type {
  PayByLinkLookupQuerySchema,
  PayByLinkOutcome,
} from '../../../api/contract/pay-by-link.ts';
import { localeOfApiRequest } from '../../../i18n/api-error-texts.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { AppContext } from '../../context.ts';
import { paymentRequests } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { recordPaidByLink } from '../payments/index.ts';
import { getPropertyRow, resolvePropertyId } from '../property/index.ts';
import { cardSummaryOf } from './get.ts';
import { actionTypeOf, payLinkUrl } from './link.ts';
import { settleFromGateway } from './state.ts';

type Lookup = v.InferOutput<typeof PayByLinkLookupQuerySchema>;
const NOT_KNOWN = 'This payment is not known.';

/** Where a started payment stands, by its confirmation token (unguessable: it is the guest's receipt). */
async function outcomeOf(
  ctx: AppContext,
  query: Lookup,
  locale: Locale,
): Promise<PayByLinkOutcome> {
  const propertyId = await resolvePropertyId(ctx, query.propertyId);
  const [found] = await ctx.db
    .select()
    .from(paymentRequests)
    .where(
      and(
        eq(paymentRequests.confirmationToken, query.referenceNumber),
        eq(paymentRequests.propertyId, propertyId),
      ),
    );
  if (!found) throw new HttpError(404, NOT_KNOWN);
  const row = await settleFromGateway(ctx.db, found, ctx.now(), ctx.payments);
  // A booking's charge that waited for this payment is recorded on the booking as soon as it is paid.
  if (row.status === 'Paid' && row.reservationId !== null)
    await recordPaidByLink(ctx.db, ctx.now(), row.id);
  const property = await getPropertyRow(ctx, propertyId);
  const done = row.status === 'Paid' || row.status === 'CardStored';
  const processing = row.status === 'Processing';
  return {
    InvoiceNumber: row.invoiceNumber,
    Action: row.action,
    Type: actionTypeOf(row.action),
    Description: row.description,
    AmountToPay: row.amount,
    Currency: row.currency,
    TransactionReference: done ? row.transactionReference : null,
    Success: done || processing,
    Message: done
      ? null
      : processing
        ? 'Your payment is being processed.'
        : (row.failureMessage ?? 'The payment was not completed.'),
    Status: done ? 'Succeeded' : processing ? 'Processing' : 'Failed',
    CardSummary: cardSummaryOf(row, locale),
    CompletedAt: row.completedAt?.toISOString() ?? null,
    RetryUrl:
      !done && !processing && row.status === 'Pending'
        ? payLinkUrl(ctx.linkSecret, property.code, row)
        : null,
  };
}

/** GET /api/PayByLink/Status; the card named in the language the request names. */
export const paymentStatus = (
  ctx: AppContext,
  query: Lookup,
  request: Request,
): Promise<PayByLinkOutcome> => outcomeOf(ctx, query, localeOfApiRequest(request.headers));

/** GET /api/PayByLink/Confirmation: the receipt of a completed payment; 400 while it is not (spec §8 → PayByLinkError). */
export async function paymentConfirmation(
  ctx: AppContext,
  query: Lookup,
  request: Request,
): Promise<PayByLinkOutcome> {
  const outcome = await outcomeOf(ctx, query, localeOfApiRequest(request.headers));
  if (outcome.Status !== 'Succeeded')
    throw new HttpError(400, outcome.Message ?? 'This payment is not complete.');
  return outcome;
}
