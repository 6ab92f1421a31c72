import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NEW_PASSWORD_MESSAGE } from '../../../api/contract/account.ts';
import { hashToken } from '../../auth/tokens.ts';
import { accounts, accountTokens, outboxEmails } from '../../db/schema/index.ts';
import { DEMO_ACCOUNT } from '../../seed/index.ts';
import { createApp } from '../../app.ts';
import { CLIENT_ADDRESS_HEADER } from '../../auth/client-address.ts';
import { call, CHEAP_SCRYPT, postJson, TEST_NOW } from '../../testing/fixtures.ts';
import { publicOrigin } from '../../../serving/public-origin.ts';
import { openAccountKit, tokenInEmail, type AccountKit } from '../../testing/account-kit.ts';

let kit: AccountKit;
beforeAll(async () => {
  kit = await openAccountKit();
});
afterAll(async () => {
  await kit?.api.close();
});
beforeEach(() => kit.reset());

const HOUR = 60 * 60 * 1000;
const newGuest = (email: string, extra: Record<string, unknown> = {}) => ({
  LanguageCode: 'en',
  PropertyId: 'GRANDLDN',
  EmailAddress: email,
  Password: 'Sunny-Days-2026',
  Firstname: 'Sam',
  Lastname: 'Rivers',
  MobileNumber: '+44 7700 900456',
  ...extra,
});
const outboxCount = async () =>
  (await kit.db.select({ id: outboxEmails.id }).from(outboxEmails)).length;

