import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appSettings, otaReservationEvents, properties, reservations } from '../db/schema/index.ts';
import {
  CHANNEL_MANAGER_KEY_PREFIX,
  type ChannelManagerInput,
} from '../hotel-file/channel-manager.ts';
import { retryDelay } from '../mail/deliver-outbox.ts';
import { hotelReservationXml } from './hotel-reservation-xml.ts';
import { escapeXml } from './rs.ts';
import { pendingReservations } from './pending-reservations.ts';

const OTA_NAMESPACE = 'http://www.opentravel.org/OTA/2003/05';
/** A receiver that has not answered by then is tried again later. */
const PUSH_TIMEOUT_MS = 20_000;

export type Poster = (
  url: string,
  body: string,
  headers?: Readonly<Record<string, string>>,
) => Promise<{ status: number; text: string }>;

export const fetchPoster: Poster = async (url, body, headers = {}) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/xml; charset=utf-8', ...headers },
    body,
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  return { status: response.status, text: await response.text() };
};

/** The receiver took the message: HTTP 2xx and an RS with `<Success/>` and no `<Errors>`. */
const accepted = (answer: { status: number; text: string }) =>
  answer.status >= 200 &&
  answer.status < 300 &&
  /<(\w+:)?Success\s*\/?>/.test(answer.text) &&
  !/<(\w+:)?Errors[\s>]/.test(answer.text);

/** Looks a secret up by the name the hotel file gives (the environment, on a server). */
export type SecretLookup = (name: string) => string | undefined;

/**
 * How a push signs in, from the hotel's `pushLogin` and its secret: a header or the message's
 * `POS`. Null when the login names a secret that is not set: nothing is sent without it.
 */
function pushCredentials(
  login: ChannelManagerInput['pushLogin'],
  secret: SecretLookup,
): { headers: Record<string, string>; pos: string } | null {
  if (!login) return { headers: {}, pos: '' };
  const password = secret(login.secretEnv);
  if (!password) return null;
  if (login.sendAs === 'requestorId')
    return {
      headers: {},
      pos: `<POS><Source><RequestorID ID="${escapeXml(login.username)}" MessagePassword="${escapeXml(password)}"/></Source></POS>`,
    };
  const basic = Buffer.from(`${login.username}:${password}`, 'utf8').toString('base64');
  return { headers: { authorization: `Basic ${basic}` }, pos: '' };
}

/**
 * Pushes each hotel's due reservation changes once, as one `OTA_HotelResNotifRQ` per hotel to its
 * `pushUrl`. Accepted: the changes sent are acknowledged (as a pull's `OTA_NotifReportRQ` would).
 * Refused or unreachable: they wait a minute, five, half an hour… as the mailer's outbox does,
 * then every six hours; a reservation is never given up.
 * Answers how many hotels took their changes.
 */
export async function pushReservations(
  db: Database,
  post: Poster,
  now: Date,
  secret: SecretLookup = (name) => process.env[name],
): Promise<number> {
  const hotels = await db
    .select({ id: properties.id, code: properties.code, value: appSettings.value })
    .from(properties)
    .innerJoin(
      appSettings,
      eq(appSettings.key, sql`${CHANNEL_MANAGER_KEY_PREFIX} || upper(${properties.code})`),
    );
  let delivered = 0;
  for (const hotel of hotels) {
    const settings = JSON.parse(hotel.value) as ChannelManagerInput;
    if (!settings.pushUrl) continue;
    const due = and(
      eq(otaReservationEvents.propertyId, hotel.id),
      isNull(otaReservationEvents.acknowledgedAt),
    );
    const [next] = await db
      .select({ id: otaReservationEvents.id })
      .from(otaReservationEvents)
      .where(and(due, lte(otaReservationEvents.nextPushAt, now)))
      .limit(1);
    if (!next) continue;
    // Taken before the bookings are read: a change made meanwhile stays queued for the next push.
    const queued = await db
      .select({
        id: otaReservationEvents.id,
        attempts: otaReservationEvents.pushAttempts,
        number: reservations.reservationNumber,
      })
      .from(otaReservationEvents)
      .innerJoin(reservations, eq(reservations.id, otaReservationEvents.reservationId))
      .where(due);
    const pending = await pendingReservations(db, hotel.id, hotel.code, settings);
    const told = new Set(pending.reservations.map((reservation) => reservation.reservationNumber));
    const sent = queued.filter((event) => told.has(event.number));
    if (!sent.length) continue;
    const ids = sent.map((event) => event.id);
    // The message and its headers hold the secret: neither is ever logged.
    const credentials = pushCredentials(settings.pushLogin, secret);
    const body =
      `<?xml version="1.0" encoding="UTF-8"?>\n<OTA_HotelResNotifRQ xmlns="${OTA_NAMESPACE}" ` +
      `EchoToken="${hotel.code}-${Math.max(...ids)}" TimeStamp="${now.toISOString()}" Version="1.0">` +
      (credentials?.pos ?? '') +
      `<HotelReservations>${pending.reservations.map(hotelReservationXml).join('')}</HotelReservations>` +
      `</OTA_HotelResNotifRQ>`;
    const answer = credentials
      ? await post(settings.pushUrl, body, credentials.headers).catch(() => ({
          status: 0,
          text: '',
        }))
      : { status: 0, text: '' };
    if (accepted(answer)) {
      await db
        .update(otaReservationEvents)
        .set({ acknowledgedAt: now })
        .where(inArray(otaReservationEvents.id, ids));
      delivered++;
      continue;
    }
    const attempts = Math.max(...sent.map((event) => event.attempts)) + 1;
    await db
      .update(otaReservationEvents)
      .set({
        pushAttempts: attempts,
        nextPushAt: new Date(now.getTime() + retryDelay(attempts)),
      })
      .where(inArray(otaReservationEvents.id, ids));
  }
  return delivered;
}
