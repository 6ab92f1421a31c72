import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateReservationResultSchema } from '../../api/contract/reservation.ts';
import { addDays } from '../../domain/shared/clock.ts';
import { appSettings } from '../db/schema/index.ts';
import { searchOutcome, searchRates } from '../hotel-file/testing/search.ts';
import { linkCode } from '../links/link-code.ts';
import type { ReferenceApi } from '../runtime.ts';
import { DEMO_CHANNEL_SECRET } from '../seed/channel-managers.ts';
import { bookingRequest, TODAY } from '../testing/booking-kit.ts';
import {
  elementPaths,
  startChannelManagerStandIn,
  startOtaSite,
} from '../testing/channel-manager-stand-in.ts';
import { call, postJson, TEST_NOW } from '../testing/fixtures.ts';
import { bookAndOpen, plainReasonId } from '../testing/manage-kit.ts';
import { openTestApi } from '../testing/seeded-api.ts';
import { fetchPoster, pushReservations } from './push-reservations.ts';

// Every message between a channel manager and the site, over HTTP, with the sample messages of
// fixtures/ (each cites the public guide it follows). The demo's London hotel maps the channel's
// codes DBL → CLDBL, BAR → FLEX and SPATREAT → SPA; the samples' January 2030 is moved to a
// month of the demo's prices.
const fixture = (name: string) => readFile(new URL(`fixtures/${name}`, import.meta.url), 'utf8');
const MONTH = '2026-03';
const forDemo = (xml: string) =>
  xml
    .replaceAll('HotelCode="TEST1"', 'HotelCode="GRANDLDN"')
    .replaceAll('RatePlanCode="FLEX"', 'RatePlanCode="BAR"')
    .replaceAll('2030-01-', `${MONTH}-`);
const LINK_SECRET = 'round-trip-link-secret';
const KEY = 'channel-manager.GRANDLDN';

let api: ReferenceApi;
let site: Awaited<ReturnType<typeof startOtaSite>>;
let channel: Awaited<ReturnType<typeof startChannelManagerStandIn>>;
beforeAll(async () => {
  api = await openTestApi({ LINK_SECRET });
  site = await startOtaSite(api, () => TEST_NOW);
  channel = await startChannelManagerStandIn({
    username: 'cm-grandldn',
    secret: DEMO_CHANNEL_SECRET,
  });
});
afterAll(async () => {
  await site?.close();
  await channel?.close();
  await api?.close();
});

const stay = (from: string, to: string) => searchOutcome(api, 'GRANDLDN', from, to);
const night = (day: number) => `${MONTH}-${String(day).padStart(2, '0')}`;

async function book(): Promise<string> {
  const dateFrom = addDays(TODAY, 30);
  const body = await bookingRequest(api, {
    dateFrom,
    dateTo: addDays(dateFrom, 2),
    rooms: [{ roomType: 'CLDBL', ratePlan: 'FLEX', extras: [['SPA', 1]] }],
  });
  const answer = await call(api, '/api/Reservation/Create', postJson(body));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return v.parse(CreateReservationResultSchema, answer.body).ReservationNumber;
}

