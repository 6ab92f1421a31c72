import type { Locale } from './locale.ts';
import { paymentLineMessages } from './payment-line-messages.ts';
import { paymentLineLabel } from './payment-words.ts';
import { translatorFor } from './translate.ts';

/** A payment line's label in `locale`. */
export function paymentLineLabelIn(label: string, locale: Locale): string {
  return paymentLineLabel(label, translatorFor(paymentLineMessages, locale));
}
