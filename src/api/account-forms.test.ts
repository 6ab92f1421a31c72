import { describe, expect, it } from 'vitest';
import { accountFormBody, ACCOUNT_FORMS } from './account-forms.ts';

describe('account form bodies (the island and the no-JavaScript page send the same)', () => {
  it.each([
    [
      'login',
      ACCOUNT_FORMS.authenticate,
      { Email: 'ada@example.com', Password: 'secret' },
      { PropertyId: 'GRANDLDN', LanguageCode: 'en', Email: 'ada@example.com', Password: 'secret' },
    ],
    [
      'register: the confirmation stays behind, an unticked box is false',
      ACCOUNT_FORMS.register,
      { Email: 'a@b.c', Password: 'p', ConfirmPassword: 'p' },
      {
        PropertyId: 'GRANDLDN',
        LanguageCode: 'en',
        Email: 'a@b.c',
        Password: 'p',
        ReceiveBrandOffers: false,
      },
    ],
    [
      'profile: a ticked box is true, no language',
      ACCOUNT_FORMS.updateAccount,
      { FirstName: 'Ada', ReceiveBrandOffers: 'on' },
      { PropertyId: 'GRANDLDN', FirstName: 'Ada', ReceiveBrandOffers: true },
    ],
    [
      'remove a card: its id as a number',
      ACCOUNT_FORMS.removeCreditCard,
      { CreditCardId: '42', _action: 'removeCard' },
      { PropertyId: 'GRANDLDN', CreditCardId: 42 },
    ],
    [
      'new password: the token goes, the confirmation does not',
      ACCOUNT_FORMS.passwordReset,
      { Token: 't', Password: 'p', ConfirmPassword: 'p' },
      { PropertyId: 'GRANDLDN', Token: 't', Password: 'p' },
    ],
  ])('%s', (_name, call, values, body) => {
    expect(accountFormBody(call, 'GRANDLDN', values)).toEqual(body);
  });

  it.each([
    ['020 7946 0000', '+44 20 7946 0000'],
    ['+27 21 555 0100', '+27 21 555 0100'],
    ['0770', '0770'],
    ['', ''],
  ])('sends the phone %j as %j: the hotel country’s when it has no country code', (typed, sent) => {
    expect(
      accountFormBody(ACCOUNT_FORMS.updateAccount, 'GRANDLDN', { Telephone: typed }, 'GB'),
    ).toMatchObject({ Telephone: sent });
  });
});
