import type { Executor } from '../../db/client.ts';
import { reservationPayments } from '../../db/schema/index.ts';
import { authoriseCard, authoriseSavedCard } from '../../gateway/card-gateway.ts';
import { gatewayPagePath, openGatewaySession } from '../../gateway/sessions.ts';
import { HttpError } from '../../http/errors.ts';
import type { BookingContext, PaymentPlan } from '../booking-core/index.ts';
import { CARD_DECLINED } from './messages.ts';

export interface PaymentRequest {
  readonly reservationId: number;
  readonly plan: PaymentPlan;
  /** Charged now, in the property currency. */
  readonly amount: number;
  readonly context: BookingContext;
  /** Where the gateway sends the guest back after a challenge or hosted payment. */
  readonly returnUrl: string;
  readonly now: Date;
}

/** Done, or the guest must finish at the gateway's `redirectUrl` before `expiresAt`. */
export type PaymentOutcome =
  { readonly redirectUrl: null } | { readonly redirectUrl: string; readonly expiresAt: Date };

type PaymentValues = typeof reservationPayments.$inferInsert;

/**
 * Takes the payment through the simulated gateway and records it: a new card is authorised (or
 * stored when nothing is due now) and only its token, brand, last four digits and expiry are kept;
 * a declined card → 402 and the caller rolls the booking back; a 3-D Secure card and Paystack open
 * a gateway session the guest completes on the gateway's page. Invoices record that nothing is
 * charged online.
 */
export async function takePayment(tx: Executor, request: PaymentRequest): Promise<PaymentOutcome> {
  const { plan, context, amount } = request;
  const base = {
    reservationId: request.reservationId,
    amount,
    currency: context.property.currency,
    createdAt: request.now,
  };
  switch (plan.kind) {
    case 'Card': {
      const authorisation = authoriseCard(plan.card);
      if (authorisation.outcome === 'Decline') throw new HttpError(402, CARD_DECLINED);
      const { card } = authorisation;
      const values: PaymentValues = {
        ...base,
        method: 'Card',
        status: authorisation.outcome === 'Challenge' ? 'Pending' : 'Succeeded',
        cardToken: card.token,
        cardBrand: plan.brand,
        cardLast4: card.last4,
        cardExpiryMonth: card.expiryMonth,
        cardExpiryYear: card.expiryYear,
        nameOnCard: card.nameOnCard,
        saveForAccountId: plan.save ? (context.account?.id ?? null) : null,
      };
      if (authorisation.outcome === 'Approve') return recorded(tx, values);
      return openSession(tx, request, values, 'ThreeDSecure', `${plan.brand} ending ${card.last4}`);
    }
    case 'SavedCard': {
      if (authoriseSavedCard() === 'Decline') throw new HttpError(402, CARD_DECLINED);
      const { card } = plan;
      return recorded(tx, {
        ...base,
        method: 'SavedCard',
        status: 'Succeeded',
        cardToken: card.token,
        cardBrand: card.brand,
        cardLast4: card.last4,
        cardExpiryMonth: card.expiryMonth,
        cardExpiryYear: card.expiryYear,
        nameOnCard: card.nameOnCard,
      });
    }
    case 'Paystack':
      // Nothing due now: no hosted page to send the guest to.
      if (amount <= 0) return recorded(tx, { ...base, method: 'Paystack', status: 'NotRequired' });
      return openSession(
        tx,
        request,
        { ...base, method: 'Paystack', status: 'Pending' },
        'Paystack',
        null,
      );
    case 'IndividualInvoice':
    case 'CompanyInvoice':
      return recorded(tx, { ...base, amount: 0, method: plan.kind, status: 'NotRequired' });
  }
}

async function recorded(tx: Executor, values: PaymentValues): Promise<PaymentOutcome> {
  await tx.insert(reservationPayments).values(values);
  return { redirectUrl: null };
}

async function openSession(
  tx: Executor,
  request: PaymentRequest,
  values: PaymentValues,
  kind: 'ThreeDSecure' | 'Paystack',
  description: string | null,
): Promise<PaymentOutcome> {
  const session = await openGatewaySession(
    tx,
    {
      kind,
      amount: request.amount,
      currency: request.context.property.currency,
      merchantName: request.context.property.name,
      description,
      returnUrl: request.returnUrl,
    },
    request.now,
  );
  await tx.insert(reservationPayments).values({ ...values, gatewaySessionId: session.id });
  return { redirectUrl: gatewayPagePath(kind, session.id), expiresAt: session.expiresAt };
}
