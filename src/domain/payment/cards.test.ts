import { describe, expect, it } from 'vitest';
import {
  cardTypeMatchesName,
  detectCardType,
  findProviderCardType,
  isCardEmailValid,
  isCardValid,
  type CardDetails,
} from './cards.ts';

describe('detectCardType (spec §5 prefixes)', () => {
  it.each([
    ['4111 1111 1111 1111', 'visa'],
    ['340000000000009', 'amex'],
    ['371449635398431', 'amex'],
    ['5100000000000000', 'mastercard'],
    ['5555555555554444', 'mastercard'],
    ['6011111111111117', 'discover'],
    ['6200000000000005', 'unionpay'],
    ['9792000000000001', 'troy'],
    ['30569309025904', 'dinersclub'],
    ['36000000000008', 'dinersclub'],
    ['38520000023237', 'dinersclub'],
    ['39000000000000', 'dinersclub'],
    ['3530111333300000', 'jcb'],
    ['4111-1111-1111-1111', 'visa'],
  ])('%s → %s', (number, type) => {
    expect(detectCardType(number)).toBe(type);
  });

  it.each([
    ['5000000000000000', 'mastercard range starts at 51'],
    ['5600000000000000', 'mastercard range ends at 55'],
    ['6012000000000000', 'discover needs 6011'],
    ['9791000000000000', 'troy needs 9792'],
    ['31000000000000', '31 is nobody’s'],
    ['', 'empty'],
    ['4111abcd', 'letters'],
  ])('%s → undefined (%s)', (number) => {
    expect(detectCardType(number)).toBeUndefined();
  });
});

describe('card type matched to the provider list by name', () => {
  it.each([
    ['amex', 'American Express', true],
    ['amex', 'AMEX', true],
    ['mastercard', 'MasterCard', true],
    ['mastercard', 'Master Card', true],
    ['dinersclub', 'Diners Club', true],
    ['dinersclub', 'dinersclub', true],
    ['unionpay', 'Union Pay', true],
    ['jcb', 'JCB', true],
    ['visa', 'Visa Electron', false],
    ['visa', 'Mastercard', false],
    ['amex', 'Express', false],
  ] as const)('%s vs "%s" → %s', (type, name, matches) => {
    expect(cardTypeMatchesName(type, name)).toBe(matches);
  });

  const providerList = [
    { Id: 1, Name: 'Visa' },
    { Id: 2, Name: 'MasterCard' },
    { Id: 3, Name: 'American Express' },
  ];
  it.each([
    ['371449635398431', 3],
    ['5555555555554444', 2],
    ['4111111111111111', 1],
    ['3530111333300000', undefined],
    ['', undefined],
  ])('%s → provider card type %s', (number, id) => {
    expect(findProviderCardType(detectCardType(number), providerList)?.Id).toBe(id);
  });
});

describe('isCardValid (spec §5)', () => {
  const card: CardDetails = {
    creditCardName: 'Ada Lovelace',
    creditCardNumber: '4111111111111111',
    cvvNumber: '123',
    expiryMonth: 12,
    expiryYear: 2030,
    cardType: { Id: 1 },
  };
  it('accepts a complete card', () => {
    expect(isCardValid(card)).toBe(true);
  });
  it.each([
    ['no name', { creditCardName: ' ' }],
    ['no number', { creditCardNumber: '' }],
    ['no security code', { cvvNumber: null }],
    ['expiry month 0', { expiryMonth: 0 }],
    ['no expiry year', { expiryYear: undefined }],
    ['no card type', { cardType: null }],
  ] as const)('rejects %s', (_label, change) => {
    expect(isCardValid({ ...card, ...change })).toBe(false);
  });
  it('accepts a saved card without typed details', () => {
    expect(isCardValid({ creditCardId: 7 })).toBe(true);
    expect(isCardValid({ creditCardId: 0 })).toBe(false);
  });
});

describe('isCardEmailValid', () => {
  it.each([
    ['ada@example.com', true],
    ['', false],
    ['   ', false],
    [null, false],
  ])('%s → %s', (email, valid) => {
    expect(isCardEmailValid(email)).toBe(valid);
  });
});
