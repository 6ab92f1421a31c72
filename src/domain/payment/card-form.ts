import type { CardDetails as DomainCard } from './cards.ts';
import { detectCardType, findProviderCardType } from './cards.ts';
import type { PaymentType } from './payment.ts';

/** What the guest types on the checkout page, except the card (spec §3 Booking, Booker). */
export type CheckoutForm = {
  firstName: string;
  lastName: string;
  emailAddress: string;
  telephoneNumber: string;
  street: string;
  city: string;
  postCode: string;
  country: number;
  optInToReceiveUpdates: boolean;
  createAccount: boolean;
  password: string;
  confirmPassword: string;
  specialRequests: string;
  comment: string;
  paymentType: PaymentType;
  company: { AccountId: number; Name: string } | null;
  poNumber: string;
  agreeToTermsAndConditions: boolean;
  hasAcceptedCustomTermsAndConditions: boolean;
};

/**
 * The card as typed. Lives only in component state: never in a store, storage or log (the number
 * and security code go straight to the payment request).
 */
export type CardForm = {
  savedCardId: number | null;
  nameOnCard: string;
  number: string;
  expiryMonth: number;
  expiryYear: number;
  securityCode: string;
  cardHolderEmail: string;
  saveCard: boolean;
};

export const EMPTY_CARD: CardForm = {
  savedCardId: null,
  nameOnCard: '',
  number: '',
  expiryMonth: 0,
  expiryYear: 0,
  securityCode: '',
  cardHolderEmail: '',
  saveCard: false,
};

/** The card as the domain's rules read it, with its type matched to the property's list (spec §5). */
export function domainCard(
  card: CardForm,
  cardTypes: readonly { Id: number; Name: string }[],
): DomainCard {
  return {
    creditCardId: card.savedCardId,
    creditCardName: card.nameOnCard,
    creditCardNumber: card.number,
    cvvNumber: card.securityCode,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    cardType: findProviderCardType(detectCardType(card.number), cardTypes) ?? null,
  };
}
