import type { Locale } from './locale.ts';
import { paymentLineMessages } from './payment-line-messages.ts';
import { translatorFor, type Params } from './translate.ts';

type PaymentLineKey = keyof typeof paymentLineMessages;

const INVOICED = /^Invoiced to (.*?)(?: \(PO (.*)\))?$/s;

/**
 * The message of a payment line's label (`paymentLines` writes it in en-GB, as checkout shows
 * it): each label the domain writes is matched back to its message; null for one it does not.
 */
export function paymentLineMessageOf(
  label: string,
): { key: PaymentLineKey; params: Params } | null {
  if (label === 'Charged now') return { key: 'payment.line.chargedNow', params: {} };
  if (label === 'Charged before arrival') return { key: 'payment.line.chargedLater', params: {} };
  if (label === 'To pay at the hotel') return { key: 'payment.line.atHotel', params: {} };
  const invoiced = INVOICED.exec(label);
  if (!invoiced) return null;
  const [, to = '', poNumber] = invoiced;
  const whom =
    to === 'you'
      ? 'invoicedToYou'
      : to === 'your organisation'
        ? 'invoicedToOrganisation'
        : 'invoicedTo';
  return {
    key: `payment.line.${whom}${poNumber === undefined ? '' : 'Po'}`,
    params: poNumber === undefined ? { to } : { to, poNumber },
  };
}

/** A payment line's label in `locale`. */
export function paymentLineLabelIn(label: string, locale: Locale): string {
  const message = paymentLineMessageOf(label);
  return message ? translatorFor(paymentLineMessages, locale)(message.key, message.params) : label;
}
