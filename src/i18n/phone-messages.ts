import { translator } from './translate.ts';

/** en-GB label and hints of the phone number, the same in every form that asks for one. */
export const phoneMessages = {
  'phone.label': 'Phone number',
  'phone.hint': 'Numbers without a country code are taken as {dialCode} ({name})',
  'phone.hintInternational': 'Include the country code, starting with + or 00',
} as const;

export const t = translator(phoneMessages);
