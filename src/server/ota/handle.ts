import type { Database } from '../db/client.ts';
import { applyRates } from '../hotel-file/import/apply-rates.ts';
import { readAvailNotif, type Notification } from './avail-notif.ts';
import { OTA_ERROR_CODE, OTA_ERROR_TYPE, otaErrorOf, type OtaError } from './errors.ts';
import { readInvCountNotif } from './inv-count-notif.ts';
import { readRateAmountNotif } from './rate-amount-notif.ts';
import { credentialsMatch, givenCredentials, type OtaLogin } from './credentials.ts';
import { channelManagerOf, inOurCodes } from './hotel-login.ts';
import { RESERVATION_MESSAGES, RESERVATION_RS } from './reservation-messages.ts';
import { otaResponse } from './rs.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { attribute, parseOtaXml, type XmlElement } from './xml.ts';

/** Compared against when a hotel has no login, so the time taken does not tell. */
const NO_LOGIN: OtaLogin = { username: '', secretSha256: '0'.repeat(64) };

/** The notifications read, by request element; each answers with its `…RS`. */
const READERS: Record<string, (body: XmlElement) => Notification> = {
  OTA_HotelAvailNotifRQ: readAvailNotif,
  OTA_HotelInvCountNotifRQ: readInvCountNotif,
  OTA_HotelRateAmountNotifRQ: readRateAmountNotif,
};

export const OTA_MESSAGES = [...Object.keys(READERS), ...Object.keys(RESERVATION_MESSAGES)];

/** The element a request is answered with: its `…RS`, or the RS OpenTravel pairs with it. */
export const otaAnswerName = (message: string): string =>
  RESERVATION_RS[message] ?? message.replace(/RQ$/, 'RS');

const unable = (text: string): OtaError => ({
  type: OTA_ERROR_TYPE.unknown,
  code: OTA_ERROR_CODE.unableToProcess,
  text,
});

export interface OtaMessageOptions {
  readonly now?: () => Date;
  readonly authorization?: string | null;
  /** Called once a notification's changes are committed (this process's nights are stale). */
  readonly onApplied?: () => void;
  /** Wrong logins per hotel; without one, none are counted (tests of the messages themselves). */
  readonly logins?: LoginThrottle;
}

/**
 * Applies one notification to the hotel it names in one transaction, through the rates
 * spreadsheet's write path (so running servers see it at once), and answers its RS: `Success`, or
 * errors and nothing changed. Never throws: a bad message is the sender's to fix, not a 5xx.
 */
export async function handleOtaMessage(
  db: Database,
  message: string,
  text: string,
  options: OtaMessageOptions = {},
): Promise<string> {
  return (await answerOtaMessage(db, message, text, options)).body;
}

/**
 * {@link handleOtaMessage}, saying too when the hotel's login is held back after too many wrong
 * ones (`retryAfter` seconds: HTTP 429).
 */
export async function answerOtaMessage(
  db: Database,
  message: string,
  text: string,
  options: OtaMessageOptions = {},
): Promise<{ body: string; retryAfter?: number }> {
  const body = await otaAnswer(db, message, text, options);
  return typeof body === 'string' ? { body } : body;
}

async function otaAnswer(
  db: Database,
  message: string,
  text: string,
  options: OtaMessageOptions,
): Promise<string | { body: string; retryAfter: number }> {
  const now = options.now ?? (() => new Date());
  const name = otaAnswerName(message);
  const answer = (errors: readonly OtaError[], echoToken?: string, content = '', attributes = '') =>
    otaResponse(name, { echoToken, attributes }, errors, now(), content);
  const read = READERS[message];
  const outgoing = RESERVATION_MESSAGES[message];
  if (!read && !outgoing) return answer([unable(`${message} is not supported`)]);
  const parsed = parseOtaXml(text);
  if (!parsed.ok) return answer([unable(parsed.message)]);
  const echoToken = attribute(parsed.body, 'EchoToken');
  if (parsed.root !== message)
    return answer([unable(`expected ${message}, not ${parsed.root}`)], echoToken);
  const notification = read ? read(parsed.body) : null;
  if (notification?.errors.length) return answer(notification.errors, echoToken);
  const hotelCode = notification ? notification.hotelCode : outgoing!.hotelCode(parsed.body);
  if (!hotelCode)
    return answer(
      [
        {
          type: OTA_ERROR_TYPE.requiredFieldMissing,
          code: OTA_ERROR_CODE.requiredFieldMissing,
          text: 'HotelCode is required',
        },
      ],
      echoToken,
    );
  const refusedLogin = (retryAfter: number) => ({
    retryAfter,
    body: answer(
      [
        {
          type: OTA_ERROR_TYPE.authentication,
          code: OTA_ERROR_CODE.authorizationError,
          text: 'too many wrong logins for this hotel; try again shortly',
        },
      ],
      echoToken,
    ),
  });
  // Held back after a flood of wrong logins: refused before any check, so guesses learn nothing.
  const held = options.logins?.wait(hotelCode, now().getTime()) ?? 0;
  if (held > 0) return refusedLogin(held);
  try {
    const settings = await channelManagerOf(db, hotelCode);
    const given = givenCredentials(options.authorization ?? null, parsed.body);
    // An unknown hotel and wrong credentials answer alike: the answer names no hotel.
    const allowed = credentialsMatch(settings ?? NO_LOGIN, given) && settings !== null;
    if (!allowed) {
      const wait = options.logins?.failed(hotelCode, now().getTime()) ?? 0;
      if (wait > 0) return refusedLogin(wait);
      return answer(
        [
          {
            type: OTA_ERROR_TYPE.authentication,
            code: OTA_ERROR_CODE.authorizationError,
            text: 'these credentials may not update this hotel',
          },
        ],
        echoToken,
      );
    }
    if (!notification) {
      const result = await outgoing!.answer(db, parsed.body, { code: hotelCode, settings }, now());
      return result.ok
        ? answer([], echoToken, result.content, result.rootAttributes)
        : answer(result.errors, echoToken);
    }
    const lines = notification.lines.map((line) => inOurCodes(settings, line));
    const result = await applyRates(db, hotelCode, lines, { now });
    if (result.applied) options.onApplied?.();
    return answer(result.report.refusals.map(otaErrorOf), echoToken);
  } catch {
    return answer([unable('the update could not be applied; nothing was changed')], echoToken);
  }
}
