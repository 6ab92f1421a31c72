import type { Database } from '../db/client.ts';
import type { RateLimiter } from '../auth/rate-limit.ts';
import { OTA_ERROR_CODE, OTA_ERROR_TYPE } from './errors.ts';
import { answerOtaMessage, OTA_MESSAGES } from './handle.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { otaResponse } from './rs.ts';
import { OTA_MAX_BYTES } from './xml.ts';

/** Notifications per client address per minute: a channel manager batches its updates. */
export const OTA_PER_MINUTE = 120;

const xml = (body: string, status = 200, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: { 'content-type': 'application/xml; charset=utf-8', ...headers },
  });

/**
 * POST /ota/<message>: one OpenTravel notification. Every answer is the message's RS (a refusal
 * too, with 404, 405, 413 or 429 where HTTP has a word for it); nothing is ever a 5xx.
 */
export async function answerOta(
  input: {
    db: Database;
    limiter: RateLimiter;
    /** Wrong logins per hotel: past the limit its messages get 429 for the rest of the minute. */
    logins?: LoginThrottle;
    now: () => Date;
    /** Told when a notification changed nights, before it is answered. */
    onApplied?: () => void;
  },
  message: string,
  request: Request,
  address: string,
): Promise<Response> {
  const refuse = (status: number, text: string, headers: Record<string, string> = {}) =>
    xml(
      otaResponse(
        `${message.replace(/RQ$/, '')}RS`,
        {},
        [{ type: OTA_ERROR_TYPE.unknown, code: OTA_ERROR_CODE.unableToProcess, text }],
        input.now(),
      ),
      status,
      headers,
    );
  // Counted first: probes of unknown messages use up the minute too.
  const wait = await input.limiter.take('ota', address, OTA_PER_MINUTE, input.now().getTime());
  if (wait > 0)
    return refuse(429, 'too many messages; try again shortly', { 'retry-after': String(wait) });
  if (!OTA_MESSAGES.includes(message)) return refuse(404, `${message} is not supported`);
  if (request.method !== 'POST')
    return refuse(405, 'send the message with POST', { allow: 'POST' });
  if (Number(request.headers.get('content-length') ?? 0) > OTA_MAX_BYTES)
    return refuse(413, `message larger than ${OTA_MAX_BYTES} bytes`);
  let text: string;
  try {
    text = await request.text();
  } catch {
    return refuse(400, 'the message could not be read');
  }
  const answer = await answerOtaMessage(input.db, message, text, {
    now: input.now,
    authorization: request.headers.get('authorization'),
    ...(input.onApplied ? { onApplied: input.onApplied } : {}),
    ...(input.logins ? { logins: input.logins } : {}),
  });
  return answer.retryAfter
    ? xml(answer.body, 429, { 'retry-after': String(answer.retryAfter) })
    : xml(answer.body);
}
