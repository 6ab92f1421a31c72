import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../auth/rate-limit.ts';
import { importHotelFile } from '../hotel-file/import/import.ts';
import { hotelOf, IMPORT_NOW } from '../hotel-file/testing/import-kit.ts';
import type { ReferenceApi } from '../runtime.ts';
import { openTestApi } from '../testing/seeded-api.ts';
import { CHANNEL_AUTHORIZATION, CHANNEL_HOTEL_YAML } from './fixtures/channel-hotel.ts';
import { answerOta, OTA_PER_MINUTE } from './http.ts';
import { createLoginThrottle, OTA_FAILED_LOGINS_PER_MINUTE } from './login-throttle.ts';

let api: ReferenceApi;
beforeAll(async () => {
  api = await openTestApi({ DEMO_MODE: 'off' }, { now: () => IMPORT_NOW });
  await importHotelFile(api.database.db, hotelOf(CHANNEL_HOTEL_YAML), { now: () => IMPORT_NOW });
});
afterAll(() => api.close());

const INVENTORY = `<OTA_HotelInvCountNotifRQ EchoToken="e1"><Inventories HotelCode="TEST1"><Inventory>
<StatusApplicationControl Start="2030-01-05" End="2030-01-05" InvTypeCode="DBL"/>
<InvCounts><InvCount CountType="2" Count="1"/></InvCounts></Inventory></Inventories></OTA_HotelInvCountNotifRQ>`;

const post = (message: string, body: string, init: RequestInit = {}) =>
  new Request(`http://127.0.0.1/ota/${message}`, {
    method: 'POST',
    body,
    ...init,
    headers: { authorization: CHANNEL_AUTHORIZATION, ...init.headers },
  });

describe('POST /ota/<message>', () => {
  const input = () => ({
    db: api.database.db,
    limiter: createRateLimiter(),
    now: () => IMPORT_NOW,
  });

  it('answers the RS as XML', async () => {
    const response = await answerOta(
      input(),
      'OTA_HotelInvCountNotifRQ',
      post('x', INVENTORY),
      'a',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    expect(await response.text()).toContain('<Success/>');
  });

  it.each([
    ['an unknown message', 'OTA_Nope', post('x', INVENTORY), 404],
    ['GET', 'OTA_HotelInvCountNotifRQ', new Request('http://127.0.0.1/ota/x'), 405],
    [
      'a body said to be too large',
      'OTA_HotelInvCountNotifRQ',
      post('x', INVENTORY, { headers: { 'content-length': '99999999' } }),
      413,
    ],
  ])('refuses %s with an OTA error', async (_label, message, request, status) => {
    const response = await answerOta(input(), message, request, 'a');
    expect(response.status).toBe(status);
    expect(await response.text()).toContain('<Errors><Error Type="1" Code="450"');
  });

  it(`limits each address to ${OTA_PER_MINUTE} messages a minute`, async () => {
    const limited = input();
    for (let index = 0; index < OTA_PER_MINUTE; index++)
      await answerOta(limited, 'OTA_Nope', post('x', ''), 'b');
    const over = await answerOta(limited, 'OTA_HotelInvCountNotifRQ', post('x', INVENTORY), 'b');
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe('60');
    expect(
      (await answerOta(limited, 'OTA_HotelInvCountNotifRQ', post('x', INVENTORY), 'c')).status,
    ).toBe(200);
  });

  it('refuses a flood of wrong passwords for a hotel with 429, from any address', async () => {
    let time = IMPORT_NOW.getTime();
    const flooded = { ...input(), logins: createLoginThrottle(), now: () => new Date(time) };
    const guess = (index: number) =>
      post('x', INVENTORY, {
        headers: {
          authorization: `Basic ${Buffer.from(`cm-test1:guess-${index}`).toString('base64')}`,
        },
      });
    const answers = [];
    // Each guess from an address of its own: the per-address limit never comes into it.
    for (let index = 0; index < OTA_FAILED_LOGINS_PER_MINUTE + 2; index++)
      answers.push(
        await answerOta(flooded, 'OTA_HotelInvCountNotifRQ', guess(index), `10.0.0.${index}`),
      );
    expect(
      answers.slice(0, OTA_FAILED_LOGINS_PER_MINUTE - 1).map((answer) => answer.status),
    ).toEqual(Array(OTA_FAILED_LOGINS_PER_MINUTE - 1).fill(200));
    const over = answers.at(-1)!;
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe('60');
    const text = await over.text();
    expect(text).toContain('<OTA_HotelInvCountNotifRS');
    expect(text).toContain('Type="4" Code="497"');
    // The right password is held back too until the minute is over: a guess cannot tell.
    const right = await answerOta(flooded, 'OTA_HotelInvCountNotifRQ', post('x', INVENTORY), 'd');
    expect(right.status).toBe(429);
    time += 60_000;
    const later = await answerOta(flooded, 'OTA_HotelInvCountNotifRQ', post('x', INVENTORY), 'd');
    expect(later.status).toBe(200);
    expect(await later.text()).toContain('<Success/>');
  });
});
