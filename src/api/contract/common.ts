import * as v from 'valibot';

/** A calendar date `YYYY-MM-DD` (hotel-local, no time zone); rejects dates such as 2026-02-30. */
export const IsoDateSchema = v.pipe(
  v.string('Use a date in the form YYYY-MM-DD.'),
  v.isoDate('Use a date in the form YYYY-MM-DD.'),
  v.check(isRealCalendarDate, 'This date does not exist.'),
);
export type IsoDate = v.InferOutput<typeof IsoDateSchema>;

function isRealCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

// `@__PURE__`: schemas the browser's scripts do not use are left out of them (valibot's calls are
// not known to be free of side effects).

/** An instant with a time zone, e.g. `2026-11-22T10:15:00.000Z`. */
export const IsoTimestampSchema = /* @__PURE__ */ v.pipe(
  /* @__PURE__ */ v.string('Use an ISO 8601 timestamp.'),
  /* @__PURE__ */ v.isoTimestamp('Use an ISO 8601 timestamp such as 2026-11-22T10:15:00Z.'),
);

/** The error body of every non-2xx answer (spec §8): per-field message lists, else one message. */
export const ApiErrorSchema = /* @__PURE__ */ v.object({
  Message: /* @__PURE__ */ v.string(),
  ModelState: /* @__PURE__ */ v.optional(
    /* @__PURE__ */ v.record(
      /* @__PURE__ */ v.string(),
      /* @__PURE__ */ v.array(/* @__PURE__ */ v.string()),
    ),
  ),
});
export type ApiError = v.InferOutput<typeof ApiErrorSchema>;

/** `{ Success: true }` acknowledgements. */
export const SuccessSchema = /* @__PURE__ */ v.object({ Success: /* @__PURE__ */ v.boolean() });
export type Success = v.InferOutput<typeof SuccessSchema>;

export const HealthSchema = /* @__PURE__ */ v.object({
  Status: /* @__PURE__ */ v.literal('ok'),
});
export type Health = v.InferOutput<typeof HealthSchema>;

/** The largest id a database `integer` holds (2³¹ − 1); a larger one is no id of ours. */
export const MAX_ID = 2_147_483_647;

/** Database identity: a positive whole number that fits an `integer` column. */
export const IdSchema = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(1),
  v.maxValue(MAX_ID, 'No record has this id.'),
);

/** Lookup rows such as card types: `{ Id, Name }`. */
export const IdNameSchema = v.object({ Id: IdSchema, Name: v.string() });
export type IdName = v.InferOutput<typeof IdNameSchema>;

/** ISO 4217 code, upper case (GBP, ZAR, NGN, ...). */
export const CurrencyCodeSchema = v.pipe(
  v.string('Use a three-letter currency code.'),
  v.regex(/^[A-Z]{3}$/, 'Use a three-letter currency code such as GBP.'),
);
export type CurrencyCode = v.InferOutput<typeof CurrencyCodeSchema>;

/** ISO 3166-1 alpha-2 country code, upper case. */
export const CountryCodeSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Z]{2}$/, 'Use a two-letter country code such as GB.'),
);

export const HexColourSchema = v.pipe(v.string(), v.hexColor('Use a hex colour such as #1a2b3c.'));

/** Brand colours; the layout turns them into CSS variables. */
export const ThemeSchema = v.object({
  Primary: HexColourSchema,
  Secondary: HexColourSchema,
  Accent: HexColourSchema,
  Tertiary: HexColourSchema,
  Dark: HexColourSchema,
  DarkPage: HexColourSchema,
  Positive: HexColourSchema,
  Negative: HexColourSchema,
  Info: HexColourSchema,
  Warning: HexColourSchema,
  LightPage: HexColourSchema,
  BrandPrimary: HexColourSchema,
});
export type Theme = v.InferOutput<typeof ThemeSchema>;

/**
 * How a URL addresses a property or property group: its code (any letter case) or its numeric id.
 * Stays a string; the server decides which of the two it is.
 */
export const EntityRefSchema = v.pipe(
  v.string('Give a property code or a numeric id.'),
  v.trim(),
  v.nonEmpty('Give a property code or a numeric id.'),
  v.maxLength(50, 'A property code has at most 50 characters.'),
  v.regex(/^[A-Za-z0-9_-]+$/, 'A property code has only letters, digits, "-" and "_".'),
);
export type EntityRef = v.InferOutput<typeof EntityRefSchema>;

/** Path parameters of `/{id}` routes. */
export const EntityRefParamsSchema = v.object({ id: EntityRefSchema });
export type EntityRefParams = v.InferOutput<typeof EntityRefParamsSchema>;

/** A numeric id carried in a query string ("12" → 12). */
export const QueryIdSchema = v.pipe(
  v.string('Give a numeric id.'),
  v.regex(/^[1-9]\d{0,9}$/, 'Give a numeric id.'),
  v.transform(Number),
  v.number(),
  v.maxValue(MAX_ID, 'No record has this id.'),
);
