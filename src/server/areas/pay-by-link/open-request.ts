import { and, eq } from 'drizzle-orm';
import { payByLinkAction } from '../../../domain/pay-by-link/pay-by-link.ts';
import { clientAddressOf } from '../../auth/client-address.ts';
import { guardLinkCall, type LinkLimits } from '../../auth/throttle.ts';
import type { AppContext } from '../../context.ts';
import { paymentRequests } from '../../db/schema/index.ts';
import { getPropertyRow, resolvePropertyId, type PropertyRow } from '../property/index.ts';
import { isPayLinkCode } from './link.ts';
import { linkInvalid } from './messages.ts';
import { settleFromGateway, type PaymentRequestRow } from './state.ts';

const MINUTE = 60_000;
export const PAY_LINK_LIMITS: LinkLimits = {
  /** Every Get and Process per client address. */
  calls: { action: 'pay-link-address', max: 200, windowMs: 15 * MINUTE },
  /** Wrong links per client address (the code has 128 bits: this only stops the noise). */
  failures: { action: 'pay-link-failed', max: 20, windowMs: 60 * MINUTE },
};

export interface LinkParts {
  readonly propertyId: string;
  readonly paymentId: number;
  readonly invoiceNumber: string;
  /** Spec §2: P pays, anything else stores a card. */
  readonly actionType: string;
  readonly hash: string;
}

/**
 * The request an emailed link names, after the per-address limits. The code is checked before any
 * read; an unknown property, payment id, invoice number or a tampered part are one 404 with the
 * hotel's contact details (spec §8).
 */
export async function openRequest(
  ctx: AppContext,
  link: LinkParts,
  request: Request,
  responseHeaders: Headers,
): Promise<{ row: PaymentRequestRow; property: PropertyRow }> {
  const now = ctx.now();
  const address = clientAddressOf(request);
  const wrongLink = await guardLinkCall(ctx.db, PAY_LINK_LIMITS, address, now, responseHeaders);
  const propertyId = await resolvePropertyId(ctx, link.propertyId);
  const property = await getPropertyRow(ctx, propertyId);
  const action = payByLinkAction(link.actionType) === 'Pay' ? 'Pay' : 'StoreCard';
  const refuse = () => wrongLink(linkInvalid(property.telephone, property.email));
  if (!isPayLinkCode(ctx.linkSecret, link.paymentId, link.invoiceNumber, action, link.hash))
    return refuse();
  const [row] = await ctx.db
    .select()
    .from(paymentRequests)
    .where(
      and(
        eq(paymentRequests.id, link.paymentId),
        eq(paymentRequests.propertyId, propertyId),
        eq(paymentRequests.invoiceNumber, link.invoiceNumber),
        eq(paymentRequests.action, action),
      ),
    );
  if (!row) return refuse();
  return { row: await settleFromGateway(ctx.db, row, now, ctx.payments), property };
}
