import * as v from 'valibot';
import { code, count, isoDate, money, type Weekday } from './fields.ts';
import type { FileIssue } from './issues.ts';

/** One line of a rates spreadsheet; an empty cell leaves that value as it is. */
export interface RateLine {
  readonly line: number;
  readonly from: string;
  readonly to: string;
  readonly roomType: string;
  readonly ratePlan?: string;
  readonly price?: number;
  readonly rooms?: number;
  readonly minStay?: number;
  readonly maxStay?: number;
  readonly closedToArrival?: boolean;
  readonly closedToDeparture?: boolean;
  /** Channel messages only: whether the nights are closed to sale. */
  readonly closed?: boolean;
  /** Channel messages only: the weekdays of the range it applies to (every day when left out). */
  readonly weekdays?: readonly Weekday[];
  /**
   * Channel messages only: base rates by the number of guests they cover (0: any); the night's
   * base adults pick one.
   */
  readonly priceByGuests?: ReadonlyMap<number, number>;
  /**
   * Channel messages only: what each guest beyond the base rate's adults costs a night (an adult
   * beyond them, each child, each infant: the hotel file's `perAdult`, `perChild`, `perInfant`).
   */
  readonly extraGuestPrices?: {
    readonly adult?: number;
    readonly child?: number;
    readonly infant?: number;
  };
  /** Channel messages only: the currency the prices are in; must be the hotel's. */
  readonly currency?: string;
}

/** The stay rules a line sets; the nights' other values stay. */
export const STAY_RULES = ['minStay', 'maxStay', 'closedToArrival', 'closedToDeparture'] as const;

export const RATE_COLUMNS = ['from', 'to', 'roomType', 'ratePlan', 'price', 'rooms', ...STAY_RULES];

const number = v.pipe(v.string(), v.transform(Number));
const YES = ['true', 'yes', 'y', '1'];
const NO = ['false', 'no', 'n', '0'];
const yesNo = (description: string) =>
  v.pipe(
    v.string(),
    v.transform((cell) => cell.toLowerCase()),
    v.picklist([...YES, ...NO], 'must be yes or no (true or false)'),
    v.transform((cell) => YES.includes(cell)),
    v.description(description),
  );
const LineSchema = v.object({
  from: isoDate('First night.'),
  to: isoDate('Last night, included.'),
  roomType: code('Room type code.'),
  ratePlan: v.optional(code('Rate plan code; needed for a price.')),
  price: v.optional(v.pipe(number, money('Base rate per night.'))),
  rooms: v.optional(v.pipe(number, count(0, 'Rooms to sell each night.'))),
  minStay: v.optional(v.pipe(number, count(1, 'Minimum stay arriving that night.'))),
  maxStay: v.optional(v.pipe(number, count(1, 'Maximum stay arriving that night.'))),
  closedToArrival: v.optional(yesNo('No stay arrives that night.')),
  closedToDeparture: v.optional(yesNo('No stay leaves that day.')),
});

/** Splits CSV text into rows of cells (double quotes may hold commas, quotes and line breaks). */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',' || char === ';') endCell();
    else if (char === '\n') endRow();
    else if (char !== '\r') cell += char;
  }
  if (cell || row.length) endRow();
  return rows;
}

const normalHeader = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');

/** Reads a rates spreadsheet (header row first, columns RATE_COLUMNS in any order). */
export function parseRatesCsv(text: string): { lines: RateLine[]; issues: FileIssue[] } {
  const [header, ...rows] = csvRows(text.replace(/^\uFEFF/, ''));
  const issues: FileIssue[] = [];
  const columns = (header ?? []).map(normalHeader);
  const wanted = RATE_COLUMNS.map((name) => name.toLowerCase());
  for (const name of ['from', 'to', 'roomtype'])
    if (!columns.includes(name))
      issues.push({
        path: 'header',
        line: 1,
        message: `needs a ${name} column (${RATE_COLUMNS.join(', ')})`,
      });
  columns.forEach((name, index) => {
    if (name && !wanted.includes(name))
      issues.push({
        path: `column ${index + 1}`,
        line: 1,
        message: `${header![index]} is not one of ${RATE_COLUMNS.join(', ')}`,
      });
  });
  if (issues.length) return { lines: [], issues };
  const lines: RateLine[] = [];
  rows.forEach((cells, index) => {
    const line = index + 2;
    if (cells.every((cell) => !cell.trim())) return;
    const record: Record<string, string> = {};
    columns.forEach((name, column) => {
      const value = cells[column]?.trim() ?? '';
      const key = RATE_COLUMNS[wanted.indexOf(name)];
      if (key && value) record[key] = value;
    });
    const result = v.safeParse(LineSchema, record);
    if (!result.success) {
      for (const issue of result.issues)
        issues.push({
          path: v.getDotPath(issue) ?? 'line',
          line,
          message: issue.input === undefined ? 'is required' : issue.message,
        });
      return;
    }
    const entry = result.output;
    if (entry.from > entry.to)
      issues.push({ path: 'to', line, message: 'must not be before from' });
    if (entry.price !== undefined && entry.ratePlan === undefined)
      issues.push({ path: 'ratePlan', line, message: 'is needed for a price' });
    if (
      entry.price === undefined &&
      entry.rooms === undefined &&
      STAY_RULES.every((rule) => entry[rule] === undefined)
    )
      issues.push({
        path: 'line',
        line,
        message: `changes nothing: give a price, rooms or ${STAY_RULES.join(', ')}`,
      });
    lines.push({ line, ...entry });
  });
  return { lines, issues };
}
