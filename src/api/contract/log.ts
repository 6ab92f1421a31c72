import * as v from 'valibot';
import { IsoTimestampSchema } from './common.ts';

export const LogLevelSchema = v.picklist(
  ['error', 'warn', 'info'],
  'Level is one of error, warn, info.',
);
export type LogLevel = v.InferOutput<typeof LogLevelSchema>;

const Text = (max: number) =>
  v.pipe(v.string(), v.maxLength(max, `Use at most ${max} characters.`));

/** One client-side log record (spec §8: name, message, code, status, url, method). */
export const LogEntrySchema = v.object({
  Level: LogLevelSchema,
  Name: Text(200),
  Message: Text(4000),
  Code: v.optional(v.nullable(Text(100))),
  Status: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999)))),
  Url: v.optional(v.nullable(Text(2000))),
  Method: v.optional(v.nullable(Text(16))),
  Timestamp: IsoTimestampSchema,
});
export type LogEntry = v.InferOutput<typeof LogEntrySchema>;

/**
 * POST /api/Log — our path for the spec's "log endpoint on a separate path"; answers 204.
 * Digit runs that look like card numbers are masked before storage.
 */
export const LogBatchSchema = v.object({
  Entries: v.pipe(
    v.array(LogEntrySchema),
    v.minLength(1, 'Send at least one entry.'),
    v.maxLength(50, 'Send at most 50 entries at a time.'),
  ),
});
export type LogBatch = v.InferOutput<typeof LogBatchSchema>;
