import './persistent-engine.ts';
import { persistentJSON } from '@nanostores/persistent';
import { PaymentType } from '../domain/payment/payment.ts';
import type { CheckoutForm } from '../domain/payment/card-form.ts';

/**
 * What the guest typed at checkout, kept for the tab so a failed attempt or a reload loses
 * nothing. Passwords, terms ticks and every card detail are left out on purpose.
 */
export type CheckoutDetails = Omit<CheckoutForm, 'password' | 'confirmPassword' | 'agreeToTermsAndConditions' | 'hasAcceptedCustomTermsAndConditions'>;

export const EMPTY_DETAILS: CheckoutDetails = {
  firstName: '', lastName: '', emailAddress: '', telephoneNumber: '', street: '', city: '', postCode: '', country: 0,
  optInToReceiveUpdates: false, createAccount: false, specialRequests: '', comment: '',
  paymentType: PaymentType.StoreCard, company: null, poNumber: '',
};

export const $checkoutDetails = persistentJSON<CheckoutDetails>('stayfront.checkout', EMPTY_DETAILS);

export function updateCheckoutDetails(patch: Partial<CheckoutDetails>): void {
  $checkoutDetails.set({ ...$checkoutDetails.get(), ...patch });
}

export function clearCheckoutDetails(): void {
  $checkoutDetails.set(EMPTY_DETAILS);
}
