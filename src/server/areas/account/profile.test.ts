import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  openAccountKit,
  sessionCookieOf,
  tokenInEmail,
  type AccountKit,
} from '../../testing/account-kit.ts';

let kit: AccountKit;
beforeAll(async () => {
  kit = await openAccountKit();
});
afterAll(async () => {
  await kit?.api.close();
});
beforeEach(() => kit.reset());

const PASSWORD = 'Profile-Pass-2026';

/** A confirmed, logged-in guest of their own (tests change profiles and passwords). */
async function guest(email: string): Promise<string> {
  const address = `profile-${email}`;
  await kit.post(
    '/api/Account/Register',
    {
      PropertyId: 'GRANDLDN',
      EmailAddress: email,
      Password: PASSWORD,
      Firstname: 'Pat',
      Lastname: 'Lee',
    },
    { address },
  );
  await kit.post('/api/Account/ConfirmEmail', {
    Token: tokenInEmail((await kit.latestEmail(email, 'confirm-email'))?.textBody),
  });
  const { cookie } = await kit.login(email, PASSWORD, { address });
  if (!cookie) throw new Error('login failed');
  return cookie;
}

const profile = (extra: Record<string, unknown> = {}) => ({
  PropertyId: 'GRANDLDN',
  EmailAddress: 'pat@example.com',
  Firstname: 'Patricia',
  Lastname: 'Lee-Smith',
  Telephone: '0044 20 7946 0000',
  ReceiveBrandOffers: true,
  ...extra,
});

describe('POST /api/Account/Update', () => {
  it('saves names, telephone and offers and answers the stored user', async () => {
    const cookie = await guest('pat@example.com');
    const answer = await kit.post('/api/Account/Update', profile(), { cookie });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      Success: true,
      Message: 'Your details have been saved.',
      User: {
        Firstname: 'Patricia',
        Lastname: 'Lee-Smith',
        Telephone: '0044 20 7946 0000',
        ReceiveBrandOffers: true,
        EmailAddress: 'pat@example.com',
      },
    });
    expect((await kit.get('/api/Account', { cookie })).body).toMatchObject({
      Firstname: 'Patricia',
    });
  });

  it('changes the email address only once the link sent to the new one is used', async () => {
    const cookie = await guest('mover@example.com');
    const answer = await kit.post(
      '/api/Account/Update',
      profile({ EmailAddress: 'New.Home@example.com' }),
      { cookie },
    );
    expect(answer.body).toMatchObject({
      Success: true,
      User: { EmailAddress: 'mover@example.com' },
    });
    expect((answer.body as { Message: string }).Message).toContain('new.home@example.com');
    const link = await kit.latestEmail('new.home@example.com', 'change-email');
    expect(link?.textBody).toContain('/Account/ConfirmEmail/GRANDLDN?token=');
    expect(
      (await kit.post('/api/Account/ConfirmEmail', { Token: tokenInEmail(link?.textBody) })).body,
    ).toMatchObject({ Success: true });
    expect((await kit.get('/api/Account', { cookie })).body).toMatchObject({
      EmailAddress: 'new.home@example.com',
    });
    expect(
      (await kit.login('new.home@example.com', PASSWORD, { address: 'mover' })).answer.body,
    ).toMatchObject({ Success: true });
  });

  it('refuses bad input next to the field, and answers 401 without a session', async () => {
    const cookie = await guest('typo@example.com');
    const bad = await kit.post(
      '/api/Account/Update',
      profile({ EmailAddress: 'typo@example.com', Telephone: '020 7946 0000', Firstname: '' }),
      { cookie },
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      ModelState: {
        Telephone: ['A valid phone number is required'],
        Firstname: ['First name is required'],
      },
    });
    expect((await kit.post('/api/Account/Update', profile())).status).toBe(401);
  });
});

describe('POST /api/Account/ChangePassword', () => {
  it('needs the current password (reported next to its field, counted as a failed login)', async () => {
    const cookie = await guest('changer@example.com');
    const wrong = await kit.post(
      '/api/Account/ChangePassword',
      { PropertyId: 'GRANDLDN', CurrentPassword: 'nope', NewPassword: 'Next-Password-1' },
      { cookie, address: 'changer' },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      ModelState: { CurrentPassword: ['Your current password is not correct'] },
    });
    const weak = await kit.post(
      '/api/Account/ChangePassword',
      { PropertyId: 'GRANDLDN', CurrentPassword: PASSWORD, NewPassword: 'short' },
      { cookie },
    );
    expect(weak.status).toBe(400);
    expect(Object.keys((weak.body as { ModelState: object }).ModelState)).toEqual(['NewPassword']);
  });

  it('changes it, ends other sessions, rotates this one and emails a notice', async () => {
    const cookie = await guest('rotator@example.com');
    const { cookie: otherDevice } = await kit.login('rotator@example.com', PASSWORD, {
      address: 'rotator',
    });
    const answer = await kit.post(
      '/api/Account/ChangePassword',
      { PropertyId: 'GRANDLDN', CurrentPassword: PASSWORD, NewPassword: 'Next-Password-1' },
      { cookie },
    );
    expect(answer.body).toEqual({ Success: true, Message: 'Your password has been changed.' });
    const rotated = sessionCookieOf(answer);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(cookie);
    expect((await kit.get('/api/Account', { cookie })).status).toBe(401);
    expect((await kit.get('/api/Account', { cookie: otherDevice })).status).toBe(401);
    expect((await kit.get('/api/Account', { cookie: rotated })).status).toBe(200);
    expect((await kit.latestEmail('rotator@example.com'))?.kind).toBe('password-changed');
    expect(
      (await kit.login('rotator@example.com', 'Next-Password-1', { address: 'rotator' })).answer
        .body,
    ).toMatchObject({ Success: true });
  });

  it('answers 401 without a session', async () => {
    expect(
      (
        await kit.post('/api/Account/ChangePassword', {
          PropertyId: 'GRANDLDN',
          CurrentPassword: 'a',
          NewPassword: 'Next-Password-1',
        })
      ).status,
    ).toBe(401);
  });
});

describe('POST /api/Account/RemoveCreditCard', () => {
  it("removes the guest's own card and leaves other guests' cards alone", async () => {
    const { cookie: demo } = await kit.login('guest@example.com', 'Stayfront-Demo-2026!', {
      address: 'cards',
    });
    const me = (await kit.get('/api/Account', { cookie: demo })).body as {
      CreditCards: { CreditCardId: number }[];
    };
    const cardId = me.CreditCards[0]!.CreditCardId;

    const stranger = await guest('stranger@example.com');
    const refused = await kit.post(
      '/api/Account/RemoveCreditCard',
      { CreditCardId: cardId },
      { cookie: stranger },
    );
    expect(refused.body).toMatchObject({
      Success: false,
      Message: 'This card is no longer saved in your account.',
    });
    expect((await kit.get('/api/Account', { cookie: demo })).body).toMatchObject({
      CreditCards: [{ CreditCardId: cardId }],
    });

    const removed = await kit.post(
      '/api/Account/RemoveCreditCard',
      { PropertyId: 'GRANDLDN', CreditCardId: cardId },
      { cookie: demo },
    );
    expect(removed.body).toMatchObject({
      Success: true,
      Message: 'The card has been removed.',
      User: { CreditCards: [] },
    });
    expect(
      (await kit.post('/api/Account/RemoveCreditCard', { CreditCardId: 0 }, { cookie: demo }))
        .status,
    ).toBe(400);
    expect((await kit.post('/api/Account/RemoveCreditCard', { CreditCardId: cardId })).status).toBe(
      401,
    );
  });
});
