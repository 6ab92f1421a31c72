import * as v from 'valibot';
import { UserSchema, type User } from '../api/contract/account.ts';
import type { ContactHotel } from '../components/ContactUsDialog.tsx';

// Loaded on first need (a logged-in page, a menu action), so valibot and the contract stay out of
// every page's first JavaScript.

const ContactHotelSchema = v.object({
  PropertyCode: v.string(),
  PropertyName: v.string(),
  Telephone: v.nullish(v.string()),
  Email: v.nullish(v.string()),
});

/** A JSON data attribute read through its schema: null when absent, malformed or of another shape. */
function parse<S extends v.GenericSchema>(
  schema: S,
  text: string | undefined,
): v.InferOutput<S> | null {
  try {
    const result = v.safeParse(schema, text ? JSON.parse(text) : null);
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

export const parseUser = (text: string | undefined): User | null => parse(UserSchema, text);
export const parseHotel = (text: string | undefined): ContactHotel | null =>
  parse(ContactHotelSchema, text);
