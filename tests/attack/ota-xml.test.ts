import { readFile } from 'node:fs/promises';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nightlyRates, roomInventory } from '../../src/server/db/schema/index.ts';
import { importHotelFile } from '../../src/server/hotel-file/import/import.ts';
import { hotelOf, IMPORT_NOW } from '../../src/server/hotel-file/testing/import-kit.ts';
import {
  CHANNEL_AUTHORIZATION,
  CHANNEL_HOTEL_YAML,
} from '../../src/server/ota/fixtures/channel-hotel.ts';
import { handleOtaMessage, OTA_MESSAGES, otaAnswerName } from '../../src/server/ota/handle.ts';
import { OTA_MAX_BYTES } from '../../src/server/ota/xml.ts';
import type { ReferenceApi } from '../../src/server/runtime.ts';
import { openTestApi } from '../../src/server/testing/seeded-api.ts';
import { hostileText } from './arbitraries.ts';

/**
 * Hostile XML to every OTA notification — external entities, entity bombs, oversized, malformed
 * and generated text — answers an OTA error and changes nothing; it never throws (a 5xx).
 */
const RUNS = Number(process.env['ATTACK_RUNS'] ?? 200);

let api: ReferenceApi;
beforeAll(async () => {
  api = await openTestApi({ DEMO_MODE: 'off' }, { now: () => IMPORT_NOW });
  await importHotelFile(api.database.db, hotelOf(CHANNEL_HOTEL_YAML), { now: () => IMPORT_NOW });
});
afterAll(() => api?.close());

const nights = async () => {
  const db = api.database.db;
  return JSON.stringify([
    await db.select().from(nightlyRates).orderBy(nightlyRates.date),
    await db.select().from(roomInventory).orderBy(roomInventory.date),
  ]);
};
const send = (message: string, text: string) =>
  handleOtaMessage(api.database.db, message, text, {
    now: () => IMPORT_NOW,
    authorization: CHANNEL_AUTHORIZATION,
  });
const isError = (answer: string) =>
  answer.includes('<Errors><Error ') && !answer.includes('<Success/>');

const CLOSE_NIGHT = `<Root><AvailStatusMessages HotelCode="TEST1"><AvailStatusMessage>
<StatusApplicationControl Start="2030-01-10" End="2030-01-10" InvTypeCode="DBL"/>
<RestrictionStatus Status="Close"/></AvailStatusMessage></AvailStatusMessages></Root>`;

const HOSTILE: [string, string][] = [
  [
    'an external entity (XXE)',
    `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${CLOSE_NIGHT.replace('TEST1', '&xxe;')}`,
  ],
  [
    'an entity bomb',
    `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>${CLOSE_NIGHT.replace('TEST1', '&c;')}`,
  ],
  ['a lower-case doctype', `<!doctype r>${CLOSE_NIGHT}`],
  ['unclosed elements', CLOSE_NIGHT.replace('</Root>', '')],
  ['two roots', `${CLOSE_NIGHT}${CLOSE_NIGHT}`],
  ['an empty body', ''],
  ['JSON', '{"AvailStatusMessages":[]}'],
  ['a message larger than the limit', `${CLOSE_NIGHT}<!--${'x'.repeat(OTA_MAX_BYTES)}-->`],
  ['deep nesting', `${'<a>'.repeat(5000)}${'</a>'.repeat(5000)}`],
];

describe('attack suite: hostile XML to the OTA notifications', () => {
  for (const message of OTA_MESSAGES) {
    const root = (text: string) => text.replaceAll('Root', message);

    it.each(HOSTILE)(
      `${message}: %s answers an OTA error and changes nothing`,
      async (_label, text) => {
        const before = await nights();
        const answer = await send(message, root(text));
        expect(isError(answer), answer.slice(0, 300)).toBe(true);
        expect(answer).not.toContain('root:');
        expect(await nights()).toBe(before);
      },
    );

    it(`${message}: ${RUNS} generated bodies each answer an RS, an error changing nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            hostileText,
            hostileText.map((text) => root(CLOSE_NIGHT).replace('2030-01-10', text)),
            hostileText.map((text) => root(CLOSE_NIGHT).replace('DBL', text)),
          ),
          async (text) => {
            const before = await nights();
            const answer = await send(message, text);
            expect(answer).toContain(`<${otaAnswerName(message)} `);
            // A generated body may be a valid update (a date replaced by another date).
            if (isError(answer)) expect(await nights(), text).toBe(before);
          },
        ),
        { numRuns: RUNS },
      );
    }, 120_000);
  }

  it('the fixtures themselves are accepted (the suite can tell)', async () => {
    const text = await readFile(
      new URL('../../src/server/ota/fixtures/inv-count-notif.xml', import.meta.url),
      'utf8',
    );
    expect(await send('OTA_HotelInvCountNotifRQ', text)).toContain('<Success/>');
  });
});
