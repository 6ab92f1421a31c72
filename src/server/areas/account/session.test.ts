import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuthenticateResultSchema, UserSchema } from '../../../api/contract/account.ts';
import { hashToken } from '../../auth/tokens.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../auth/sessions.ts';
import { sessions } from '../../db/schema/index.ts';
import { DEMO_ACCOUNT } from '../../seed/index.ts';
import { openAccountKit, tokenInEmail, type AccountKit } from '../../testing/account-kit.ts';

let kit: AccountKit;
beforeAll(async () => {
  kit = await openAccountKit();
});
afterAll(async () => {
  await kit?.api.close();
});
beforeEach(() => kit.reset());

const FAILED = {
  Success: false,
  Message: 'Failed to login, please check your email address and password',
};
const MINUTE = 60 * 1000;

describe('POST /api/Account/Authenticate and GET /api/Account', () => {
  it('logs the demo guest in with an HttpOnly, SameSite=Lax session cookie and answers the user with the saved card', async () => {
    const { answer, cookie } = await kit.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, {
      address: '10.0.0.1',
    });
    expect(answer.status).toBe(200);
    const result = v.parse(AuthenticateResultSchema, answer.body);
    expect(result).toMatchObject({
      Success: true,
      Firstname: 'Alex',
      Lastname: 'Morgan',
      EmailAddress: DEMO_ACCOUNT.email,
      CanChoosePaymentMethod: true,
    });
    const cards = result.Success ? result.CreditCards : [];
    expect(cards.map((card) => [card.CardType.Name, card.Last4])).toEqual([['Visa', '4242']]);
    const setCookie = answer.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(
      /stayfront_session=[A-Za-z0-9_-]{43}; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax/,
    );
    expect(setCookie).not.toContain('Secure');

    const me = await kit.get('/api/Account?propertyId=GRANDLDN', { cookie });
    expect(me.status).toBe(200);
    expect(v.parse(UserSchema, me.body).Firstname).toBe('Alex');
  });

  it('stores only a hash of the session token', async () => {
    const { cookie } = await kit.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, {
      address: '10.0.0.2',
    });
    const token = cookie!.split('=')[1]!;
    expect(await kit.db.select().from(sessions).where(eq(sessions.tokenHash, token))).toHaveLength(
      0,
    );
    expect(
      await kit.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token))),
    ).toHaveLength(1);
  });

  it('marks the cookie Secure when the guest came over HTTPS (directly or via the header of our own proxy)', async () => {
    process.env['TRUST_PROXY'] = '1';
    try {
      const { answer } = await kit.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, {
        address: '10.0.0.3',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(answer.headers.getSetCookie().join('\n')).toMatch(/HttpOnly; Secure; SameSite=Lax/);
    } finally {
      delete process.env['TRUST_PROXY'];
    }
  });

  it('answers 401 without a session, and clears a cookie whose session is unknown', async () => {
    expect(await kit.get('/api/Account')).toMatchObject({
      status: 401,
      body: { Message: 'Please log in.' },
    });
    const stale = await kit.get('/api/Account', {
      cookie: 'stayfront_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(stale.status).toBe(401);
    expect(stale.headers.getSetCookie().join('\n')).toMatch(/stayfront_session=; Max-Age=0/);
  });

  it('rotates the session at login: the cookie the browser had before stops working', async () => {
    const first = await kit.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, {
      address: '10.0.0.4',
    });
    const second = await kit.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, {
      address: '10.0.0.4',
      cookie: first.cookie,
    });
    expect(second.cookie).toBeDefined();
    expect(second.cookie).not.toBe(first.cookie);
    expect((await kit.get('/api/Account', { cookie: first.cookie })).status).toBe(401);
    expect((await kit.get('/api/Account', { cookie: second.cookie })).status).toBe(200);
  });

  it('ends sessions idle for two hours, and any session 24 hours after login however active', async () => {
    const idle = await kit.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, {
      address: '10.0.0.5',
    });
    kit.advance(SESSION_IDLE_MS - MINUTE);
    expect((await kit.get('/api/Account', { cookie: idle.cookie })).status).toBe(200);
    kit.advance(SESSION_IDLE_MS - MINUTE);
    expect((await kit.get('/api/Account', { cookie: idle.cookie })).status).toBe(200);
    kit.advance(SESSION_IDLE_MS);
    expect((await kit.get('/api/Account', { cookie: idle.cookie })).status).toBe(401);

    kit.reset();
    const active = await kit.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, {
      address: '10.0.0.5',
    });
    for (let used = 0; used < SESSION_ABSOLUTE_MS - 60 * MINUTE; used += 60 * MINUTE) {
      kit.advance(60 * MINUTE);
      expect(
        (await kit.get('/api/Account', { cookie: active.cookie })).status,
        `after ${used / MINUTE} minutes`,
      ).toBe(200);
    }
    kit.advance(60 * MINUTE);
    expect((await kit.get('/api/Account', { cookie: active.cookie })).status).toBe(401);
  });

  it('refuses bad input with per-field messages', async () => {
    const answer = await kit.post('/api/Account/Authenticate', {
      PropertyId: 'GRANDLDN',
      EmailAddress: 'not-an-email',
      Password: '',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      ModelState: {
        EmailAddress: ['A valid email address is required'],
        Password: ['Password is required'],
      },
    });
    expect(
      (
        await kit.post('/api/Account/Authenticate', {
          PropertyId: 'NOSUCHHOTEL',
          EmailAddress: 'a@b.com',
          Password: 'x',
        })
      ).status,
    ).toBe(404);
  });
});

