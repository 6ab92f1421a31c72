import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateWindows } from '../db/schema/index.ts';
import { RATE_WINDOW_MS, windowWait, type RateLimiter } from './rate-limit.ts';

// Finished windows are dropped now and then, not on every request.
const PRUNE_EVERY = 1_000;

/**
 * Counts in the database, so every server and worker on one PostgreSQL shares one count per route
 * and address: one upsert per request starts a new window or adds to the current one, atomically
 * (the row is locked by the conflict), whatever arrives at once.
 */
export function createSharedRateLimiter(db: Database): RateLimiter {
  let sincePrune = 0;
  return {
    async take(key, address, perMinute, now) {
      const at = new Date(now);
      const expired = sql`${rateWindows.startedAt} <= ${new Date(now - RATE_WINDOW_MS)}`;
      const [window] = await db
        .insert(rateWindows)
        .values({ route: key, address, startedAt: at, count: 1 })
        .onConflictDoUpdate({
          target: [rateWindows.route, rateWindows.address],
          set: {
            startedAt: sql`case when ${expired} then ${at} else ${rateWindows.startedAt} end`,
            count: sql`case when ${expired} then 1 else ${rateWindows.count} + 1 end`,
          },
        })
        .returning({ startedAt: rateWindows.startedAt, count: rateWindows.count });
      if (++sincePrune >= PRUNE_EVERY) {
        sincePrune = 0;
        await db
          .delete(rateWindows)
          .where(lt(rateWindows.startedAt, new Date(now - RATE_WINDOW_MS)));
      }
      return window!.count > perMinute ? windowWait(window!.startedAt.getTime(), now) : 0;
    },
  };
}