async function cancel(number: string): Promise<void> {
  const answer = await call(
    api,
    '/api/ManageBooking/Cancel',
    postJson({
      PropertyId: 'GRANDLDN',
      ReservationNumber: number,
      Code: linkCode(LINK_SECRET, 'manage', number),
      Version: 1,
      CancellationReasonId: await plainReasonId(api),
    }),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** The London hotel pushes to the stand-in, signing in with RequestorID. */
async function pushToStandIn(): Promise<void> {
  const [row] = await api.database.db.select().from(appSettings).where(eq(appSettings.key, KEY));
  await api.database.db
    .update(appSettings)
    .set({
      value: JSON.stringify({
        ...JSON.parse(row!.value),
        pushUrl: channel.pushUrl,
        pushLogin: { username: 'stayfront', secretEnv: 'CM_PUSH_SECRET', sendAs: 'requestorId' },
      }),
    })
    .where(eq(appSettings.key, KEY));
}
const secret = (name: string) => (name === 'CM_PUSH_SECRET' ? 'push-secret' : undefined);

describe('a channel manager and the site, over HTTP', () => {
  it('OTA_HotelAvailNotifRQ closes and restricts; the RS says Success', async () => {
    expect((await stay(night(9), night(11))).rates).toContain('CLDBL/FLEX');
    const answer = await channel.send(
      site.url,
      'OTA_HotelAvailNotifRQ',
      forDemo(await fixture('avail-notif.xml')),
    );
    expect(answer).toMatchObject({ status: 200, root: 'OTA_HotelAvailNotifRS' });
    expect(answer.text).toContain('<Success/>');
    expect(answer.text).toContain('EchoToken="avail-1"');
    expect((await stay(night(9), night(11))).rates).not.toContain('CLDBL/FLEX');
    // Closed to arrival on the 14th: a stay may go through it, not start on it.
    expect((await stay(night(14), night(16))).rates).not.toContain('CLDBL/FLEX');
    expect((await stay(night(12), night(16))).rates).toContain('CLDBL/FLEX');
  });

  it('OTA_HotelRateAmountNotifRQ sets the base rate for the base adults', async () => {
    const answer = await channel.send(
      site.url,
      'OTA_HotelRateAmountNotifRQ',
      forDemo(await fixture('rate-amount-notif.xml')),
    );
    expect(answer).toMatchObject({ status: 200, root: 'OTA_HotelRateAmountNotifRS' });
    expect(answer.text).toContain('<Success/>');
    expect((await searchRates(api, 'GRANDLDN', night(21), night(22)))['CLDBL/FLEX']).toBe(125.5);
  });

  it('OTA_HotelInvCountNotifRQ with no rooms left stops the room being offered', async () => {
    expect((await stay(night(4), night(6))).rates).toContain('CLDBL/FLEX');
    const answer = await channel.send(
      site.url,
      'OTA_HotelInvCountNotifRQ',
      forDemo(await fixture('inv-count-notif.xml')),
    );
    expect(answer).toMatchObject({ status: 200, root: 'OTA_HotelInvCountNotifRS' });
    expect(answer.text).toContain('<Success/>');
    expect(
      (await stay(night(4), night(6))).rates.filter((rate) => rate.startsWith('CLDBL/')),
    ).toEqual([]);
  });

  it('OTA_ReadRQ pulls a booking; OTA_NotifReportRQ acknowledges it', async () => {
    const number = await book();
    const read = await channel.send(site.url, 'OTA_ReadRQ', await fixture('read-rq.xml'));
    expect(read).toMatchObject({ status: 200, root: 'OTA_ResRetrieveRS' });
    const told = new RegExp(
      `<HotelReservation ResStatus="Commit" CreateDateTime="[^"]+" LastModifyDateTime="([^"]+)"><UniqueID Type="14" ID="${number}"/>`,
    ).exec(read.text);
    expect(told).not.toBeNull();
    const report = (await fixture('notif-report-rq.xml'))
      .replaceAll('RESERVATION_NUMBER', number)
      .replaceAll('LAST_MODIFIED', told![1]!);
    const ack = await channel.send(site.url, 'OTA_NotifReportRQ', report);
    expect(ack).toMatchObject({ status: 200, root: 'OTA_NotifReportRS' });
    expect(ack.text).toContain('<Success/>');
    const again = await channel.send(site.url, 'OTA_ReadRQ', await fixture('read-rq.xml'));
    expect(again.text).not.toContain(`ID="${number}"`);
  });

  it('OTA_HotelResNotifRQ is pushed for a booking and its cancellation, shaped as the sample', async () => {
    await pushToStandIn();
    const number = await book();
    expect(await pushReservations(api.database.db, fetchPoster, new Date(), secret)).toBe(1);
    const commit = channel.pushes.at(-1)!.body;
    expect(commit).toContain(`<HotelReservation ResStatus="Commit"`);
    expect(commit).toContain(`ID="${number}"`);
    expect(commit).toContain('<RequestorID ID="stayfront" MessagePassword="push-secret"/>');
    expect(commit).toContain('RoomTypeCode="DBL" RatePlanCode="BAR"');
    expect(commit).toContain('ServiceInventoryCode="SPATREAT"');
    const sample = elementPaths(await fixture('hotel-res-notif-rq.xml'));
    expect([...elementPaths(commit)].filter((path) => !sample.has(path))).toEqual([]);

    await cancel(number);
    expect(await pushReservations(api.database.db, fetchPoster, new Date(), secret)).toBe(1);
    const cancelled = channel.pushes.at(-1)!.body;
    expect(cancelled).toContain(`<HotelReservation ResStatus="Cancel"`);
    expect(cancelled).toContain(`ID="${number}"`);
    expect([...elementPaths(cancelled)].filter((path) => !sample.has(path))).toEqual([]);
    // Taken: nothing more to push.
    expect(await pushReservations(api.database.db, fetchPoster, new Date(), secret)).toBe(0);
  });

  it('OTA_HotelResNotifRQ tells an amendment as Modify, with the rooms the booking keeps', async () => {
    await pushToStandIn();
    // After the nights the notifications above changed.
    const dateFrom = addDays(TODAY, 80);
    const booking = await bookAndOpen(api, LINK_SECRET, {
      dateFrom,
      dateTo: addDays(dateFrom, 2),
      rooms: [
        { roomType: 'CLDBL', ratePlan: 'FLEX' },
        { roomType: 'SUPTWN', ratePlan: 'FLEX' },
      ],
    });
    const number = booking.ReservationNumber;
    expect(await pushReservations(api.database.db, fetchPoster, new Date(), secret)).toBe(1);
    expect(channel.pushes.at(-1)!.body.match(/<RoomStay /g)).toHaveLength(2);
    const twin = booking.Items.find((item) => item.RoomTypeName === 'Superior Twin')!;
    const update = await call(
      api,
      '/api/ManageBooking/Update',
      postJson({
        PropertyId: 'GRANDLDN',
        ReservationNumber: number,
        Code: linkCode(LINK_SECRET, 'manage', number),
        Version: booking.Version,
        RoomsToCancel: [
          {
            ReservationItemId: twin.ReservationItemId,
            CancellationReasonId: await plainReasonId(api),
          },
        ],
      }),
    );
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    expect(await pushReservations(api.database.db, fetchPoster, new Date(), secret)).toBe(1);
    const modified = channel.pushes.at(-1)!.body;
    expect(modified).toContain(`<HotelReservation ResStatus="Modify"`);
    expect(modified).toContain(`ID="${number}"`);
    expect(modified.match(/<RoomStay /g)).toHaveLength(1);
    expect(modified).toContain('RoomTypeCode="DBL"');
  });
});
