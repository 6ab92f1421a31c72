import { describe, expect, it } from 'vitest';
import {
  canConfirmBooking,
  invoiceDetailsCaptured,
  isPaymentConditionMet,
  showCustomTerms,
  type BookingToConfirm,
} from './booking-confirmation.ts';
import { PaymentType } from '../payment/payment.ts';
import { isValidPhone } from '../shared/phone.ts';

const isPhone = (value: string) => isValidPhone(value, 'GB');

const everywhere = {
  HasCustomTermsAndConditions: true,
  OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice: false,
};
const companyOnly = {
  HasCustomTermsAndConditions: true,
  OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice: true,
};
const none = {
  HasCustomTermsAndConditions: false,
  OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice: false,
};

describe('showCustomTerms (spec §5)', () => {
  it.each([
    ['no custom terms', none, PaymentType.PayByCompanyInvoice, false],
    ['custom terms for every payment', everywhere, PaymentType.StoreCard, true],
    ['company-invoice terms, paying by card', companyOnly, PaymentType.StoreCard, false],
    [
      'company-invoice terms, paying by company invoice',
      companyOnly,
      PaymentType.PayByCompanyInvoice,
      true,
    ],
  ])('%s', (_label, config, type, shown) => {
    expect(showCustomTerms(config, type)).toBe(shown);
  });
});

describe('invoiceDetailsCaptured (spec §3)', () => {
  it.each([
    [{ poNumber: 'PO-1', company: { AccountId: 3 } }, true],
    [{ poNumber: '', company: { AccountId: 3 } }, false],
    [{ poNumber: 'PO-1', company: null }, false],
    [{}, false],
  ])('%o → %s', (booking, captured) => {
    expect(invoiceDetailsCaptured(booking)).toBe(captured);
  });
});

const validCard = {
  creditCardName: 'Ada Lovelace',
  creditCardNumber: '4111111111111111',
  cvvNumber: '123',
  expiryMonth: 1,
  expiryYear: 2030,
  cardType: { Id: 1 },
};

describe('payment condition (spec §5)', () => {
  it.each([
    ['payment provider', { paymentType: PaymentType.PayByPayStack }, true],
    ['individual invoice', { paymentType: PaymentType.PayByIndividualInvoice }, true],
    [
      'pay online with a valid card',
      { paymentType: PaymentType.StoreCard, creditCard: validCard },
      true,
    ],
    [
      'pay online with an incomplete card',
      { paymentType: PaymentType.StoreCard, creditCard: { ...validCard, cvvNumber: '' } },
      false,
    ],
    ['pay by card without a card', { paymentType: PaymentType.PayByCard, creditCard: null }, false],
    [
      'pay by card in the provider\u2019s fields',
      { paymentType: PaymentType.PayByCard, creditCard: null, cardInProviderFields: true },
      true,
    ],
    [
      'invoice does not count the provider\u2019s card fields',
      { paymentType: PaymentType.PayByCompanyInvoice, cardInProviderFields: true },
      false,
    ],
    [
      'company invoice with details',
      { paymentType: PaymentType.PayByCompanyInvoice, poNumber: 'PO-1', company: {} },
      true,
    ],
    [
      'company invoice without a PO number',
      { paymentType: PaymentType.PayByCompanyInvoice, company: {} },
      false,
    ],
    ['voucher', { paymentType: PaymentType.PayByVoucher }, false],
  ] as const)('%s', (_label, booking, met) => {
    expect(isPaymentConditionMet(booking)).toBe(met);
  });
});

describe('canConfirmBooking (spec §5)', () => {
  const booking: BookingToConfirm = {
    booker: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailAddress: 'ada@example.com',
      telephoneNumber: '+447700900123',
      street: '1 St James’s Square',
      postCode: 'SW1Y 4JU',
      country: 77,
    },
    paymentType: PaymentType.StoreCard,
    creditCard: validCard,
    agreeToTermsAndConditions: true,
    hasAcceptedCustomTermsAndConditions: false,
    bookingInProgress: false,
  };

  it('confirms a complete booking without custom terms shown', () => {
    expect(canConfirmBooking(booking, companyOnly, isPhone)).toBe(true);
  });
  it.each<[string, Partial<BookingToConfirm>, typeof none]>([
    ['booker without email', { booker: { ...booking.booker, emailAddress: '' } }, none],
    ['booker without post code', { booker: { ...booking.booker, postCode: '' } }, none],
    ['booker phone too short', { booker: { ...booking.booker, telephoneNumber: '+44 77' } }, none],
    ['card incomplete', { creditCard: { ...validCard, expiryMonth: 0 } }, none],
    ['terms not agreed', { agreeToTermsAndConditions: false }, none],
    ['custom terms shown and not accepted', {}, everywhere],
    ['a booking already in progress', { bookingInProgress: true }, none],
    [
      'company invoice terms shown for company invoice and not accepted',
      { paymentType: PaymentType.PayByCompanyInvoice, poNumber: 'PO', company: {} },
      companyOnly,
    ],
  ])('refuses: %s', (_label, change, config) => {
    expect(canConfirmBooking({ ...booking, ...change }, config, isPhone)).toBe(false);
  });
  it('confirms once shown custom terms are accepted', () => {
    expect(
      canConfirmBooking(
        { ...booking, hasAcceptedCustomTermsAndConditions: true },
        everywhere,
        isPhone,
      ),
    ).toBe(true);
  });
});
