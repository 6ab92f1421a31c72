import { eq } from 'drizzle-orm';
import { toMinorUnits } from '../../../domain/shared/money.ts';
import type { Executor } from '../../db/client.ts';
import { reservationPayments } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { BookingContext, PaymentPlan } from '../booking-core/index.ts';
import type { PaymentProvider, PaymentSource } from '../../payments/provider.ts';
import { simulatedProvider } from '../../payments/simulated.ts';
import { CARD_DECLINED } from './messages.ts';

export interface PaymentRequest {
  readonly reservationId: number;
  readonly reservationNumber: string;
  readonly email: string;
  readonly plan: PaymentPlan;
  /** Charged now, in the property currency. */
  readonly amount: number;
  readonly context: BookingContext;
  /** Where the provider sends the guest back after a challenge or its own page. */
  readonly returnUrl: string;
  readonly now: Date;
  /** The property's payment provider; the simulated gateway when absent. */
  readonly provider?: PaymentProvider;
}

/** Done, or the guest must finish with the provider (its page, or its script here) before `expiresAt`. */
export type PaymentOutcome =
  | { readonly redirectUrl: null; readonly clientSecret: null }
  | {
      readonly redirectUrl: string | null;
      readonly clientSecret: string | null;
      readonly expiresAt: Date;
    };

type PaymentValues = typeof reservationPayments.$inferInsert;

const DONE: PaymentOutcome = { redirectUrl: null, clientSecret: null };
/** How long a payment the provider reports as under way (no page to send the guest to) may hold rooms. */
const PENDING_HOLD_MS = 15 * 60 * 1000;

/**
 * Takes the payment through the property's provider and records it: the payment row is written
 * first, so its id is the provider's idempotency key; only the provider's token, brand, last four
 * digits and expiry are kept. A declined card → 402 and the caller rolls the booking back; a
 * challenge or the provider's own page (or script) holds the booking until the provider says how
 * it went. Invoices record that nothing is charged online.
 */
export async function takePayment(tx: Executor, request: PaymentRequest): Promise<PaymentOutcome> {
  const { plan, context, amount } = request;
  const provider = request.provider ?? simulatedProvider;
  const currency = context.property.currency;
  const base = {
    reservationId: request.reservationId,
    amount,
    currency,
    createdAt: request.now,
  };
  if (plan.kind === 'IndividualInvoice' || plan.kind === 'CompanyInvoice') {
    await tx.insert(reservationPayments).values({
      ...base,
      amount: 0,
      method: plan.kind,
      status: 'NotRequired',
    });
    return DONE;
  }
  // Nothing due now and no card to keep: no hosted page to send the guest to.
  if (plan.kind === 'Paystack' && amount <= 0) {
    await tx
      .insert(reservationPayments)
      .values({ ...base, method: 'Paystack', status: 'NotRequired' });
    return DONE;
  }
  const known = knownCard(plan, context);
  const [row] = await tx
    .insert(reservationPayments)
    .values({
      ...base,
      ...known,
      method: plan.kind === 'Hosted' ? 'Card' : plan.kind,
      status: 'Pending',
      provider: provider.name,
    })
    .returning({ id: reservationPayments.id });
  const state = await provider.start(tx, {
    paymentId: `pay_${row!.id}`,
    amount: { minor: toMinorUnits(amount, currency), currency },
    source: sourceOf(plan),
    // A provider's card is kept for the booking (a rise, a no-show fee, the rate's later charges);
    // keeping it in the guest's account is asked separately (saveForAccountId).
    saveCard: plan.kind === 'Hosted' || (plan.kind === 'Card' && plan.save),
    offSession: plan.kind === 'SavedCard',
    reservationNumber: request.reservationNumber,
    merchantName: context.property.name,
    description: null,
    email: request.email,
    returnUrl: request.returnUrl,
    now: request.now,
  });
  if (state.status === 'Declined' || state.status === 'Failed')
    throw new HttpError(402, CARD_DECLINED);
  const card =
    state.status === 'Succeeded' || state.status === 'ActionRequired' ? state.card : null;
  const values: Partial<PaymentValues> = {
    ...(card
      ? {
          cardToken: card.token,
          cardBrand: known.cardBrand ?? card.brand,
          cardLast4: card.last4,
          cardExpiryMonth: card.expiryMonth,
          cardExpiryYear: card.expiryYear,
          nameOnCard: card.nameOnCard ?? known.nameOnCard ?? null,
        }
      : {}),
    ...(provider.name === 'Simulated'
      ? { gatewaySessionId: state.reference?.startsWith('gw_') ? state.reference : null }
      : { providerReference: state.reference }),
  };
  if (state.status === 'Succeeded') {
    await tx
      .update(reservationPayments)
      .set({ ...values, status: 'Succeeded' })
      .where(eq(reservationPayments.id, row!.id));
    return DONE;
  }
  await tx.update(reservationPayments).set(values).where(eq(reservationPayments.id, row!.id));
  if (state.status === 'ActionRequired')
    return {
      redirectUrl: state.redirectUrl,
      clientSecret: state.clientSecret,
      expiresAt: state.expiresAt,
    };
  return {
    redirectUrl: null,
    clientSecret: null,
    expiresAt: new Date(request.now.getTime() + PENDING_HOLD_MS),
  };
}

function sourceOf(
  plan: Exclude<PaymentPlan, { kind: 'IndividualInvoice' | 'CompanyInvoice' }>,
): PaymentSource {
  switch (plan.kind) {
    case 'Card':
      return { kind: 'TypedCard', card: plan.card, brand: plan.brand };
    case 'SavedCard':
      return { kind: 'StoredCard', token: plan.card.token };
    case 'Paystack':
    case 'Hosted':
      return { kind: 'Hosted' };
  }
}

/** What we know of the card before the provider answers (a saved card's details; a typed card's brand and owner). */
function knownCard(plan: PaymentPlan, context: BookingContext): Partial<PaymentValues> {
  if (plan.kind === 'SavedCard') {
    const { card } = plan;
    return {
      cardToken: card.token,
      cardBrand: card.brand,
      cardLast4: card.last4,
      cardExpiryMonth: card.expiryMonth,
      cardExpiryYear: card.expiryYear,
      nameOnCard: card.nameOnCard,
    };
  }
  if (plan.kind === 'Card')
    return {
      cardBrand: plan.brand,
      nameOnCard: plan.card.nameOnCard,
      saveForAccountId: plan.save ? (context.account?.id ?? null) : null,
    };
  if (plan.kind === 'Hosted')
    return { saveForAccountId: plan.save ? (context.account?.id ?? null) : null };
  return {};
}