describe('login failures', () => {
  it('answer the same for an unknown email and a wrong password', async () => {
    const wrong = await kit.login(DEMO_ACCOUNT.email, 'not the password', { address: '10.1.0.1' });
    const unknown = await kit.login('nobody@example.com', 'not the password', {
      address: '10.1.0.1',
    });
    expect(wrong.answer.status).toBe(200);
    expect(wrong.answer.body).toEqual(FAILED);
    expect({ status: unknown.answer.status, body: unknown.answer.body }).toEqual({
      status: wrong.answer.status,
      body: wrong.answer.body,
    });
    expect(wrong.cookie).toBeUndefined();
  });

  it.each([
    ['a known account', 'locked@example.com'],
    ['an unknown email', 'ghost@example.com'],
  ])(
    'lock %s for 15 minutes after 10 failures, with Retry-After, also for the right password',
    async (_, email) => {
      if (email === 'locked@example.com') await registerConfirmed(email, 'Right-Password-1!');
      for (let attempt = 1; attempt <= 10; attempt++) {
        kit.advance(MINUTE);
        expect(
          (await kit.login(email, 'wrong password', { address: `10.2.${attempt}.1` })).answer.body,
        ).toEqual(FAILED);
      }
      const locked = await kit.login(email, 'Right-Password-1!', { address: '10.2.99.1' });
      expect(locked.answer.status).toBe(429);
      expect(locked.answer.body).toEqual({
        Message: 'Too many attempts. Please wait a few minutes and try again.',
      });
      // The first failure was at +1 min; it leaves the 15-minute window at +16 min, now is +10 min.
      expect(locked.answer.headers.get('retry-after')).toBe(String(6 * 60));
      kit.advance(6 * 60 * 1000);
      const after = await kit.login(email, 'Right-Password-1!', { address: '10.2.99.1' });
      expect(after.answer.status).toBe(200);
      expect((after.answer.body as { Success: boolean }).Success).toBe(
        email === 'locked@example.com',
      );
    },
  );

  it('count 40 simultaneous wrong passwords before hashing any: at most 10 are checked, the rest get 429', async () => {
    await registerConfirmed('parallel@example.com', 'Right-Password-1!');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        kit.login('parallel@example.com', `Wrong-Guess-${i}!`, { address: `10.9.${i}.1` }),
      ),
    );
    const statuses = answers.map((answer) => answer.answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    expect(
      (await kit.login('parallel@example.com', 'Right-Password-1!', { address: '10.9.99.1' }))
        .answer.status,
    ).toBe(429);
  });

  it('lock a client address after 50 failures across accounts', async () => {
    for (let attempt = 0; attempt < 50; attempt++)
      await kit.login(`spray${attempt}@example.com`, 'guess', { address: '10.3.0.1' });
    const blocked = await kit.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, {
      address: '10.3.0.1',
    });
    expect(blocked.answer.status).toBe(429);
    expect(Number(blocked.answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      (await kit.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, { address: '10.3.0.2' })).answer
        .status,
    ).toBe(200);
  });
});

describe('POST /api/Account/Logout', () => {
  it('ends the session and clears the cookie (204)', async () => {
    const { cookie } = await kit.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, {
      address: '10.4.0.1',
    });
    const answer = await kit.post('/api/Account/Logout', {}, { cookie });
    expect(answer.status).toBe(204);
    expect(answer.headers.getSetCookie().join('\n')).toMatch(
      /stayfront_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax/,
    );
    expect((await kit.get('/api/Account', { cookie })).status).toBe(401);
  });

  it('refuses cross-site and other-origin writes and non-JSON bodies', async () => {
    const { cookie } = await kit.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, {
      address: '10.4.0.2',
    });
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of refused) {
      expect(
        (await kit.post('/api/Account/Logout', {}, { cookie, headers })).status,
        JSON.stringify(headers),
      ).toBe(403);
    }
    const form = await kit.api.fetch(
      new Request('http://stayfront.internal/api/Account/Logout', {
        method: 'POST',
        headers: { cookie: cookie!, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'a=1',
      }),
    );
    expect(form.status).toBe(415);
    expect((await kit.get('/api/Account', { cookie })).status).toBe(200);
    const sameOrigin = await kit.post(
      '/api/Account/Logout',
      {},
      { cookie, headers: { origin: 'http://stayfront.internal', 'sec-fetch-site': 'same-origin' } },
    );
    expect(sameOrigin.status).toBe(204);
  });
});

async function registerConfirmed(email: string, password: string): Promise<void> {
  const body = {
    PropertyId: 'GRANDLDN',
    EmailAddress: email,
    Password: password,
    Firstname: 'Lock',
    Lastname: 'Test',
  };
  expect((await kit.post('/api/Account/Register', body, { address: `reg-${email}` })).status).toBe(
    200,
  );
  const token = tokenInEmail((await kit.latestEmail(email, 'confirm-email'))?.textBody);
  expect((await kit.post('/api/Account/ConfirmEmail', { Token: token })).body).toMatchObject({
    Success: true,
  });
}
