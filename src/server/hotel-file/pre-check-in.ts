import * as v from 'valibot';
import { count } from './fields.ts';

/** Which guest details pre-check-in asks for: a preset of domain/precheckin/guest-fields.ts. */
export const PreCheckInSchema = v.strictObject({
  preset: v.picklist(['UK', 'EU', 'Basic'], 'must be UK, EU or Basic'),
  opensDaysBeforeArrival: v.optional(
    v.pipe(
      count(0, 'The link opens (and the email goes out) this many days before arrival.'),
      v.maxValue(60, 'must be at most 60'),
    ),
    7,
  ),
  retentionDays: v.optional(
    count(0, 'Document numbers are blanked this many days after departure.'),
    365,
  ),
});
export type PreCheckInInput = v.InferOutput<typeof PreCheckInSchema>;
