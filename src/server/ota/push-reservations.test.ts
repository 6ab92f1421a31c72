import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateReservationResultSchema } from '../../api/contract/reservation.ts';
import { addDays } from '../../domain/shared/clock.ts';
import { appSettings } from '../db/schema/index.ts';
import { retryDelay } from '../mail/deliver-outbox.ts';
import type { ReferenceApi } from '../runtime.ts';
import { bookingRequest, TODAY } from '../testing/booking-kit.ts';
import { call, postJson } from '../testing/fixtures.ts';
import { openTestApi } from '../testing/seeded-api.ts';
import { fetchPoster, pushReservations } from './push-reservations.ts';

const SUCCESS = readFile(new URL('fixtures/hotel-res-notif-rs.xml', import.meta.url), 'utf8');
const KEY = 'channel-manager.GRANDLDN';

/** A channel manager stand-in: records each POST and answers with what the test says. */
const received: string[] = [];
const authorizations: (string | undefined)[] = [];
let answerWith: { status: number; body: string } = { status: 200, body: '' };
let receiver: Server;
let api: ReferenceApi;
let pushUrl: string;

/** Changes the London hotel's channel-manager settings as a hotel file would. */
async function setSettings(change: Record<string, unknown>): Promise<void> {
  const db = api.database.db;
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  await db
    .update(appSettings)
    .set({ value: JSON.stringify({ ...JSON.parse(row!.value), ...change }) })
    .where(eq(appSettings.key, KEY));
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push(body);
      authorizations.push(request.headers.authorization);
      response.writeHead(answerWith.status, { 'content-type': 'application/xml' });
      response.end(answerWith.body);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  pushUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/ota`;
  api = await openTestApi({});
  await setSettings({ pushUrl });
});
afterAll(async () => {
  await api?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

async function book(): Promise<string> {
  const dateFrom = addDays(TODAY, 35);
  const body = await bookingRequest(api, {
    dateFrom,
    dateTo: addDays(dateFrom, 1),
    rooms: [{ roomType: 'DLXKNG', ratePlan: 'FLEX' }],
  });
  const answer = await call(api, '/api/Reservation/Create', postJson(body));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return v.parse(CreateReservationResultSchema, answer.body).ReservationNumber;
}

describe('reservations out, pushed', () => {
  it('retries a refused push with back-off, then delivers it once', async () => {
    const number = await book();
    const now = new Date();
    answerWith = { status: 503, body: 'busy' };
    expect(await pushReservations(api.database.db, fetchPoster, now)).toBe(0);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('<OTA_HotelResNotifRQ');
    expect(received[0]).toContain(`<HotelReservation ResStatus="Commit"`);
    expect(received[0]).toContain(`ID="${number}"`);
    expect(received[0]).toContain('RoomTypeCode="KNG"');

    // Not due yet: nothing is sent.
    answerWith = { status: 200, body: await SUCCESS };
    await pushReservations(api.database.db, fetchPoster, new Date(now.getTime() + 1000));
    expect(received).toHaveLength(1);

    const later = new Date(now.getTime() + retryDelay(1));
    expect(await pushReservations(api.database.db, fetchPoster, later)).toBe(1);
    expect(received).toHaveLength(2);
    expect(received[1]).toContain(`ID="${number}"`);

    // Taken: not sent again.
    await pushReservations(api.database.db, fetchPoster, new Date(later.getTime() + 3_600_000));
    expect(received).toHaveLength(2);
  });

  it('treats an RS with Errors as refused', async () => {
    const number = await book();
    answerWith = {
      status: 200,
      body: '<OTA_HotelResNotifRS><Errors><Error Type="3" Code="450"/></Errors></OTA_HotelResNotifRS>',
    };
    const now = new Date(Date.now() + 10 * 3_600_000);
    expect(await pushReservations(api.database.db, fetchPoster, now)).toBe(0);
    answerWith = { status: 200, body: await SUCCESS };
    expect(await pushReservations(api.database.db, fetchPoster, now)).toBe(0);
    const later = new Date(now.getTime() + retryDelay(1));
    expect(await pushReservations(api.database.db, fetchPoster, later)).toBe(1);
    expect(received.at(-1)).toContain(`ID="${number}"`);
  });

  it('signs in as the hotel file says, with the secret from the environment', async () => {
    const secrets = { HARBOUR_PUSH_SECRET: 's3cret&<"' } as Record<string, string | undefined>;
    const lookup = (name: string) => secrets[name];
    const at = (hours: number) => new Date(Date.now() + hours * 3_600_000);
    answerWith = { status: 200, body: await SUCCESS };
    await setSettings({
      pushLogin: { username: 'stayfront', secretEnv: 'HARBOUR_PUSH_SECRET', sendAs: 'basic' },
    });
    await book();
    expect(await pushReservations(api.database.db, fetchPoster, at(100), lookup)).toBe(1);
    expect(authorizations.at(-1)).toBe(
      `Basic ${Buffer.from('stayfront:s3cret&<"').toString('base64')}`,
    );
    expect(received.at(-1)).not.toContain('<POS>');

    await setSettings({
      pushLogin: { username: 'stayfront', secretEnv: 'HARBOUR_PUSH_SECRET', sendAs: 'requestorId' },
    });
    await book();
    expect(await pushReservations(api.database.db, fetchPoster, at(200), lookup)).toBe(1);
    expect(authorizations.at(-1)).toBeUndefined();
    expect(received.at(-1)).toContain(
      '<POS><Source><RequestorID ID="stayfront" MessagePassword="s3cret&amp;&lt;&quot;"/></Source></POS><HotelReservations>',
    );

    // The secret is not set: nothing goes out without it, and the change waits.
    secrets['HARBOUR_PUSH_SECRET'] = undefined;
    const sent = received.length;
    await book();
    expect(await pushReservations(api.database.db, fetchPoster, at(300), lookup)).toBe(0);
    expect(received).toHaveLength(sent);
    secrets['HARBOUR_PUSH_SECRET'] = 'back';
    expect(await pushReservations(api.database.db, fetchPoster, at(301), lookup)).toBe(1);
    await setSettings({ pushLogin: undefined });
  });
});
