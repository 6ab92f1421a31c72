import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openAccountKit, type AccountKit } from '../../testing/account-kit.ts';

let kit: AccountKit;
beforeAll(async () => {
  kit = await openAccountKit();
});
afterAll(async () => {
  await kit?.api.close();
});
afterEach(() => {
  delete process.env['DEMO_MODE'];
});

const message = (extra: Record<string, unknown> = {}) => ({
  PropertyId: 'GRANDLDN',
  Name: 'Robin Hale',
  EmailAddress: 'Robin@Example.com',
  Telephone: '+44 7700 900777',
  Message: 'Do you have parking for a van?',
  ...extra,
});

describe('POST /api/Contact/Message', () => {
  it('emails the hotel and a copy to the guest through the outbox', async () => {
    const answer = await kit.post('/api/Contact/Message', message(), { address: '10.20.0.1' });
    expect(answer).toMatchObject({ status: 200, body: { Success: true } });
    expect((answer.body as { Message: string }).Message).toContain('The Grand London');
    const copy = await kit.latestEmail('robin@example.com', 'contact-us-copy');
    expect(copy?.textBody).toContain('Do you have parking for a van?');
    const [hotel] = await kit.db.query.outboxEmails.findMany({
      where: (t, { eq }) => eq(t.kind, 'contact-us'),
    });
    expect(hotel?.textBody).toContain('Robin Hale');
    expect(hotel?.textBody).toContain('Telephone: +44 7700 900777');
  });

  it('refuses bad input per field', async () => {
    const answer = await kit.post(
      '/api/Contact/Message',
      message({ Name: '', EmailAddress: 'robin@', Message: ' ' }),
      { address: '10.20.0.2' },
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      ModelState: {
        Name: ['Your name is required'],
        EmailAddress: ['A valid email address is required'],
        Message: ['A message is required'],
      },
    });
  });

  it('allows ten messages an hour per client address, then 429 with Retry-After', async () => {
    for (let i = 0; i < 10; i++)
      expect(
        (await kit.post('/api/Contact/Message', message(), { address: '10.20.0.3' })).status,
      ).toBe(200);
    const limited = await kit.post('/api/Contact/Message', message(), { address: '10.20.0.3' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
  });

  it('refuses other origins', async () => {
    expect(
      (
        await kit.post('/api/Contact/Message', message(), {
          address: '10.20.0.4',
          headers: { origin: 'https://evil.example' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('GET /api/Dev/Outbox', () => {
  it('lists the newest emails while demo mode is on, filtered by recipient', async () => {
    await kit.post('/api/Contact/Message', message({ EmailAddress: 'outbox@example.com' }), {
      address: '10.21.0.1',
    });
    const answer = await kit.get('/api/Dev/Outbox?to=Outbox@example.com');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      expect.objectContaining({
        Kind: 'contact-us-copy',
        To: 'outbox@example.com',
        Subject: 'Your message to The Grand London',
      }),
    ]);
  });

  it('does not exist when demo mode is off', async () => {
    process.env['DEMO_MODE'] = 'off';
    expect((await kit.get('/api/Dev/Outbox')).status).toBe(404);
  });

  it('does not exist on a server listening on a public address unless demo mode is asked for (it holds reset links)', async () => {
    const host = process.env['HOST'];
    try {
      process.env['HOST'] = '0.0.0.0';
      expect((await kit.get('/api/Dev/Outbox')).status).toBe(404);
      process.env['DEMO_MODE'] = 'on';
      expect((await kit.get('/api/Dev/Outbox')).status).toBe(200);
    } finally {
      if (host === undefined) delete process.env['HOST'];
      else process.env['HOST'] = host;
    }
  });

  it.each([
    ['a public origin', 'PUBLIC_ORIGIN', 'https://booking.myhotel.example'],
    ['a trusted proxy', 'TRUST_PROXY', '1'],
  ])(
    'does not exist behind a proxy on the same machine (%s) unless demo mode is asked for',
    async (_case, name, value) => {
      try {
        process.env[name] = value;
        expect((await kit.get('/api/Dev/Outbox')).status).toBe(404);
        process.env['DEMO_MODE'] = 'on';
        expect((await kit.get('/api/Dev/Outbox')).status).toBe(200);
      } finally {
        delete process.env[name];
      }
    },
  );
});
