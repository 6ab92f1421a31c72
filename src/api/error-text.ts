import * as v from 'valibot';

const ErrorBodySchema = v.object({
  Message: v.optional(v.string()),
  ModelState: v.optional(v.record(v.string(), v.array(v.string()))),
});

/**
 * Spec §8: the text shown for a failed call — every ModelState message joined with spaces
 * (each optionally prefixed by its field name), else the single `Message`, else undefined.
 */
export function errorText(
  body: unknown,
  options: { prefixFieldNames?: boolean } = {},
): string | undefined {
  const parsed = v.safeParse(ErrorBodySchema, body);
  if (!parsed.success) return typeof body === 'string' && body.trim() ? body.trim() : undefined;
  const { ModelState, Message } = parsed.output;
  const fieldMessages = Object.entries(ModelState ?? {}).flatMap(([field, list]) =>
    list.map((message) => (options.prefixFieldNames ? `${field}: ${message}` : message)),
  );
  if (fieldMessages.length > 0) return fieldMessages.join(' ');
  return Message?.trim() ? Message : undefined;
}

/** Per-field messages of a 400, for putting each next to its input. */
export function fieldErrors(body: unknown): Record<string, string> {
  const parsed = v.safeParse(ErrorBodySchema, body);
  if (!parsed.success || !parsed.output.ModelState) return {};
  return Object.fromEntries(
    Object.entries(parsed.output.ModelState).map(([field, list]) => [field, list.join(' ')]),
  );
}
