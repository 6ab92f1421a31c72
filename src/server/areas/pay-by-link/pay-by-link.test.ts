import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../../api/contract/common.ts';
import {
  PayByLinkConfigSchema,
  PayByLinkGetResultSchema,
  PayByLinkOutcomeSchema,
  PayByLinkProcessResultSchema,
} from '../../../api/contract/pay-by-link.ts';
import { CLIENT_ADDRESS_HEADER } from '../../auth/client-address.ts';
import type { Database } from '../../db/client.ts';
import { outboxEmails, paymentRequests } from '../../db/schema/index.ts';
import { TEST_CARDS } from '../../gateway/test-cards.ts';
import type { ReferenceApi } from '../../runtime.ts';
import { gatewayBindingOf } from '../../testing/booking-kit.ts';
import { call, postJson, TEST_NOW } from '../../testing/fixtures.ts';
import { openTestApi } from '../../testing/seeded-api.ts';
import { formatInstantIn, formatMoneyIn } from '../../../i18n/locale-format.ts';
import { runPaymentRequestEmails } from './emails.ts';
import { payLinkUrl } from './link.ts';
import { newRequest } from '../../testing/payment-requests.ts';

const SECRET = 'pay-link-secret';
let api: ReferenceApi;
let db: Database;
let clock = TEST_NOW;
beforeAll(async () => {
  api = await openTestApi({ LINK_SECRET: SECRET }, { now: () => clock });
  db = api.database.db;
});
afterAll(async () => {
  await api?.close();
});

let address = 0;
const from = () => ({
  [CLIENT_ADDRESS_HEADER]: `10.7.${Math.floor(++address / 250)}.${address % 250}`,
});
const get = (query: string) => call(api, `/api/PayByLink/Get?${query}`, { headers: from() });
const process = (body: unknown) => call(api, '/api/PayByLink/Process', postJson(body, from()));
const status = (token: string, path = 'Status') =>
  call(api, `/api/PayByLink/${path}?propertyId=GRANDLDN&referenceNumber=${token}`);
const fresh = (options?: Parameters<typeof newRequest>[3]) =>
  newRequest(db, SECRET, TEST_NOW, options);
const processed = (answer: { status: number; body: unknown }) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return v.parse(PayByLinkProcessResultSchema, answer.body);
};

describe('GET /api/PayByLink/Config/{id}', () => {
  it('answers the hotel\u2019s cards, contact details and how long links last', async () => {
    const config = v.parse(
      PayByLinkConfigSchema,
      (await call(api, '/api/PayByLink/Config/GRANDLDN')).body,
    );
    expect(config).toMatchObject({ PayByPayStack: false, LinkValidDays: 7 });
    expect(config.CreditCards.map((card) => card.Name)).toContain('Visa');
  });
});

describe('GET /api/PayByLink/Get', () => {
  it('opens an unpaid invoice with its amount and description', async () => {
    const request = await fresh();
    expect(v.parse(PayByLinkGetResultSchema, (await get(request.query)).body)).toMatchObject({
      Success: true,
      State: 'Open',
      Transaction: { AmountToPay: 120, Action: 'Pay', Type: 'P', Description: 'Test charges' },
    });
  });

  it.each([
    [
      'a tampered hash',
      (query: string) =>
        query.replace(/hash=(.)/, (_m, c: string) => `hash=${c === 'A' ? 'B' : 'A'}`),
    ],
    [
      'another payment id',
      (query: string) =>
        query.replace(/paymentId=(\d+)/, (_m, id: string) => `paymentId=${Number(id) + 1000}`),
    ],
    [
      'another invoice number',
      (query: string) => query.replace(/invoiceNumber=[^&]+/, 'invoiceNumber=INV-1'),
    ],
    ['the other action', (query: string) => query.replace('actionType=P', 'actionType=S')],
  ])('refuses %s with the hotel\u2019s contact details', async (_name, tamper) => {
    const request = await fresh();
    const answer = await get(tamper(request.query));
    expect(answer.status).toBe(404);
    expect(v.parse(ApiErrorSchema, answer.body).Message).toMatch(
      /^This link is invalid\. Please contact the hotel by \+44 .* or .*@.*\.$/,
    );
  });

  it('says when a link has expired, has nothing to pay, or was paid', async () => {
    expect(
      v.parse(
        PayByLinkGetResultSchema,
        (await get((await fresh({ expiresInMs: -1000 })).query)).body,
      ),
    ).toMatchObject({ Success: false, State: 'Expired', Title: 'This link has expired' });
    expect(
      v.parse(PayByLinkGetResultSchema, (await get((await fresh({ amount: 0 })).query)).body),
    ).toMatchObject({
      State: 'NoBalance',
      Message: 'There is nothing left to pay on this invoice.',
    });
  });
});

