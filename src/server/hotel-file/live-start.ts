import type { Database } from '../db/client.ts';
import { ensureReferenceData } from '../seed/reference-data.ts';
import { hotelFilesFromEnv, importFiles } from './import-files.ts';

const OFF = new Set(['off', 'false', '0', 'no']);

/**
 * A live start: `DEMO_MODE=off`, or hotel files configured (`HOTEL_FILES`). Then no demo hotel,
 * account, booking or payment request is seeded; only the reference data every hotel needs.
 */
export function isLiveStart(env: NodeJS.ProcessEnv = process.env): boolean {
  return OFF.has(env['DEMO_MODE']?.trim().toLowerCase() ?? '') || hotelFilesFromEnv(env).length > 0;
}

/**
 * Seeds the reference data and imports `HOTEL_FILES` (unchanged files change nothing, so every start
 * may import them). A file with errors, or an import refused, stops the start: a hotel never runs
 * on data other than its file's without being told.
 */
export async function startLive(
  db: Database,
  env: NodeJS.ProcessEnv,
  log: (message: string) => void,
  now: () => Date = () => new Date(),
): Promise<void> {
  await db.transaction((tx) => ensureReferenceData(tx, now().toISOString().slice(0, 10)));
  const files = hotelFilesFromEnv(env);
  if (!files.length) return;
  const outcome = await importFiles(db, files, { now });
  for (const line of outcome.lines) log(`[stayfront] ${line}`);
  if (!outcome.ok) throw new Error('HOTEL_FILES could not be imported; see the lines above.');
}