describe('POST /api/Account/Register and /ConfirmEmail', () => {
  it('creates an unconfirmed account, emails a single-use link stored hashed, and lets the guest log in once confirmed', async () => {
    const answer = await kit.post('/api/Account/Register', newGuest('Sam.Rivers@Example.com'), {
      address: '10.10.0.1',
    });
    expect(answer).toMatchObject({ status: 200, body: { Success: true } });
    expect((answer.body as { Message: string }).Message).toContain('check your email');
    const [account] = await kit.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'sam.rivers@example.com'));
    expect(account).toMatchObject({
      firstName: 'Sam',
      lastName: 'Rivers',
      telephone: '+44 7700 900456',
      emailConfirmed: false,
    });

    const email = await kit.latestEmail('sam.rivers@example.com', 'confirm-email');
    expect(email?.textBody).toContain(`${publicOrigin()}/Account/ConfirmEmail/GRANDLDN?token=`);
    const token = tokenInEmail(email?.textBody);
    const [stored] = await kit.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.accountId, account!.id));
    expect(stored?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    const early = await kit.login('sam.rivers@example.com', 'Sunny-Days-2026', {
      address: '10.10.0.1',
    });
    expect(early.answer.body).toEqual({
      Success: false,
      Message: 'Please confirm your email address first. We have sent you a new link.',
    });
    expect(early.cookie).toBeUndefined();
    // Logging in sent a fresh link; the first one still works until it expires or is used (the
    // guest may open the first email).
    const fresh = tokenInEmail(
      (await kit.latestEmail('sam.rivers@example.com', 'confirm-email'))?.textBody,
    );
    expect(fresh).not.toBe(token);

    expect(
      (await kit.post('/api/Account/ConfirmEmail', { PropertyId: 'GRANDLDN', Token: token })).body,
    ).toEqual({
      Success: true,
      Message: 'Your email address is confirmed. You can now log in.',
    });
    expect((await kit.post('/api/Account/ConfirmEmail', { Token: token })).body).toEqual({
      Success: false,
      Message: 'This link is invalid, has been used already or has expired.',
    });
    const login = await kit.login('sam.rivers@example.com', 'Sunny-Days-2026', {
      address: '10.10.0.1',
    });
    expect(login.answer.body).toMatchObject({
      Success: true,
      Firstname: 'Sam',
      Telephone: '+44 7700 900456',
      CreditCards: [],
    });
  });

  it('answers a known address exactly as a new one, and emails its owner instead of creating anything', async () => {
    const known = await kit.post('/api/Account/Register', newGuest(DEMO_ACCOUNT.email), {
      address: '10.10.0.2',
    });
    const fresh = await kit.post('/api/Account/Register', newGuest('brand.new@example.com'), {
      address: '10.10.0.2',
    });
    expect({ status: known.status, body: known.body }).toEqual({
      status: fresh.status,
      body: fresh.body,
    });
    expect((await kit.latestEmail(DEMO_ACCOUNT.email))?.kind).toBe('already-registered');
    // The demo password still works: the known account was not touched.
    expect(
      (await kit.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, { address: '10.10.0.2' })).answer
        .body,
    ).toMatchObject({ Success: true });
  });

  it("keeps an unconfirmed account's first password and link when someone registers its address again (no takeover before confirmation)", async () => {
    await kit.post('/api/Account/Register', newGuest('owner@example.com'), {
      address: '10.10.0.7',
    });
    const ownersLink = tokenInEmail(
      (await kit.latestEmail('owner@example.com', 'confirm-email'))?.textBody,
    );
    const attacker = await kit.post(
      '/api/Account/Register',
      newGuest('owner@example.com', { Password: 'Attacker-Knows-2026!', Firstname: 'Mallory' }),
      { address: '10.10.0.8' },
    );
    expect(attacker.body).toEqual({
      Success: true,
      Message:
        'Thank you. Please check your email: we have sent you a link to confirm your address.',
    });
    // The owner hears of it; no second confirmation link exists for the attacker to use.
    expect((await kit.latestEmail('owner@example.com'))?.kind).toBe('already-registered');
    expect((await kit.post('/api/Account/ConfirmEmail', { Token: ownersLink })).body).toMatchObject(
      { Success: true },
    );
    expect(
      (await kit.login('owner@example.com', 'Attacker-Knows-2026!', { address: '10.10.0.8' }))
        .answer.body,
    ).toMatchObject({ Success: false });
    expect(
      (await kit.login('owner@example.com', 'Sunny-Days-2026', { address: '10.10.0.7' })).answer
        .body,
    ).toMatchObject({ Success: true, Firstname: 'Sam' });
  });

  it('puts the configured origin into emailed links, never one taken from the Host or X-Forwarded-Host header', async () => {
    await kit.post('/api/Account/Register', newGuest('host.header@example.com'), {
      address: '10.10.0.9',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    const email = await kit.latestEmail('host.header@example.com', 'confirm-email');
    expect(email?.textBody).toContain(`${publicOrigin()}/Account/ConfirmEmail/GRANDLDN?token=`);
    expect(email?.textBody).not.toContain('evil.example');
  });

  it('refuses a malformed confirmation token and an unknown property', async () => {
    const malformed = await kit.post('/api/Account/ConfirmEmail', { Token: 'not a token' });
    expect(malformed).toMatchObject({
      status: 400,
      body: { ModelState: { Token: ['This link is invalid.'] } },
    });
    expect(
      (
        await kit.post(
          '/api/Account/Register',
          newGuest('nohotel@example.com', { PropertyId: 'NOSUCHHOTEL' }),
          { address: '10.10.0.6' },
        )
      ).status,
    ).toBe(404);
  });

  it('confirmation links expire after 48 hours', async () => {
    await kit.post('/api/Account/Register', newGuest('late@example.com'), { address: '10.10.0.3' });
    const token = tokenInEmail((await kit.latestEmail('late@example.com'))?.textBody);
    kit.advance(48 * HOUR + 1000);
    expect((await kit.post('/api/Account/ConfirmEmail', { Token: token })).body).toMatchObject({
      Success: false,
    });
  });

  it.each([
    ['a short password', { Password: 'Short-1!' }, 'Password', NEW_PASSWORD_MESSAGE],
    [
      'a password without a symbol',
      { Password: 'abcdefghij1234' },
      'Password',
      NEW_PASSWORD_MESSAGE,
    ],
    ['no password', { Password: '' }, 'Password', 'Password is required'],
    [
      'a bad email',
      { EmailAddress: 'sam@example' },
      'EmailAddress',
      'A valid email address is required',
    ],
    [
      'a phone without the dialling code',
      { MobileNumber: '07700 900456' },
      'MobileNumber',
      'A valid phone number is required',
    ],
    ['no first name', { Firstname: '  ' }, 'Firstname', 'First name is required'],
  ])('refuses %s with a clear message next to the field', async (_, change, field, message) => {
    const before = await outboxCount();
    const answer = await kit.post(
      '/api/Account/Register',
      newGuest('refused@example.com', change),
      { address: '10.10.0.4' },
    );
    expect(answer.status).toBe(400);
    expect((answer.body as { ModelState: Record<string, string[]> }).ModelState[field]).toContain(
      message,
    );
    expect(await outboxCount()).toBe(before);
  });

  it('limits registrations per client address (429 with Retry-After)', async () => {
    for (let i = 0; i < 30; i++)
      await kit.post('/api/Account/Register', newGuest(`bulk${i}@example.com`), {
        address: '10.10.0.5',
      });
    const limited = await kit.post('/api/Account/Register', newGuest('bulk30@example.com'), {
      address: '10.10.0.5',
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /api/Account/RequestPasswordReset and /PasswordReset', () => {
  it('answers the same for known and unknown addresses, emailing only the known one', async () => {
    const before = await outboxCount();
    const unknown = await kit.post(
      '/api/Account/RequestPasswordReset',
      { PropertyId: 'GRANDLDN', EmailAddress: 'nobody@example.com' },
      { address: '10.11.0.1' },
    );
    expect(await outboxCount()).toBe(before);
    const known = await kit.post(
      '/api/Account/RequestPasswordReset',
      { PropertyId: 'GRANDLDN', EmailAddress: DEMO_ACCOUNT.email },
      { address: '10.11.0.1' },
    );
    expect({ status: known.status, body: known.body }).toEqual({
      status: unknown.status,
      body: unknown.body,
    });
    expect(known.body).toMatchObject({ Success: true });
    expect((await kit.latestEmail(DEMO_ACCOUNT.email))?.kind).toBe('reset-password');
  });

  it('refuses a bad email address and a malformed token per field', async () => {
    const badEmail = await kit.post(
      '/api/Account/RequestPasswordReset',
      { PropertyId: 'GRANDLDN', EmailAddress: 'guest@' },
      { address: '10.11.0.5' },
    );
    expect(badEmail).toMatchObject({
      status: 400,
      body: { ModelState: { EmailAddress: ['A valid email address is required'] } },
    });
    const badToken = await kit.post('/api/Account/PasswordReset', {
      Token: '',
      Password: 'Brand-New-Secret!',
    });
    expect(badToken).toMatchObject({
      status: 400,
      body: { ModelState: { Token: ['This link is invalid.'] } },
    });
  });

  it('resets with a single-use link, ends every session and lets the new password in', async () => {
    await kit.post('/api/Account/Register', newGuest('forgetful@example.com'), {
      address: '10.11.0.2',
    });
    await kit.post('/api/Account/ConfirmEmail', {
      Token: tokenInEmail((await kit.latestEmail('forgetful@example.com'))?.textBody),
    });
    const { cookie } = await kit.login('forgetful@example.com', 'Sunny-Days-2026', {
      address: '10.11.0.2',
    });
    await kit.post(
      '/api/Account/RequestPasswordReset',
      { PropertyId: 'GRANDLDN', EmailAddress: 'forgetful@example.com' },
      { address: '10.11.0.2' },
    );
    const email = await kit.latestEmail('forgetful@example.com', 'reset-password');
    expect(email?.textBody).toContain('/Account/ResetPassword/GRANDLDN?token=');
    const token = tokenInEmail(email?.textBody);

    const weak = await kit.post('/api/Account/PasswordReset', { Token: token, Password: 'weak' });
    expect(weak.status).toBe(400);
    const reset = await kit.post('/api/Account/PasswordReset', {
      Token: token,
      Password: 'Brand-New-Secret!',
    });
    expect(reset.body).toEqual({
      Success: true,
      Message: 'Your password has been changed. You can now log in with your new password.',
    });
    const again = await kit.post('/api/Account/PasswordReset', {
      Token: token,
      Password: 'Another-Secret-9!',
    });
    expect(again.body).toMatchObject({ Success: false });
    expect((again.body as { Message: string }).Message).toContain('invalid');

    expect((await kit.get('/api/Account', { cookie })).status).toBe(401);
    expect(
      (await kit.login('forgetful@example.com', 'Sunny-Days-2026', { address: '10.11.0.2' })).answer
        .body,
    ).toMatchObject({ Success: false });
    expect(
      (await kit.login('forgetful@example.com', 'Brand-New-Secret!', { address: '10.11.0.2' }))
        .answer.body,
    ).toMatchObject({ Success: true });
  });

  it('reset links expire after an hour, and a confirmation link does not reset a password', async () => {
    await kit.post(
      '/api/Account/RequestPasswordReset',
      { PropertyId: 'GRANDLDN', EmailAddress: DEMO_ACCOUNT.email },
      { address: '10.11.0.3' },
    );
    const token = tokenInEmail(
      (await kit.latestEmail(DEMO_ACCOUNT.email, 'reset-password'))?.textBody,
    );
    kit.advance(HOUR + 1000);
    expect(
      (
        await kit.post('/api/Account/PasswordReset', {
          Token: token,
          Password: 'Brand-New-Secret!',
        })
      ).body,
    ).toMatchObject({ Success: false });

    await kit.post('/api/Account/Register', newGuest('mixup@example.com'), {
      address: '10.11.0.3',
    });
    const confirm = tokenInEmail((await kit.latestEmail('mixup@example.com'))?.textBody);
    expect(
      (
        await kit.post('/api/Account/PasswordReset', {
          Token: confirm,
          Password: 'Brand-New-Secret!',
        })
      ).body,
    ).toMatchObject({ Success: false });
    // …and it is not used up by the attempt.
    expect((await kit.post('/api/Account/ConfirmEmail', { Token: confirm })).body).toMatchObject({
      Success: true,
    });
  });

  it('answers a reset request before looking the address up, so known and unknown addresses take the same path', async () => {
    const held: (() => Promise<void>)[] = [];
    const app = createApp({
      db: kit.db,
      now: () => TEST_NOW,
      passwordCost: CHEAP_SCRYPT,
      background: { run: (task) => void held.push(task), idle: async () => {} },
    });
    const ask = (email: string) =>
      call(
        app,
        '/api/Account/RequestPasswordReset',
        postJson(
          { PropertyId: 'GRANDLDN', EmailAddress: email },
          { [CLIENT_ADDRESS_HEADER]: '10.11.0.9' },
        ),
      );
    const before = await outboxCount();
    const [known, unknown] = [await ask(DEMO_ACCOUNT.email), await ask('nobody-here@example.com')];
    expect(known.body).toEqual(unknown.body);
    expect(await outboxCount()).toBe(before);
    for (const task of held) await task();
    expect((await kit.latestEmail(DEMO_ACCOUNT.email))?.kind).toBe('reset-password');
    expect(await kit.latestEmail('nobody-here@example.com')).toBeUndefined();
  });

  it('sends at most three reset emails an hour to one account, answering as usual', async () => {
    const ask = () =>
      kit.post(
        '/api/Account/RequestPasswordReset',
        { PropertyId: 'GRANDLDN', EmailAddress: 'flood@example.com' },
        { address: '10.11.0.4' },
      );
    await kit.post('/api/Account/Register', newGuest('flood@example.com'), {
      address: '10.11.0.4',
    });
    const before = await outboxCount();
    for (let i = 0; i < 5; i++) expect((await ask()).body).toMatchObject({ Success: true });
    await kit.api.idle();
    expect(await outboxCount()).toBe(before + 3);
  });
});
