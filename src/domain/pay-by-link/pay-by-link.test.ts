import { describe, expect, it } from 'vitest';
import { canProcessPayByLink, payByLinkAction, type PayByLinkForm } from './pay-by-link.ts';

describe('payByLinkAction (spec §2)', () => {
  it.each([
    ['P', 'Pay'],
    ['S', 'StoreCard'],
    ['p', 'StoreCard'],
    ['', 'StoreCard'],
  ])('%s → %s', (type, action) => {
    expect(payByLinkAction(type)).toBe(action);
  });
});

describe('canProcessPayByLink (spec §5)', () => {
  const card = {
    creditCardName: 'Ada Lovelace',
    creditCardNumber: '4111111111111111',
    cvvNumber: '123',
    expiryMonth: 1,
    expiryYear: 2030,
    cardType: { Id: 1 },
  };
  const form: PayByLinkForm = {
    action: 'Pay',
    email: 'ada@example.com',
    card,
    paidViaProvider: false,
    amountToPay: 120,
  };
  it.each<[string, Partial<PayByLinkForm>, boolean]>([
    ['paying an invoice by card', {}, true],
    ['an invalid email', { email: 'ada@example' }, false],
    ['an incomplete card', { card: { ...card, creditCardNumber: '' } }, false],
    ['no card', { card: null }, false],
    ['no card, paid through the provider', { card: null, paidViaProvider: true }, true],
    ['nothing to pay on an invoice', { amountToPay: 0 }, false],
    ['storing a card needs no amount', { action: 'StoreCard', amountToPay: 0 }, true],
    [
      'storing a card still needs a valid card',
      { action: 'StoreCard', amountToPay: 0, card: { ...card, cvvNumber: '' } },
      false,
    ],
  ])('%s', (_label, change, can) => {
    expect(canProcessPayByLink({ ...form, ...change })).toBe(can);
  });
});
