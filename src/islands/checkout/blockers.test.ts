import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PaymentType } from '../../domain/payment/payment.ts';
import { canConfirm, confirmationBlockers, type ConfirmRules } from './blockers.ts';
import { EMPTY_CARD, type CardForm, type CheckoutForm } from '../../domain/payment/card-form.ts';
import { isValidPhone } from '../../domain/shared/phone.ts';

const isPhone = (value: string) => isValidPhone(value, 'GB');

const cardTypes = [
  { Id: 1, Name: 'Visa' },
  { Id: 2, Name: 'Mastercard' },
  { Id: 3, Name: 'American Express' },
];
const rules: ConfirmRules = {
  HasCustomTermsAndConditions: true,
  OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice: true,
  CustomTermsAndConditionsLabel: 'corporate booking terms',
  FirstNameRequired: true,
  LastNameRequired: true,
  EmailRequired: true,
  PhoneRequired: true,
  CountryRequired: true,
  StreetRequired: true,
  CityRequired: true,
  PostCodeRequired: true,
  StateOrCountyRequired: false,
};
const form: CheckoutForm = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailAddress: 'ada@example.co.uk',
  telephoneNumber: '+44 20 7946 0000',
  street: '1 Strand',
  city: 'London',
  postCode: 'WC2N 5HR',
  country: 77,
  optInToReceiveUpdates: false,
  createAccount: false,
  password: '',
  confirmPassword: '',
  specialRequests: '',
  comment: '',
  paymentType: PaymentType.PayByCard,
  company: null,
  poNumber: '',
  agreeToTermsAndConditions: true,
  hasAcceptedCustomTermsAndConditions: false,
};
const card: CardForm = {
  ...EMPTY_CARD,
  nameOnCard: 'A LOVELACE',
  number: '4242 4242 4242 4242',
  expiryMonth: 12,
  expiryYear: 2030,
  securityCode: '123',
  cardHolderEmail: 'ada@example.co.uk',
};
const fields = (f: CheckoutForm, c: CardForm = card) =>
  confirmationBlockers(f, c, cardTypes, rules, isPhone).map((b) => b.field);

describe('confirmationBlockers', () => {
  it('names a too-long field and its limit', () => {
    expect(
      confirmationBlockers({ ...form, lastName: 'L'.repeat(101) }, card, cardTypes, rules, isPhone),
    ).toEqual([{ field: 'lastName', message: 'Last name: at most 100 characters' }]);
  });

  it('has nothing to say about a complete card booking, and the domain agrees', () => {
    expect(fields(form)).toEqual([]);
    expect(canConfirm(form, card, cardTypes, rules, false, isPhone)).toBe(true);
    expect(canConfirm(form, card, cardTypes, rules, true, isPhone)).toBe(false);
  });

  it.each([
    ['blank first name', { firstName: ' ' }, ['firstName']],
    ['email without a domain dot', { emailAddress: 'ada@example' }, ['emailAddress']],
    ['phone too short for the hotel’s country', { telephoneNumber: '020 79' }, ['telephoneNumber']],
    [
      'no street, post code or country',
      { street: '', postCode: '', country: 0 },
      ['street', 'postCode', 'country'],
    ],
    ['city required by the hotel', { city: '' }, ['city']],
    ['a first name longer than the field takes', { firstName: 'A'.repeat(101) }, ['firstName']],
    ['a post code longer than the field takes', { postCode: 'W'.repeat(21) }, ['postCode']],
    ['terms not agreed', { agreeToTermsAndConditions: false }, ['agreeToTermsAndConditions']],
    [
      'company invoice without company and PO',
      { paymentType: PaymentType.PayByCompanyInvoice },
      ['company', 'poNumber', 'hasAcceptedCustomTermsAndConditions'],
    ],
    [
      'account without matching passwords',
      { createAccount: true, password: 'Stayfront-2026!', confirmPassword: 'other' },
      ['confirmPassword'],
    ],
  ] as Array<[string, Partial<CheckoutForm>, string[]]>)('%s', (_name, change, expected) => {
    expect(fields({ ...form, ...change })).toEqual(expected);
  });

  it.each([
    [
      'no card at all',
      EMPTY_CARD,
      ['nameOnCard', 'cardNumber', 'expiry', 'securityCode', 'cardHolderEmail'],
    ],
    [
      'a card type the hotel does not take',
      { ...card, number: '6011 1111 1111 1117' },
      ['cardNumber'],
    ],
    ['a saved card needs nothing else', { ...EMPTY_CARD, savedCardId: 3 }, []],
  ] as Array<[string, CardForm, string[]]>)('card: %s', (_name, c, expected) => {
    expect(fields(form, c)).toEqual(expected);
  });

  it('needs no card to pay by invoice or through Paystack', () => {
    expect(
      fields({ ...form, paymentType: PaymentType.PayByIndividualInvoice }, EMPTY_CARD),
    ).toEqual([]);
    expect(fields({ ...form, paymentType: PaymentType.PayByPayStack }, EMPTY_CARD)).toEqual([]);
  });

  it('never stays silent when the domain refuses', () => {
    const text = fc.oneof(
      fc.constant(''),
      fc.constant(' '),
      fc.constant('x'),
      fc.constant('ada@example.com'),
      fc.constant('+44 1234'),
    );
    fc.assert(
      fc.property(
        fc.record({
          firstName: text,
          lastName: text,
          emailAddress: text,
          telephoneNumber: text,
          street: text,
          postCode: text,
          city: text,
          country: fc.integer({ min: 0, max: 3 }),
          agree: fc.boolean(),
          type: fc.constantFrom(0, 1, 3, 4, 5),
        }),
        fc.record({
          nameOnCard: text,
          number: fc.constantFrom('', '4242 4242 4242 4242', '6011 1111 1111 1117'),
          securityCode: text,
          month: fc.integer({ min: 0, max: 12 }),
          saved: fc.constantFrom(null, 3),
        }),
        (f, c) => {
          const candidate: CheckoutForm = {
            ...form,
            ...f,
            agreeToTermsAndConditions: f.agree,
            paymentType: f.type,
          };
          const cardForm: CardForm = {
            ...card,
            nameOnCard: c.nameOnCard,
            number: c.number,
            securityCode: c.securityCode,
            expiryMonth: c.month,
            savedCardId: c.saved,
          };
          if (!canConfirm(candidate, cardForm, cardTypes, rules, false, isPhone)) {
            expect(
              confirmationBlockers(candidate, cardForm, cardTypes, rules, isPhone).length,
            ).toBeGreaterThan(0);
          }
        },
      ),
    );
  });
});
