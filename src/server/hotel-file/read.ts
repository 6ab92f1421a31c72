import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import { LineCounter, parseDocument, type Document } from 'yaml';
import { hotelClock } from '../../domain/shared/clock.ts';
import { GroupFileSchema, type GroupFile } from './group.ts';
import { HotelFileSchema, type HotelFile } from './hotel-file.ts';
import { formatPath, type FileIssue, type PathKey } from './issues.ts';
import { checkReferences } from './references.ts';

export type ReadResult =
  | { ok: true; kind: 'hotel'; file: HotelFile }
  | { ok: true; kind: 'group'; file: GroupFile }
  | { ok: false; issues: FileIssue[] };

const EXTENSIONS = new Set(['.yaml', '.yml', '.json']);

/** Reads and checks a hotel or group file (YAML or JSON); every issue carries its place. */
export async function readHotelFile(
  file: string,
  options: { today?: string } = {},
): Promise<ReadResult> {
  const extension = path.extname(file).toLowerCase();
  if (!EXTENSIONS.has(extension))
    return { ok: false, issues: [{ path: '(file)', message: 'must end in .yaml, .yml or .json' }] };
  return parseHotelText(await readFile(file, 'utf8'), options);
}

/** As `readHotelFile`, from the text (JSON is read by the YAML parser, which gives it lines too). */
export function parseHotelText(text: string, options: { today?: string } = {}): ReadResult {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, uniqueKeys: true });
  if (document.errors.length) {
    return {
      ok: false,
      issues: document.errors.map((error) => ({
        path: '(file)',
        line: error.linePos?.[0].line,
        message: error.message.split('\n')[0]!,
      })),
    };
  }
  const data: unknown = document.toJS();
  const lineOf = (keys: readonly PathKey[]) => lineAt(document, lines, keys);
  const isGroup = typeof data === 'object' && data !== null && 'group' in data;
  if (isGroup) {
    const result = v.safeParse(GroupFileSchema, data);
    if (!result.success) return { ok: false, issues: schemaIssues(result.issues, lineOf) };
    return { ok: true, kind: 'group', file: result.output };
  }
  const result = v.safeParse(HotelFileSchema, data);
  if (!result.success) return { ok: false, issues: schemaIssues(result.issues, lineOf) };
  const issues = checkReferences(result.output, options.today ?? todayOf(result.output)).map(
    (issue) => ({
      ...issue,
      line: lineOf(issue.keys),
    }),
  );
  if (issues.length)
    return {
      ok: false,
      issues: issues.map(({ keys, ...issue }) => ({ ...issue, path: formatPath(keys) })),
    };
  return { ok: true, kind: 'hotel', file: result.output };
}

/** The hotel's today, or none when its time zone cannot be read (checkReferences says so). */
function todayOf(file: HotelFile): string | undefined {
  try {
    return hotelClock(new Date(), file.property.timeZone).today;
  } catch {
    return undefined;
  }
}

function schemaIssues(
  issues: readonly v.BaseIssue<unknown>[],
  lineOf: (keys: readonly PathKey[]) => number | undefined,
): FileIssue[] {
  return issues.map((issue) => {
    const keys = (issue.path ?? []).map((item) => item.key as PathKey);
    const message = readable(issue);
    return { path: formatPath(keys), line: lineOf(keys), message };
  });
}

/** Valibot's own messages ("Invalid key: Expected never…") where no message of ours applies. */
function readable(issue: v.BaseIssue<unknown>): string {
  if (issue.type === 'strict_object' && issue.expected === 'never')
    return 'is not a field here (check its spelling)';
  if (issue.input === undefined) return 'is required';
  if (issue.expected === 'Object') return 'must be a section (fields below it)';
  if (issue.expected === 'Array') return 'must be a list';
  return issue.message;
}

/** The line of the node at `keys`, or of its nearest parent that exists. */
function lineAt(
  document: Document,
  lines: LineCounter,
  keys: readonly PathKey[],
): number | undefined {
  for (let depth = keys.length; depth >= 0; depth--) {
    const node: unknown = document.getIn(keys.slice(0, depth), true);
    const range = (node as { range?: [number, number, number] } | undefined)?.range;
    if (range) return lines.linePos(range[0]).line;
  }
  return undefined;
}
