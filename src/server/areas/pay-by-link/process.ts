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
import { HttpError } from '../../http/errors.ts';
import { getProperty } from '../property/index.ts';
import { newConfirmationToken } from '../reservation/index.ts';
import { cardPlan, hostedCardPlan } from '../booking-core/index.ts';
import { toMinorUnits } from '../../../domain/shared/money.ts';
import { getPaymentRequest } from './get.ts';
import { actionTypeOf } from './link.ts';
import { AMOUNT_CHANGED, BUSY, CARD_DECLINED, EMAIL_INVALID } from './messages.ts';
import { recordPaidByLink } from '../payments/index.ts';
import { openRequest } from './open-request.ts';
import { stateOf } from './state.ts';

const transactionReference = () => `PBL-${randomBytes(6).toString('hex').toUpperCase()}`;

/**
 * POST /api/PayByLink/Process: pays the invoice or stores the card through the property's provider.
 * The request is claimed first (Pending → Processing in one conditional UPDATE), so two Process
 * calls at once cannot both pay; a declined card hands it back to Pending for another try; a 3-D
 * Secure card, a hosted page or the provider's script in the browser keep it Processing until the
 * provider answers (Status, webhooks). The claim's reference is the provider's idempotency key, so
 * a payment interrupted before its result was written is recovered from it (`settleFromGateway`).
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
  const provider = ctx.payments.forProperty(property);
  const paystack = property.payByPaystack;
  const hosted = provider.name !== 'Simulated';
  const publicProperty = paystack ? null : await getProperty(ctx, String(property.id));
  const cardContext = {
    cardTypes: publicProperty?.CreditCards ?? [],
    account: null,
    savedCard: null,
  };
  const plan = paystack
    ? null
    : hosted
      ? hostedCardPlan(body.CardDetails ?? null, cardContext, now, add)
      : cardPlan(body.CardDetails ?? null, cardContext, now, add);
  const planUsable = paystack || plan?.kind === (hosted ? 'Hosted' : 'Card');
  if (Object.keys(problems).length || !planUsable)
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
      provider: provider.name,
      providerReference: null,
      gatewaySessionId: null,
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

  const started = await provider.start(ctx.db, {
    paymentId: reference,
    amount: { minor: toMinorUnits(row.amount, row.currency), currency: row.currency },
    source:
      plan?.kind === 'Card'
        ? { kind: 'TypedCard', card: plan.card, brand: plan.brand }
        : { kind: 'Hosted' },
    saveCard: action === 'StoreCard',
    offSession: false,
    reservationNumber: null,
    merchantName: property.name,
    description: row.description,
    email: body.Email,
    returnUrl: statusUrl,
    now,
  });
  if (started.status === 'Declined' || started.status === 'Failed') {
    await handBack(CARD_DECLINED);
    throw new HttpError(402, CARD_DECLINED);
  }
  const card = started.status === 'Pending' ? null : started.card;
  const cardValues = card
    ? {
        cardToken: card.token,
        cardBrand: plan?.kind === 'Card' ? plan.brand : card.brand,
        cardLast4: card.last4,
        cardExpiryMonth: card.expiryMonth,
        cardExpiryYear: card.expiryYear,
      }
    : {};
  if (started.status !== 'Succeeded') {
    const simulatedSession = provider.name === 'Simulated' && started.reference.startsWith('gw_');
    await ctx.db
      .update(paymentRequests)
      .set({
        ...cardValues,
        provider: provider.name,
        ...(simulatedSession
          ? { gatewaySessionId: started.reference }
          : { providerReference: started.reference }),
      })
      .where(eq(paymentRequests.id, row.id));
    if (simulatedSession)
      responseHeaders.append(
        'Set-Cookie',
        gatewayCookie(request, ctx.linkSecret, started.reference),
      );
    return {
      Success: true,
      Message: null,
      ConfirmationToken: token,
      RedirectUrl: started.status === 'ActionRequired' ? started.redirectUrl : null,
      ...(started.status === 'ActionRequired' && started.clientSecret
        ? { PaymentClientSecret: started.clientSecret }
        : {}),
    };
  }
  await ctx.db
    .update(paymentRequests)
    .set({
      ...cardValues,
      provider: provider.name,
      providerReference: provider.name === 'Simulated' ? null : started.reference,
      status: action === 'Pay' ? 'Paid' : 'CardStored',
      completedAt: now,
    })
    .where(and(eq(paymentRequests.id, row.id), eq(paymentRequests.status, 'Processing')));
  // A booking's charge that waited for this payment is recorded on the booking now.
  if (action === 'Pay' && row.reservationId !== null) await recordPaidByLink(ctx.db, now, row.id);
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