describe('a link’s words in the language the request names', () => {
  const inGerman = { 'Content-Language': 'de' };

  it('says a paid link is paid, when and with which card, in German; the receipt names the card so', async () => {
    const request = await fresh();
    const paid = processed(
      await call(
        api,
        '/api/PayByLink/Process',
        postJson(request.process(), { ...from(), ...inGerman }),
      ),
    );
    expect(paid.Message).toBe('Vielen Dank: Ihre Zahlung ist eingegangen.');
    const answer = await call(api, `/api/PayByLink/Get?${request.query}`, {
      headers: { ...from(), ...inGerman },
    });
    const result = v.parse(PayByLinkGetResultSchema, answer.body);
    expect(result).toMatchObject({
      Success: true,
      State: 'Paid',
      Title: 'Bereits bezahlt',
      Transaction: { CardSummary: 'Visa mit Endziffern 4242' },
    });
    expect(result.Message).toMatch(
      new RegExp(`^Die Rechnung ${request.row.invoiceNumber} wurde am .+ 20\\d\\d bezahlt\\.`),
    );
    expect(result.CompletedAt).toBe(TEST_NOW.toISOString());
    const receipt = await call(
      api,
      `/api/PayByLink/Confirmation?propertyId=GRANDLDN&referenceNumber=${paid.ConfirmationToken}`,
      { headers: inGerman },
    );
    expect(v.parse(PayByLinkOutcomeSchema, receipt.body).CardSummary).toBe(
      'Visa mit Endziffern 4242',
    );
    // Without a language named, as the spec writes it.
    expect(v.parse(PayByLinkGetResultSchema, (await get(request.query)).body)).toMatchObject({
      Title: 'Already paid',
      Transaction: { CardSummary: 'Visa ending 4242' },
    });
  });
});

