// A year of daily channel-manager data for one hotel, timed per message: OTA_HotelAvailNotifRQ,
// OTA_HotelRateAmountNotifRQ and OTA_HotelInvCountNotifRQ for every night of the next 365, every
// room type and (but for rooms to sell) every rate plan of the demo's Grand London, through the
// /ota endpoint's own path (size limit, parse, login, one transaction) on PGlite in memory.
// Each message is sent twice with different values, so both runs rewrite every night.
// Target (issue "channel managers"): each answered within 2 s. Figures: docs/channel-manager.md.
// Usage: npm run bench:ota
import { Buffer } from 'node:buffer';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createRateLimiter } from '../src/server/auth/rate-limit.ts';
import { answerOta } from '../src/server/ota/http.ts';
import { parseOtaXml } from '../src/server/ota/xml.ts';
import { openReferenceApi } from '../src/server/runtime.ts';
import { DEMO_CHANNEL_SECRET } from '../src/server/seed/channel-managers.ts';

const HOTEL = 'GRANDLDN';
const DAYS = 365;
const OTA = 'xmlns="http://www.opentravel.org/OTA/2003/05"';
const AUTHORIZATION = `Basic ${Buffer.from(`cm-grandldn:${DEMO_CHANNEL_SECRET}`).toString('base64')}`;

const api = await openReferenceApi({ env: { DATA_DIR: 'memory://' }, log: () => {} });
const db = api.database.db;
const combos = (
  await db.execute(sql`
    select distinct rt.code as room, rp.code as plan
    from nightly_rates nr
    join room_types rt on rt.id = nr.room_type_id
    join rate_plans rp on rp.id = nr.rate_plan_id
    join properties p on p.id = rt.property_id
    where p.code = ${HOTEL} and nr.date > current_date and nr.date <= current_date + ${DAYS}::int
    order by 1, 2`)
).rows;
const rooms = [...new Set(combos.map((combo) => combo.room))];
const nights = Array.from({ length: DAYS }, (_, index) =>
  new Date(Date.now() + (index + 1) * 86_400_000).toISOString().slice(0, 10),
);
const control = (night, room, plan) =>
  `<StatusApplicationControl Start="${night}" End="${night}" InvTypeCode="${room}"${plan ? ` RatePlanCode="${plan}"` : ''}/>`;

/** One message per kind, its values moved by `round` so every night changes. */
const messages = (round) => ({
  OTA_HotelAvailNotifRQ:
    `<OTA_HotelAvailNotifRQ ${OTA} Version="1.0"><AvailStatusMessages HotelCode="${HOTEL}">` +
    combos
      .flatMap(({ room, plan }) =>
        nights.map(
          (night, day) =>
            `<AvailStatusMessage>${control(night, room, plan)}<RestrictionStatus Status="${(day + round) % 9 === 0 ? 'Close' : 'Open'}"/>` +
            `<LengthsOfStay><LengthOfStay MinMaxMessageType="SetMinLOS" Time="${1 + ((day + round) % 3)}"/></LengthsOfStay></AvailStatusMessage>`,
        ),
      )
      .join('') +
    `</AvailStatusMessages></OTA_HotelAvailNotifRQ>`,
  OTA_HotelRateAmountNotifRQ:
    `<OTA_HotelRateAmountNotifRQ ${OTA} Version="1.0"><RateAmountMessages HotelCode="${HOTEL}">` +
    combos
      .flatMap(({ room, plan }) =>
        nights.map(
          (night, day) =>
            `<RateAmountMessage>${control(night, room, plan)}<Rates><Rate><BaseByGuestAmts>` +
            `<BaseByGuestAmt AmountAfterTax="${150 + ((day + round) % 40)}.00"/></BaseByGuestAmts>` +
            `<AdditionalGuestAmounts><AdditionalGuestAmount AgeQualifyingCode="8" Amount="${20 + round}.00"/></AdditionalGuestAmounts>` +
            `</Rate></Rates></RateAmountMessage>`,
        ),
      )
      .join('') +
    `</RateAmountMessages></OTA_HotelRateAmountNotifRQ>`,
  OTA_HotelInvCountNotifRQ:
    `<OTA_HotelInvCountNotifRQ ${OTA} Version="1.0"><Inventories HotelCode="${HOTEL}">` +
    rooms
      .flatMap((room) =>
        nights.map(
          (night, day) =>
            `<Inventory>${control(night, room)}<InvCounts><InvCount CountType="2" Count="${10 + ((day + round) % 5)}"/></InvCounts></Inventory>`,
        ),
      )
      .join('') +
    `</Inventories></OTA_HotelInvCountNotifRQ>`,
});

const results = [];
for (const round of [1, 2]) {
  for (const [message, body] of Object.entries(messages(round))) {
    const parseStarted = process.cpuUsage();
    parseOtaXml(body);
    const parse = process.cpuUsage(parseStarted);
    const cpu = process.cpuUsage();
    const started = performance.now();
    const response = await answerOta(
      { db, limiter: createRateLimiter(), now: () => new Date() },
      message,
      new Request(`http://127.0.0.1/ota/${message}`, {
        method: 'POST',
        headers: { authorization: AUTHORIZATION, 'content-type': 'text/xml' },
        body,
      }),
      '127.0.0.1',
    );
    const text = await response.text();
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const cpuSeconds = (used.user + used.system) / 1e6;
    if (!text.includes('<Success/>')) {
      console.error(`${message} was refused:\n${text.slice(0, 2000)}`);
      process.exitCode = 1;
    }
    results.push({
      message,
      round,
      elements: (body.match(/<(AvailStatusMessage|RateAmountMessage|Inventory)>/g) ?? []).length,
      kilobytes: Math.round(Buffer.byteLength(body) / 1024),
      seconds: Number(seconds.toFixed(2)),
      'CPU seconds': Number(cpuSeconds.toFixed(2)),
      'of which parsing': Number(((parse.user + parse.system) / 1e6).toFixed(2)),
    });
  }
}
await api.close();
console.log(
  `${HOTEL}: ${rooms.length} room types, ${combos.length} room type × rate plan pairs, ${DAYS} nights`,
);
console.table(results);
const slowest = Math.max(...results.map((result) => result.seconds));
console.log(`slowest: ${slowest} s (target 2 s)`);
if (slowest > 2) process.exitCode = 1;
