import type { Database } from '../db/client.ts';
import { importGroupFile } from './import/import-group.ts';
import { importHotelFile, type ImportOptions } from './import/import.ts';
import { describeIssue } from './issues.ts';
import { readHotelFile, type ReadResult } from './read.ts';

export interface FilesOutcome {
  /** Every line to show: issues, changes, refusals, each after its file's name. */
  readonly lines: string[];
  readonly ok: boolean;
}

/** `HOTEL_FILES`: paths separated by commas. */
export function hotelFilesFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env['HOTEL_FILES'] ?? '')
    .split(',')
    .map((file) => file.trim())
    .filter(Boolean);
}

/**
 * Checks every file, then imports the hotels and after them the groups (which name hotels). Any
 * file with errors stops everything before a write; each import is its own transaction.
 */
export async function importFiles(
  db: Database,
  files: readonly string[],
  options: ImportOptions = {},
): Promise<FilesOutcome> {
  const lines: string[] = [];
  const read: [string, ReadResult][] = [];
  for (const file of files) read.push([file, await readHotelFile(file)]);
  for (const [file, result] of read)
    if (!result.ok) lines.push(...result.issues.map((issue) => describeIssue(file, issue)));
  if (lines.length) return { lines, ok: false };
  const ordered = [
    ...read.filter(([, result]) => result.ok && result.kind === 'hotel'),
    ...read.filter(([, result]) => result.ok && result.kind === 'group'),
  ];
  let ok = true;
  for (const [file, result] of ordered) {
    if (!result.ok) continue;
    const outcome =
      result.kind === 'hotel'
        ? await importHotelFile(db, result.file, options)
        : await importGroupFile(db, result.file, options);
    const { changes, refusals } = outcome.report;
    lines.push(...refusals.map((line) => `${file}: refused: ${line}`));
    if (refusals.length) {
      ok = false;
      lines.push(`${file}: nothing was changed.`);
      continue;
    }
    const verb = options.dryRun ? 'would change' : 'changed';
    lines.push(...changes.map((line) => `${file}: ${verb}: ${line}`));
    if (!changes.length) lines.push(`${file}: already up to date, nothing to change.`);
  }
  return { lines, ok };
}
