import * as v from 'valibot';

/** Building blocks shared by the hotel file's sections; messages read after the field's place. */

export const text = (description: string) =>
  v.pipe(
    v.string('must be text'),
    v.trim(),
    v.minLength(1, 'must not be empty'),
    v.description(description),
  );

export const optionalText = (description: string) =>
  v.optional(v.pipe(v.string('must be text'), v.description(description)));

/** Room type, rate plan and extra codes: letters, digits, dashes; the file refers to things by them. */
export const code = (description: string) =>
  v.pipe(
    v.string('must be text'),
    v.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/, 'must be 1–32 letters, digits, - or _'),
    v.description(description),
  );

export const count = (min: number, description: string) =>
  v.pipe(
    v.number('must be a number'),
    v.integer('must be a whole number'),
    v.minValue(min, `must be at least ${min}`),
    v.description(description),
  );

export const money = (description: string) =>
  v.pipe(
    v.number('must be a number'),
    v.minValue(0, 'must not be negative'),
    v.maxValue(9_999_999, 'must be below 10,000,000'),
    v.description(description),
  );

export const percent = (description: string) =>
  v.pipe(
    v.number('must be a number'),
    v.minValue(0, 'must be at least 0'),
    v.maxValue(100, 'must be at most 100'),
    v.description(description),
  );

/** A calendar day, `YYYY-MM-DD`. */
export const isoDate = (description: string) =>
  v.pipe(
    v.string('must be a date written YYYY-MM-DD'),
    v.isoDate('must be a date written YYYY-MM-DD'),
    v.description(description),
  );

export const currency = (description: string) =>
  v.pipe(
    v.string('must be a currency code'),
    v.regex(/^[A-Z]{3}$/, 'must be a three-letter currency code in capitals, e.g. GBP'),
    v.description(description),
  );

/** A web address, or a path on this site (`/images/...`). */
export const url = (description: string) =>
  v.pipe(
    v.string('must be a web address'),
    v.regex(/^(https?:\/\/|\/)\S+$/, 'must start with https://, http:// or /'),
    v.description(description),
  );

export const time = (description: string) =>
  v.pipe(
    v.string('must be a time written HH:MM'),
    v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time written HH:MM (24-hour)'),
    v.description(description),
  );

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const weekdays = (description: string) =>
  v.optional(
    v.pipe(
      v.array(v.picklist(WEEKDAYS, 'must be one of sun, mon, tue, wed, thu, fri, sat')),
      v.minLength(1, 'must name at least one day'),
      v.description(description),
    ),
  );

export const flag = (fallback: boolean, description: string) =>
  v.optional(v.pipe(v.boolean('must be true or false'), v.description(description)), fallback);

/** A run of nights: `from` and `to` are both nights sold (the last night, not the departure day). */
export const nightRange = {
  from: isoDate('First night (YYYY-MM-DD).'),
  to: isoDate('Last night, included (YYYY-MM-DD); the guest leaves the morning after.'),
  weekdays: weekdays('Only these nights of the week; every night when left out.'),
};
