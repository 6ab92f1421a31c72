import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { appSettings } from '../db/schema/index.ts';
import {
  CHANNEL_MANAGER_KEY_PREFIX,
  type ChannelManagerInput,
} from '../hotel-file/channel-manager.ts';
import type { RateLine } from '../hotel-file/rates-csv.ts';

/** The channel manager settings a hotel file gave the hotel, or null (no channel manager). */
export async function channelManagerOf(
  db: Executor,
  hotelCode: string,
): Promise<ChannelManagerInput | null> {
  const [row] = await db
    .select()
    .from(appSettings)
    .where(eq(appSettings.key, `${CHANNEL_MANAGER_KEY_PREFIX}${hotelCode.toUpperCase()}`));
  return row ? (JSON.parse(row.value) as ChannelManagerInput) : null;
}

/** A line in our codes: the channel's codes mapped where the hotel file maps them. */
export const inOurCodes = (settings: ChannelManagerInput, line: RateLine): RateLine => ({
  ...line,
  roomType: settings.roomTypes[line.roomType] ?? line.roomType,
  ...(line.ratePlan === undefined
    ? {}
    : { ratePlan: settings.ratePlans[line.ratePlan] ?? line.ratePlan }),
});
