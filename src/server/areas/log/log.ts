import type { LogBatch } from '../../../api/contract/log.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { lt } from 'drizzle-orm';
import { clientLogs } from '../../db/schema/index.ts';
import { maskSensitive } from './mask.ts';

const maskNullable = (text: string | null | undefined): string | null =>
  text == null ? null : maskSensitive(text);

/** How long client logs are kept. */
export const LOG_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
let storedSincePrune = 0;

/** Stores a batch of client log entries with card-like numbers masked; now and then drops entries past the retention. */
export async function storeClientLogs(
  ctx: AppContext,
  batch: LogBatch,
  userAgent: string | null,
): Promise<void> {
  const receivedAt = ctx.now();
  if (storedSincePrune++ % 100 === 0) await pruneClientLogs(ctx.db, receivedAt);
  await ctx.db.insert(clientLogs).values(
    batch.Entries.map((entry) => ({
      level: entry.Level,
      name: maskSensitive(entry.Name),
      message: maskSensitive(entry.Message),
      code: maskNullable(entry.Code),
      status: entry.Status ?? null,
      url: maskNullable(entry.Url),
      method: entry.Method?.toUpperCase() ?? null,
      clientTimestamp: new Date(entry.Timestamp),
      receivedAt,
      userAgent: userAgent?.slice(0, 500) ?? null,
    })),
  );
}

/** Deletes client logs received more than `LOG_RETENTION_DAYS` ago. */
export async function pruneClientLogs(db: Executor, now: Date): Promise<void> {
  await db
    .delete(clientLogs)
    .where(lt(clientLogs.receivedAt, new Date(now.getTime() - LOG_RETENTION_DAYS * DAY_MS)));
}