describe('POST /api/PayByLink/Process', () => {
  it('pays an invoice once: the receipt, then a second Process is refused', async () => {
    const request = await fresh();
    const paid = processed(await process(request.process()));
    expect(paid.RedirectUrl).toBeNull();
    const receipt = v.parse(
      PayByLinkOutcomeSchema,
      (await status(paid.ConfirmationToken!, 'Confirmation')).body,
    );
    expect(receipt).toMatchObject({
      Success: true,
      Status: 'Succeeded',
      AmountToPay: 120,
      CardSummary: 'Visa ending 4242',
      TransactionReference: expect.stringMatching(/^PBL-/) as string,
    });
    const again = await process(request.process());
    expect(again.status).toBe(409);
    expect(v.parse(ApiErrorSchema, again.body).Message).toMatch(/^Invoice .* was paid/);
    expect(v.parse(PayByLinkGetResultSchema, (await get(request.query)).body).State).toBe('Paid');
  });

  it('keeps the link open after a declined card, and a good card then pays', async () => {
    const request = await fresh();
    const declined = await process(request.process(TEST_CARDS.decline));
    expect(declined.status).toBe(402);
    expect(v.parse(PayByLinkGetResultSchema, (await get(request.query)).body)).toMatchObject({
      State: 'Open',
      Message: 'Your card was declined. You can try again with another card.',
    });
    processed(await process(request.process()));
  });

  it('goes through 3-D Secure: Processing until the challenge ends, then paid — or open again after a failed one', async () => {
    for (const passed of [true, false]) {
      const request = await fresh();
      const answer = await process(request.process(TEST_CARDS.challenge));
      const started = processed(answer);
      expect(started.RedirectUrl).toMatch(/^\/SimulatedGateway\/Challenge\/gw_/);
      expect(
        v.parse(PayByLinkOutcomeSchema, (await status(started.ConfirmationToken!)).body).Status,
      ).toBe('Processing');
      expect((await status(started.ConfirmationToken!, 'Confirmation')).status).toBe(400);
      const sessionId = started.RedirectUrl!.split('/').pop()!;
      const completed = await call(
        api,
        `/api/SimulatedGateway/Sessions/${sessionId}/Complete`,
        postJson({ Passed: passed, Binding: gatewayBindingOf(answer) }),
      );
      expect((completed.body as { ReturnUrl: string }).ReturnUrl).toBe(
        `/SecurePay/GRANDLDN/Status/${started.ConfirmationToken}`,
      );
      const outcome = v.parse(
        PayByLinkOutcomeSchema,
        (await status(started.ConfirmationToken!)).body,
      );
      if (passed) expect(outcome).toMatchObject({ Status: 'Succeeded', Success: true });
      else {
        expect(outcome).toMatchObject({
          Status: 'Failed',
          Success: false,
          RetryUrl: payLinkUrl(SECRET, 'GRANDLDN', request.row),
        });
        expect(v.parse(PayByLinkGetResultSchema, (await get(request.query)).body).State).toBe(
          'Open',
        );
      }
    }
  });

  it('stores a card: only the gateway token, brand and last four digits', async () => {
    const request = await fresh({ action: 'StoreCard', amount: 0 });
    const stored = processed(await process(request.process('4111 1111 1111 1111')));
    const [row] = await db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.id, request.row.id));
    expect(row).toMatchObject({
      status: 'CardStored',
      cardBrand: 'Visa',
      cardLast4: '1111',
      cardToken: expect.stringMatching(/^tok_/) as string,
    });
    expect(JSON.stringify(row)).not.toContain('4111111111111111');
    expect(
      v.parse(
        PayByLinkOutcomeSchema,
        (await status(stored.ConfirmationToken!, 'Confirmation')).body,
      ),
    ).toMatchObject({ Action: 'StoreCard', CardSummary: 'Visa ending 1111' });
  });

  it('answers per-field messages for a bad email or card, and refuses zero balance, expired links and a changed amount', async () => {
    const request = await fresh();
    const bad = await process(request.process('4242424242424241', { Email: 'not-an-email' }));
    expect(bad.status).toBe(400);
    expect(v.parse(ApiErrorSchema, bad.body).ModelState).toMatchObject({
      Email: ['A valid email address is required'],
      'CardDetails.CardNumber': ['Enter a valid card number.'],
    });
    expect((await process(request.process(TEST_CARDS.approve, { AmountToPay: 1 }))).status).toBe(
      409,
    );
    const zero = await fresh({ amount: 0 });
    expect(v.parse(ApiErrorSchema, (await process(zero.process())).body).Message).toBe(
      'There is nothing left to pay on this invoice.',
    );
    const expired = await fresh({ expiresInMs: -1000 });
    expect((await process(expired.process())).status).toBe(409);
  });

  it('sends Lagos Bay\u2019s guests to Paystack\u2019s page, with no card form', async () => {
    const request = await fresh({ property: 'LAGOSBAY', amount: 25000 });
    const started = processed(await process(request.process(null)));
    expect(started.RedirectUrl).toMatch(/^\/SimulatedGateway\/Paystack\/gw_/);
  });
});

