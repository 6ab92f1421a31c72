import './persistent-engine.ts';
import { persistentAtom } from '@nanostores/persistent';
import { hasShape } from '../domain/shared/shape.ts';
import { parseStored } from './stored-value.ts';
import { PaymentType } from '../domain/payment/payment.ts';
import type { CheckoutForm } from '../domain/payment/card-form.ts';

/**
 * What the guest typed at checkout, kept for the tab so a failed attempt or a reload loses
 * nothing. Passwords, terms ticks and every card detail are left out on purpose.
 */
export type CheckoutDetails = Omit<
  CheckoutForm,
  | 'password'
  | 'confirmPassword'
  | 'agreeToTermsAndConditions'
  | 'hasAcceptedCustomTermsAndConditions'
>;

export const EMPTY_DETAILS: CheckoutDetails = {
  firstName: '',
  lastName: '',
  emailAddress: '',
  telephoneNumber: '',
  street: '',
  city: '',
  postCode: '',
  country: 0,
  optInToReceiveUpdates: false,
  createAccount: false,
  specialRequests: '',
  comment: '',
  paymentType: PaymentType.StoreCard,
  company: null,
  poNumber: '',
};

const DETAILS = {
  firstName: 'string',
  lastName: 'string',
  emailAddress: 'string',
  telephoneNumber: 'string',
  street: 'string',
  city: 'string',
  postCode: 'string',
  country: 'number',
  optInToReceiveUpdates: 'boolean',
  createAccount: 'boolean',
  specialRequests: 'string',
  comment: 'string',
  paymentType: 'number',
  company: '?object',
  poNumber: 'string',
} as const;

const isCheckoutDetails = (value: unknown): value is CheckoutDetails => hasShape(value, DETAILS);

/** The stored details, or empty ones when the stored value is missing, corrupt or of an older shape. */
export function decodeCheckoutDetails(text: string): CheckoutDetails {
  const value = parseStored(text);
  return isCheckoutDetails(value) ? value : EMPTY_DETAILS;
}

export const $checkoutDetails = persistentAtom<CheckoutDetails>(
  'stayfront.checkout',
  EMPTY_DETAILS,
  { encode: JSON.stringify, decode: decodeCheckoutDetails },
);

export function updateCheckoutDetails(patch: Partial<CheckoutDetails>): void {
  $checkoutDetails.set({ ...$checkoutDetails.get(), ...patch });
}

export function clearCheckoutDetails(): void {
  $checkoutDetails.set(EMPTY_DETAILS);
}
