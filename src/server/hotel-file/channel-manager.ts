import * as v from 'valibot';
import { code, text } from './fields.ts';

const codeMap = (description: string) =>
  v.optional(
    v.pipe(
      v.record(v.pipe(v.string(), v.minLength(1)), code('Our code.')),
      v.description(description),
    ),
    {},
  );

/**
 * The channel manager's login and codes for this hotel's OpenTravel notifications. The secret is
 * kept as its SHA-256 (hex), never as itself: `node -e "console.log(require('crypto')
 * .createHash('sha256').update(process.argv[1]).digest('hex'))" SECRET`.
 */
export const ChannelManagerSchema = v.strictObject({
  username: text('User name the channel manager sends (HTTP Basic or RequestorID ID).'),
  secretSha256: v.pipe(
    v.string(),
    v.regex(/^[0-9a-f]{64}$/, 'must be 64 lower-case hex digits (a SHA-256)'),
    v.description('SHA-256 (hex) of a long random secret.'),
  ),
  roomTypes: codeMap('Channel room codes (InvTypeCode) to our room type codes, where they differ.'),
  pushUrl: v.optional(
    v.pipe(
      v.string(),
      v.url(),
      v.regex(/^https?:\/\//, 'must be an http(s) address'),
      v.description(
        'Where reservations are POSTed as OTA_HotelResNotifRQ; leave out to pull only.',
      ),
    ),
  ),
  pushLogin: v.optional(
    v.pipe(
      v.strictObject({
        username: text('User name the endpoint expects.'),
        secretEnv: v.pipe(
          v.string(),
          v.regex(/^[A-Z_][A-Z0-9_]*$/, 'must be an environment variable name (A-Z, 0-9, _)'),
          v.description(
            'Environment variable holding the secret: the file names it, never holds it.',
          ),
        ),
        sendAs: v.optional(
          v.pipe(
            v.picklist(['basic', 'requestorId']),
            v.description('HTTP Basic (default) or POS/Source/RequestorID in the message.'),
          ),
          'basic',
        ),
      }),
      v.description('The login pushed reservations carry, when the endpoint asks for one.'),
    ),
  ),
  ratePlans: codeMap(
    'Channel rate codes (RatePlanCode) to our rate plan codes, where they differ.',
  ),
  extras: codeMap(
    'Channel service codes (ServiceInventoryCode) to our extra codes, where they differ: reservations tell extras in the channel code.',
  ),
});
export type ChannelManagerInput = v.InferOutput<typeof ChannelManagerSchema>;

/** app_settings key of a hotel's channel manager settings (JSON). */
export const CHANNEL_MANAGER_KEY_PREFIX = 'channel-manager.';
