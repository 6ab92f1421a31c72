import { expect, it } from 'vitest';
import { PaymentType } from '../../domain/payment/payment.ts';
import { availablePaymentMethods, paymentMethodLabel } from './payment-methods.ts';

const config = { EnableUserChoiceOfPaymentMethod: true, EnablePayByCompanyInvoice: true };
const allowed = { CanChoosePaymentMethod: true };

it.each([
  [
    'a Paystack property',
    { payByPayStack: true, config, user: allowed, ratesAllowCompanyInvoice: true },
    [PaymentType.PayByPayStack],
  ],
  [
    'an anonymous guest',
    { payByPayStack: false, config, user: null, ratesAllowCompanyInvoice: true },
    [PaymentType.StoreCard],
  ],
  [
    'a user not allowed to choose',
    {
      payByPayStack: false,
      config,
      user: { CanChoosePaymentMethod: false },
      ratesAllowCompanyInvoice: true,
    },
    [PaymentType.StoreCard],
  ],
  [
    'an allowed user',
    { payByPayStack: false, config, user: allowed, ratesAllowCompanyInvoice: true },
    [PaymentType.StoreCard, PaymentType.PayByIndividualInvoice, PaymentType.PayByCompanyInvoice],
  ],
  [
    'a rate that cannot be invoiced',
    { payByPayStack: false, config, user: allowed, ratesAllowCompanyInvoice: false },
    [PaymentType.StoreCard, PaymentType.PayByIndividualInvoice],
  ],
  [
    'choice switched off by the hotel',
    {
      payByPayStack: false,
      config: { EnableUserChoiceOfPaymentMethod: false, EnablePayByCompanyInvoice: false },
      user: allowed,
      ratesAllowCompanyInvoice: true,
    },
    [PaymentType.StoreCard],
  ],
])('%s', (_name, input, expected) => {
  expect(availablePaymentMethods(input)).toEqual(expected);
});

it('labels StoreCard as Pay Online (spec §9)', () => {
  expect(paymentMethodLabel(PaymentType.StoreCard)).toBe('Pay Online');
  expect(paymentMethodLabel(PaymentType.PayByIndividualInvoice)).toBe('Pay by Invoice');
});
