import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../auth/rate-limit.ts';
import { importHotelFile } from '../hotel-file/import/import.ts';
import { hotelOf, IMPORT_NOW } from '../hotel-file/testing/import-kit.ts';
import type { ReferenceApi } from '../runtime.ts';
import { openTestApi } from '../testing/seeded-api.ts';
import { CHANNEL_AUTHORIZATION, CHANNEL_HOTEL_YAML } from './fixtures/channel-hotel.ts';
import { answerOta, OTA_PER_MINUTE } from './http.ts';

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
});
