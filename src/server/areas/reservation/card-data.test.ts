import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/shared/clock.ts';
import { SESSION_COOKIE } from '../../auth/session-cookie.ts';
import { createSession } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import { TEST_CARDS } from '../../gateway/test-cards.ts';
import { openReferenceApi, type ReferenceApi } from '../../runtime.ts';
import { bookingRequest, gatewayBindingOf, TODAY } from '../../testing/booking-kit.ts';
import { DEMO_ACCOUNT } from '../../seed/index.ts';
import { call, CHEAP_SCRYPT, postJson, rowsOf, TEST_NOW } from '../../testing/fixtures.ts';
import { captureConsole } from '../../testing/console-capture.ts';

// Card numbers and security codes must never reach the database, the logs or an answer (PCI DSS 3.2/3.3).
const SECURITY_CODE = '919';
const AMEX = '378282246310005';
const NUMBERS = [...Object.values(TEST_CARDS), '5555555555554444', AMEX, '4242424242424241'];

let api: ReferenceApi;
let db: Database;
const logged = captureConsole();
beforeAll(async () => {
  api = await openReferenceApi({
    env: { DATA_DIR: 'memory://' },
    now: () => TEST_NOW,
    passwordCost: CHEAP_SCRYPT,
  });
  db = api.database.db;
});
afterAll(async () => {
  await api?.close();
});

const digitsOnly = (text: string) => text.replace(/[\s-]/g, '');
const codePattern = new RegExp(`(^|\\D)${SECURITY_CODE}(\\D|$)`);

describe('card data', () => {
  it('is stored nowhere after bookings with every test card, saved cards, refusals and a gateway challenge', async () => {
    const accountId = (
      await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.email, DEMO_ACCOUNT.email))
    )[0]!.id;
    const cookie = {
      cookie: `${SESSION_COOKIE}=${(await createSession(db, accountId, null, TEST_NOW)).token}`,
    };
    const answers: string[] = [];
    let day = 30;
    const book = async (
      cardNumber: string,
      change: (body: Awaited<ReturnType<typeof bookingRequest>>) => object = (body) => body,
      headers: Record<string, string> = {},
    ) => {
      const body = await bookingRequest(api, {
        dateFrom: addDays(TODAY, day),
        dateTo: addDays(TODAY, ++day),
        rooms: [{ roomType: 'CLDBL', ratePlan: 'NRF' }],
        cardNumber,
      });
      const payload = change({
        ...body,
        CardDetails: {
          ...body.CardDetails!,
          SecurityCode: SECURITY_CODE,
          SaveCreditCardToIndividual: true,
        },
      });
      const answer = await call(
        api,
        '/api/Reservation/Create',
        postJson(payload, { 'Idempotency-Key': `card-scan-${day}`, ...headers }),
      );
      answers.push(JSON.stringify(answer.body));
      return answer;
    };
    expect((await book(TEST_CARDS.approve, undefined, cookie)).status).toBe(200);
    expect((await book(TEST_CARDS.decline, undefined, cookie)).status).toBe(402);
    expect(
      (
        await book('5555555555554444', (body) => ({
          ...body,
          CardDetails: { ...body.CardDetails, CreditCardTypeId: 2 },
        }))
      ).status,
    ).toBe(200);
    expect((await book('4242424242424241')).status).toBe(400);
    expect(
      (
        await book(AMEX, (body) => ({
          ...body,
          CardDetails: {
            ...body.CardDetails,
            CreditCardTypeId: 3,
            SecurityCode: `${SECURITY_CODE}1`,
          },
        }))
      ).status,
    ).toBe(200);
    const challenged = await book(TEST_CARDS.challenge, undefined, cookie);
    expect(challenged.status).toBe(200);
    const session = (challenged.body as { RedirectUrl: string }).RedirectUrl.split('/').pop()!;
    expect(
      (
        await call(
          api,
          `/api/SimulatedGateway/Sessions/${session}/Complete`,
          postJson({ Passed: true, Binding: gatewayBindingOf(challenged) }),
        )
      ).status,
    ).toBe(200);
    // A client log carrying a number is masked before it is stored.
    await call(
      api,
      '/api/Log',
      postJson({
        Entries: [
          {
            Level: 'error',
            Name: 'Error',
            Message: `card ${TEST_CARDS.approve} cvv ${SECURITY_CODE}`,
            Timestamp: TEST_NOW.toISOString(),
          },
        ],
      }),
    );

    const columns = await rowsOf<{ table_name: string; column_name: string }>(
      db,
      sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')`,
    );
    expect(columns.length).toBeGreaterThan(30);
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const values = await rowsOf<{ value: string | null }>(
        db,
        sql`select ${sql.identifier(column)}::text as value from ${sql.identifier(table)}`,
      );
      for (const { value } of values) {
        if (value === null) continue;
        if (NUMBERS.some((number) => digitsOnly(value).includes(number)))
          found.push(`${table}.${column}: card number`);
        if (table !== 'client_logs' && codePattern.test(value))
          found.push(`${table}.${column}: security code`);
      }
    }
    expect(found).toEqual([]);
    expect(
      (
        await rowsOf<{ n: number }>(
          db,
          sql`select count(*)::int as n from saved_cards where last4 in ('4242', '3220')`,
        )
      )[0]!.n,
    ).toBeGreaterThanOrEqual(2);

    const output = [...logged, ...answers].join('\n');
    for (const number of NUMBERS) expect(digitsOnly(output)).not.toContain(number);
    expect(output).not.toMatch(codePattern);
  });
});
