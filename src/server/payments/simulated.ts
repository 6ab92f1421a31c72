import { authoriseCard, authoriseSavedCard } from '../gateway/card-gateway.ts';
import { findCharge, recordCharge } from '../gateway/charges.ts';
import {
  findGatewaySession,
  finishGatewaySession,
  gatewayPagePath,
  openGatewaySession,
} from '../gateway/sessions.ts';
import { fromMinorUnits } from '../../domain/shared/money.ts';
import { BadSignature, type PaymentProvider } from './provider.ts';

/**
 * The simulated gateway behind the provider interface: the demo's and most tests' payments. Cards
 * are typed into our own fields (so only for the demo), challenged or declined by the test card
 * rules (4000 0027 6000 3184 asks again whenever its kept card is charged); hosted payments and
 * challenges are its own pages (`/SimulatedGateway/...`), whose session id is the payment's
 * reference. It has no webhooks: its pages complete the payment in-process.
 */
export const simulatedProvider: PaymentProvider = {
  name: 'Simulated',

  async start(db, request) {
    const { source, amount } = request;
    const major = fromMinorUnits(amount.minor, amount.currency);
    const open = async (kind: 'ThreeDSecure' | 'Paystack', description: string | null) => {
      const session = await openGatewaySession(
        db,
        {
          kind,
          amount: major,
          currency: amount.currency,
          merchantName: request.merchantName,
          description,
          returnUrl: request.returnUrl,
        },
        request.now,
      );
      return { session, redirectUrl: gatewayPagePath(kind, session.id) };
    };
    switch (source.kind) {
      case 'TypedCard': {
        const authorisation = authoriseCard(source.card);
        if (authorisation.outcome === 'Decline') return { status: 'Declined', reference: null };
        const { card } = authorisation;
        const summary = {
          token: card.token,
          brand: source.brand,
          last4: card.last4,
          expiryMonth: card.expiryMonth,
          expiryYear: card.expiryYear,
          nameOnCard: card.nameOnCard,
        };
        if (authorisation.outcome === 'Challenge') {
          const { session, redirectUrl } = await open(
            'ThreeDSecure',
            `${source.brand} ending ${card.last4}`,
          );
          return {
            status: 'ActionRequired',
            reference: session.id,
            redirectUrl,
            clientSecret: null,
            expiresAt: session.expiresAt,
            card: summary,
          };
        }
        // The gateway's own record under our id, so an interrupted caller can ask for it (read).
        await recordCharge(db, {
          reference: request.paymentId,
          amount: major,
          currency: amount.currency,
          cardToken: card.token,
          cardBrand: source.brand,
          cardLast4: card.last4,
          cardExpiryMonth: card.expiryMonth,
          cardExpiryYear: card.expiryYear,
          createdAt: request.now,
        });
        return { status: 'Succeeded', reference: request.paymentId, card: summary };
      }
      case 'StoredCard': {
        const behaviour = authoriseSavedCard(source.token);
        if (behaviour === 'Decline') return { status: 'Declined', reference: null };
        if (behaviour === 'Approve')
          return { status: 'Succeeded', reference: request.paymentId, card: null };
        // The bank asks the cardholder: at checkout its challenge page, as for a new card; without
        // the guest (a later charge, a rise) nobody can answer it, as Stripe's
        // `authentication_required`, and the caller reaches the guest another way.
        if (!request.returnUrl)
          return {
            status: 'ActionRequired',
            reference: request.paymentId,
            redirectUrl: null,
            clientSecret: null,
            expiresAt: request.now,
            card: null,
          };
        const { session, redirectUrl } = await open('ThreeDSecure', request.description);
        return {
          status: 'ActionRequired',
          reference: session.id,
          redirectUrl,
          clientSecret: null,
          expiresAt: session.expiresAt,
          card: null,
        };
      }
      case 'Hosted': {
        const { session, redirectUrl } = await open('Paystack', request.description);
        return {
          status: 'ActionRequired',
          reference: session.id,
          redirectUrl,
          clientSecret: null,
          expiresAt: session.expiresAt,
          card: null,
        };
      }
    }
  },

  async read(db, reference) {
    if (!reference.startsWith('gw_')) {
      const charge = await findCharge(db, reference);
      if (!charge) return { status: 'Pending', reference };
      return {
        status: 'Succeeded',
        reference,
        card: {
          token: charge.cardToken,
          brand: charge.cardBrand,
          last4: charge.cardLast4,
          expiryMonth: charge.cardExpiryMonth,
          expiryYear: charge.cardExpiryYear,
          nameOnCard: null,
        },
      };
    }
    const session = await findGatewaySession(db, reference);
    if (!session) return { status: 'Failed', reference };
    if (session.status === 'Succeeded') return { status: 'Succeeded', reference, card: null };
    // A session past its time stays open until it is cancelled, as a provider's payment would.
    return session.status === 'Failed'
      ? { status: 'Failed', reference }
      : { status: 'Pending', reference };
  },

  async cancel(db, reference, now) {
    if (reference.startsWith('gw_')) await finishGatewaySession(db, reference, false, now);
  },

  // The simulated issuer gives back whatever it is asked to.
  refund: () => Promise.resolve(true),

  verifyWebhook() {
    return Promise.reject(new BadSignature('The simulated gateway sends no webhooks.'));
  },
};
