import { translator } from './translate.ts';

/**
 * en-GB words of a stay that islands write in the browser and the server writes into pages and
 * emails (`stay-words.ts`). Counted words come in pairs: `.one` for 1, `.other` otherwise.
 */
export const stayWordsMessages = {
  'stay.adults.one': '1 adult',
  'stay.adults.other': '{count} adults',
  'stay.children.one': '1 child',
  'stay.children.other': '{count} children',
  'stay.infants.one': '1 infant',
  'stay.infants.other': '{count} infants',
} as const;

export const t = translator(stayWordsMessages);
