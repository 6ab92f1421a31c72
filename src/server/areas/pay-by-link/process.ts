import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type {
  PayByLinkProcessRequest,
  PayByLinkProcessResult,
} from '../../../api/contract/pay-by-link.ts';
import { isValidEmail } from '../../../domain/shared/validation.ts';
import * as urls from '../../../site/urls.ts';
import type { AppContext } from '../../context.ts';
import { paymentRequests } from '../../db/schema/index.ts';
import { gatewayCookie } from '../../gateway/binding.ts';
import { authoriseCard } from '../../gateway/card-gateway.ts';
import { recordCharge } from '../../gateway/charges.ts';
import { gatewayPagePath, openGatewaySession } from '../../gateway/sessions.ts';
import { HttpError } from '../../http/errors.ts';
import { getProperty } from '../property/index.ts';
import { newConfirmationToken } from '../reservation/index.ts';
import { cardPlan } from '../booking-core/index.ts';
import { getPaymentRequest } from './get.ts';
import { actionTypeOf } from './link.ts';
import { AMOUNT_CHANGED, BUSY, CARD_DECLINED, EMAIL_INVALID } from './messages.ts';
import { openRequest } from './open-request.ts';
import { stateOf } from './state.ts';

const transactionReference = () => `PBL-${randomBytes(6).toString('hex').toUpperCase()}`;

/**
 * POST /api/PayByLink/Process: pays the invoice or stores the card through the simulated gateway.
 * The request is claimed first (Pending → Processing in one conditional UPDATE), so two Process
 * calls at once cannot both pay; a declined card hands it back to Pending for another try; a 3-D
 * Secure card or the hosted Paystack page keep it Processing until the gateway answers (Status).
 * An approved card is recorded by the gateway under the claim's reference before the result is
 * written, so a payment interrupted in between is recovered from that record (`settleFromGateway`).
 * Only the gateway's token, the brand and the last four digits are kept.
 */
export async function processPayment(
  ctx: AppContext,
  body: PayByLinkProcessRequest,
  request: Request,
  responseHeaders: Headers,
): Promise<PayByLinkProcessResult> {
  const now = ctx.now();
  const action = body.Action === 'Pay' ? 'Pay' : 'StoreCard';
  const link = {
    propertyId: body.PropertyId,
    paymentId: body.PaymentId,
    invoiceNumber: body.InvoiceNumber,
    actionType: actionTypeOf(action),
    hash: body.Hash,
  };
  const { row, property } = await openRequest(ctx, link, request, responseHeaders);
  const state = stateOf(row, now);
  if (state !== 'Open') {
    const answer = await getPaymentRequest(
      ctx,
      { ...link, propertyId: body.PropertyId },
      request,
      responseHeaders,
    );
    throw new HttpError(409, answer.Message ?? BUSY);
  }
  if (action === 'Pay' && Math.abs(body.AmountToPay - row.amount) > 0.005)
    throw new HttpError(409, AMOUNT_CHANGED);

  const problems: Record<string, string[]> = {};
  const add = (key: string, message: string) =>
    (problems[key] = [...(problems[key] ?? []), message]);
  if (!isValidEmail(body.Email)) add('Email', EMAIL_INVALID);
  const paystack = property.payByPaystack;
  const publicProperty = paystack ? null : await getProperty(ctx, String(property.id));
  const plan = paystack
    ? null
    : cardPlan(
        body.CardDetails ?? null,
        { cardTypes: publicProperty!.CreditCards, account: null, savedCard: null },
        now,
        add,
      );
  if (Object.keys(problems).length || (!paystack && plan?.kind !== 'Card'))
    throw new HttpError(400, 'Please check the highlighted details.', problems);

  const token = row.confirmationToken ?? newConfirmationToken();
  // The reference the gateway records the payment under, so an interrupted one can be looked up.
  const reference = transactionReference();
  const [claimed] = await ctx.db
    .update(paymentRequests)
    .set({
      status: 'Processing',
      confirmationToken: token,
      payerEmail: body.Email,
      failureMessage: null,
      claimedAt: now,
      transactionReference: reference,
    })
    .where(
      and(
        eq(paymentRequests.id, row.id),
        eq(paymentRequests.status, 'Pending'),
        gt(paymentRequests.expiresAt, now),
      ),
    )
    .returning();
  if (!claimed) throw new HttpError(409, BUSY);
  const statusUrl = urls.securePayStatus(property.code, token);
  const handBack = (message: string) =>
    ctx.db
      .update(paymentRequests)
      .set({ status: 'Pending', failureMessage: message })
      .where(and(eq(paymentRequests.id, row.id), eq(paymentRequests.status, 'Processing')));

  if (paystack || plan?.kind !== 'Card') {
    const session = await openGatewaySession(
      ctx.db,
      {
        kind: 'Paystack',
        amount: row.amount,
        currency: row.currency,
        merchantName: property.name,
        description: row.description,
        returnUrl: statusUrl,
      },
      now,
    );
    await ctx.db
      .update(paymentRequests)
      .set({ gatewaySessionId: session.id })
      .where(eq(paymentRequests.id, row.id));
    responseHeaders.append('Set-Cookie', gatewayCookie(request, ctx.linkSecret, session.id));
    return {
      Success: true,
      Message: null,
      ConfirmationToken: token,
      RedirectUrl: gatewayPagePath('Paystack', session.id),
    };
  }
  const authorisation = authoriseCard(plan.card);
  if (authorisation.outcome === 'Decline') {
    await handBack(CARD_DECLINED);
    throw new HttpError(402, CARD_DECLINED);
  }
  const { card } = authorisation;
  const cardValues = {
    cardToken: card.token,
    cardBrand: plan.brand,
    cardLast4: card.last4,
    cardExpiryMonth: card.expiryMonth,
    cardExpiryYear: card.expiryYear,
  };
  if (authorisation.outcome === 'Challenge') {
    const session = await openGatewaySession(
      ctx.db,
      {
        kind: 'ThreeDSecure',
        amount: row.amount,
        currency: row.currency,
        merchantName: property.name,
        description: `${plan.brand} ending ${card.last4}`,
        returnUrl: statusUrl,
      },
      now,
    );
    await ctx.db
      .update(paymentRequests)
      .set({
        ...cardValues,
        gatewaySessionId: session.id,
      })
      .where(eq(paymentRequests.id, row.id));
    responseHeaders.append('Set-Cookie', gatewayCookie(request, ctx.linkSecret, session.id));
    return {
      Success: true,
      Message: null,
      ConfirmationToken: token,
      RedirectUrl: gatewayPagePath('ThreeDSecure', session.id),
    };
  }
  await recordCharge(ctx.db, {
    reference,
    amount: row.amount,
    currency: row.currency,
    cardToken: card.token,
    cardBrand: plan.brand,
    cardLast4: card.last4,
    cardExpiryMonth: card.expiryMonth,
    cardExpiryYear: card.expiryYear,
    createdAt: now,
  });
  await ctx.db
    .update(paymentRequests)
    .set({ ...cardValues, status: action === 'Pay' ? 'Paid' : 'CardStored', completedAt: now })
    .where(and(eq(paymentRequests.id, row.id), eq(paymentRequests.status, 'Processing')));
  return {
    Success: true,
    Message:
      action === 'Pay'
        ? 'Thank you: your payment was received.'
        : 'Thank you: your card is stored securely.',
    ConfirmationToken: token,
    RedirectUrl: null,
  };
}
