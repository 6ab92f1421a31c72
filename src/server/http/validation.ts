import * as v from 'valibot';
import { tooLongMessage } from '../../domain/shared/field-limits.ts';
import { HttpError, INVALID_REQUEST_MESSAGE, type ModelState } from './errors.ts';

/** Where an input came from; path and query errors are keyed by parameter name, body errors by field path. */
export type InputSource = 'path' | 'query' | 'body';

export const CONTROL_CHARACTER_MESSAGE = 'This text contains characters that are not allowed.';

// NUL and the other C0 controls (tab, line feed and carriage return aside) and DEL: no guest types
// them, PostgreSQL refuses NUL in text, and logs and headers must never carry them.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Paths (`Booker.FirstName`, `Rooms[0]`) of every string in `input` (keys included) with a control character. */
export function controlCharacterFields(input: unknown, path = ''): string[] {
  if (typeof input === 'string') return CONTROL.test(input) ? [path] : [];
  if (Array.isArray(input))
    return input.flatMap((item, index) => controlCharacterFields(item, `${path}[${index}]`));
  if (typeof input !== 'object' || input === null) return [];
  return Object.entries(input).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    return CONTROL.test(key) ? [at] : controlCharacterFields(value, at);
  });
}

/**
 * Parses `input` with a contract schema, or throws 400 with per-field ModelState messages. Text with
 * control characters is refused first, for every field of every operation alike.
 */
export function parseInput<TOutput>(
  schema: v.GenericSchema<unknown, TOutput>,
  input: unknown,
  source: InputSource,
): TOutput {
  const unsafe = controlCharacterFields(input);
  if (unsafe.length) {
    throw new HttpError(
      400,
      INVALID_REQUEST_MESSAGE,
      Object.fromEntries(
        unsafe.map((field) => [
          field || (source === 'body' ? '$' : source),
          [CONTROL_CHARACTER_MESSAGE],
        ]),
      ),
    );
  }
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw new HttpError(400, INVALID_REQUEST_MESSAGE, toModelState(result.issues, source));
}

/** Valibot issues → `{ "Rooms[0].NumberOfAdults": ["..."] }`; whole-body problems go under "$". */
export function toModelState(
  issues: readonly v.BaseIssue<unknown>[],
  source: InputSource,
): ModelState {
  const modelState: ModelState = {};
  for (const issue of issues) {
    const key = fieldKey(issue) ?? (source === 'body' ? '$' : source);
    (modelState[key] ??= []).push(issueMessage(issue, key));
  }
  return modelState;
}

function fieldKey(issue: v.BaseIssue<unknown>): string | null {
  if (!issue.path?.length) return null;
  let key = '';
  for (const item of issue.path) {
    if (typeof item.key === 'number') key += `[${item.key}]`;
    else key += key ? `.${String(item.key)}` : String(item.key);
  }
  return key;
}

// The words the forms label these fields with; another field is named after its key.
const FIELD_LABELS: Readonly<Record<string, string>> = {
  FirstName: 'First name',
  Firstname: 'First name',
  LastName: 'Last name',
  Lastname: 'Last name',
  Email: 'Email address',
  EmailAddress: 'Email address',
  Phone: 'Phone number',
  Telephone: 'Phone number',
  MobileNumber: 'Phone number',
  ContactNumber: 'Phone number',
  Street: 'Street address',
  City: 'Town or city',
  ZipCode: 'Post code',
  NameOnCard: 'Name on card',
};

const labelOf = (field: string): string =>
  FIELD_LABELS[field] ??
  field.replace(/(?<=[a-z])(?=[A-Z])/g, ' ').replace(/(?<= )[A-Z]/g, (c) => c.toLowerCase());

function issueMessage(issue: v.BaseIssue<unknown>, key: string): string {
  const field = key.split(/[.[]/).pop()?.replace(/]$/, '') || key;
  if (issue.kind === 'schema' && issue.input === undefined) {
    return `The ${field} field is required.`;
  }
  // Too long: the field and its limit, whatever the schema says ("First name: at most 100 characters").
  if (issue.type === 'max_length' && typeof issue.input === 'string')
    return tooLongMessage(labelOf(field), Number(issue.requirement));
  return issue.message;
}

/**
 * Query strings bind case-insensitively to the schema's keys (`PropertyId` or `propertyid` reach
 * `propertyId`), as ASP.NET-style clients expect; empty values count as absent.
 */
export function bindQuery(
  raw: Record<string, string>,
  schema: v.GenericSchema,
): Record<string, string> {
  const entries = 'entries' in schema ? (schema.entries as Record<string, unknown>) : {};
  const byLowerName = new Map(Object.keys(entries).map((name) => [name.toLowerCase(), name]));
  const bound: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === '') continue;
    const target = byLowerName.get(name.toLowerCase()) ?? name;
    bound[target] ??= value;
  }
  return bound;
}
