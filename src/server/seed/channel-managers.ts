import type { Executor } from '../db/client.ts';
import { appSettings } from '../db/schema/index.ts';
import {
  CHANNEL_MANAGER_KEY_PREFIX,
  type ChannelManagerInput,
} from '../hotel-file/channel-manager.ts';
import { secretDigest } from '../ota/credentials.ts';

/** Published in the README so a channel manager's team can try every message on `npm start`. */
export const DEMO_CHANNEL_SECRET = 'stayfront-demo-channel-secret';

/** Channel codes for the London hotel, so a try shows the mapping at work. */
const LONDON_CODES = {
  roomTypes: { DBL: 'CLDBL', KNG: 'DLXKNG' },
  ratePlans: { BAR: 'FLEX' },
  extras: { BKF: 'BRKFST', SPATREAT: 'SPA' },
};

/** A channel-manager login per demo hotel: user `cm-<code in lower case>`, the demo secret. */
export async function seedChannelManagers(tx: Executor, codes: readonly string[]): Promise<void> {
  const rows = codes.map((code) => {
    const settings: ChannelManagerInput = {
      username: `cm-${code.toLowerCase()}`,
      secretSha256: secretDigest(DEMO_CHANNEL_SECRET),
      ...(code === 'GRANDLDN' ? LONDON_CODES : { roomTypes: {}, ratePlans: {}, extras: {} }),
    };
    return { key: `${CHANNEL_MANAGER_KEY_PREFIX}${code}`, value: JSON.stringify(settings) };
  });
  if (rows.length) await tx.insert(appSettings).values(rows);
}
