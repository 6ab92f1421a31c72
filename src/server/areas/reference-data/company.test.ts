import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/index.ts';
import { DEMO_ACCOUNT } from '../../seed/index.ts';
import { openAccountKit, type AccountKit } from '../../testing/account-kit.ts';

// The hotel's corporate clients are not for anyone to read: only a logged-in guest whose account
// may invoice an organisation sees it, and only their own.
let kit: AccountKit;
let cookie: string;
beforeAll(async () => {
  kit = await openAccountKit();
  const login = await kit.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, {
    address: '10.40.0.1',
  });
  cookie = login.cookie!;
});
afterAll(async () => {
  await kit?.api.close();
});

const search = (query: string, options: { cookie?: string; property?: string } = {}) =>
  kit.get(
    `/api/Company/SearchCompanies?propertyId=${options.property ?? 'GRANDLDN'}&query=${query}`,
    { cookie: options.cookie },
  );
type Refusal = { Message: string; ModelState?: Record<string, string[]> };

describe('GET /api/Company/SearchCompanies', () => {
  it('does not list any organisation to a guest who is not logged in', async () => {
    for (const query of ['acme', 'corp', 'ltd']) {
      const answer = await search(query);
      expect(answer.status).toBe(401);
      expect(JSON.stringify(answer.body)).not.toMatch(/Acme|Globex/);
    }
  });

  it("finds the guest's own organisation by any part of its name, in any case", async () => {
    const answer = await search('ACME', { cookie });
    expect(answer).toMatchObject({
      status: 200,
      body: [
        { AccountId: expect.any(Number) as number, Name: 'Acme Consulting Ltd', City: 'London' },
      ],
    });
  });

  it("does not show the hotel's other clients or another property's, and treats % and _ literally", async () => {
    expect((await search('corp', { cookie })).body).toEqual([]);
    expect((await search('acme', { cookie, property: 'SEASIDECPT' })).body).toEqual([]);
    expect((await search('%25%25', { cookie })).body).toEqual([]);
  });

  it('refuses a logged-in guest whose account may not invoice an organisation', async () => {
    const demo = eq(accounts.email, DEMO_ACCOUNT.email);
    await kit.db.update(accounts).set({ canChoosePaymentMethod: false }).where(demo);
    try {
      const answer = await search('acme', { cookie });
      expect(answer.status).toBe(403);
      expect((answer.body as Refusal).Message).toBe('Your account cannot invoice an organisation.');
    } finally {
      await kit.db.update(accounts).set({ canChoosePaymentMethod: true }).where(demo);
    }
  });

  it('needs at least two characters and a known property', async () => {
    const short = await search('%20%20a%20', { cookie });
    expect(short.status).toBe(400);
    expect((short.body as Refusal).ModelState?.['query']).toEqual([
      'Type at least 2 characters of the organisation name.',
    ]);
    expect((await search('acme', { cookie, property: 'NOPE' })).status).toBe(404);
  });
});
