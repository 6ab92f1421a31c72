import type { LogBatch } from '../../../api/contract/log.ts';
import type { AppContext } from '../../context.ts';
import { clientLogs } from '../../db/schema/index.ts';
import { maskSensitive } from './mask.ts';

const maskNullable = (text: string | null | undefined): string | null => (text == null ? null : maskSensitive(text));

/** Stores a batch of client log entries with card-like numbers masked. */
export async function storeClientLogs(ctx: AppContext, batch: LogBatch, userAgent: string | null): Promise<void> {
  const receivedAt = ctx.now();
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