describe('a payment interrupted between its claim and its result', () => {
  /** Makes every write to `table` that matches `when` fail, as a lost database or a killed worker would. */
  const failing = async <T>(table: string, when: string, work: () => Promise<T>): Promise<T> => {
    await db.execute(sql`create function fail_write() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`);
    await db.execute(
      sql.raw(`create trigger fail_write before insert or update on ${table}
        for each row when (${when}) execute function fail_write()`),
    );
    try {
      return await work();
    } finally {
      await db.execute(sql.raw(`drop trigger fail_write on ${table}`));
      await db.execute(sql`drop function fail_write()`);
    }
  };
  const stateOf = async (query: string) =>
    v.parse(PayByLinkGetResultSchema, (await get(query)).body);

  it('is recorded as paid from the gateway’s record when the card was approved', async () => {
    const request = await fresh();
    const failed = await failing('payment_requests', `new.status = 'Paid'`, () =>
      process(request.process()),
    );
    expect(failed.status).toBe(500);
    expect((await stateOf(request.query)).State).toBe('Paid');
    const [row] = await db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.id, request.row.id));
    expect(row).toMatchObject({ cardBrand: 'Visa', cardLast4: '4242' });
    expect(row!.transactionReference).toMatch(/^PBL-/);
  });

  it('is handed back to the guest a few minutes later when the gateway has no record of it', async () => {
    const request = await fresh();
    const failed = await failing('gateway_charges', 'true', () => process(request.process()));
    expect(failed.status).toBe(500);
    expect((await stateOf(request.query)).State).toBe('Processing');
    try {
      clock = new Date(TEST_NOW.getTime() + 6 * 60_000);
      expect(await stateOf(request.query)).toMatchObject({
        State: 'Open',
        Message: expect.stringMatching(/did not finish.*contact the hotel/) as string,
      });
      processed(await process(request.process()));
      expect((await stateOf(request.query)).State).toBe('Paid');
    } finally {
      clock = TEST_NOW;
    }
  });
});

describe('payment request emails', () => {
  it('go once per request, with a link that opens it', async () => {
    const first = await runPaymentRequestEmails(db, SECRET, TEST_NOW, 'https://pay.example');
    expect(first).toBeGreaterThanOrEqual(6);
    expect(await runPaymentRequestEmails(db, SECRET, TEST_NOW)).toBe(0);
    const [email] = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, 'Payment request INV-24017 from The Grand London'));
    const link = /https:\/\/pay\.example(\/SecurePay\/[^\s]+)/.exec(email!.textBody)![1]!;
    const [, , , invoiceNumber, hash] = link.split('?')[0]!.split('/').slice(1);
    const paymentId = new URL(link, 'https://x').searchParams.get('id')!;
    const answer = v.parse(
      PayByLinkGetResultSchema,
      (
        await get(
          `propertyId=GRANDLDN&invoiceNumber=${invoiceNumber!}&hash=${hash!}&actionType=P&paymentId=${paymentId}`,
        )
      ).body,
    );
    expect(answer).toMatchObject({
      State: 'Open',
      Transaction: { InvoiceNumber: 'INV-24017', AmountToPay: 180 },
    });
  });

  it('are written in the request’s language, amounts and expiry included', async () => {
    const request = await fresh({ amount: 1234.5, languageCode: 'de' });
    await runPaymentRequestEmails(db, SECRET, TEST_NOW, 'https://pay.example');
    const [email] = await db
      .select()
      .from(outboxEmails)
      .where(sql`${outboxEmails.subject} like ${`%${request.row.invoiceNumber}%`}`);
    expect(email!.locale).toBe('de');
    expect(email!.textBody).toContain(formatMoneyIn('de', 1234.5, 'GBP'));
    expect(email!.textBody).toContain(
      formatInstantIn('de', request.row.expiresAt.toISOString(), 'Europe/London'),
    );
    expect(email!.textBody).not.toContain(request.row.expiresAt.toUTCString());
    expect(email!.htmlBody).toContain('lang="de"');
  });
});
