import { formatMoney } from './currency.ts';
import type { IntlForms } from './intl-forms.ts';
import { paymentLineMessages, t } from './payment-line-messages.ts';
import type { Params } from './translate.ts';

/** A `t` over the payment words: the page's (`translator`) or a given locale's (`translatorFor`). */
export type PaymentWords = (key: keyof typeof paymentLineMessages, params?: Params) => string;

const INVOICED = /^Invoiced to (.*?)(?: \(PO (.*)\))?$/s;

/**
 * A payment line's label (`paymentLines` writes it in en-GB) in `words`: each label the domain
 * writes is matched back to its message; one it does not write is left as it is. Checkout's
 * summary, the confirmation page and email all say it so.
 */
export function paymentLineLabel(label: string, words: PaymentWords = t): string {
  if (label === 'Charged now') return words('payment.line.chargedNow');
  if (label === 'Charged before arrival') return words('payment.line.chargedLater');
  if (label === 'To pay at the hotel') return words('payment.line.atHotel');
  const invoiced = INVOICED.exec(label);
  if (!invoiced) return label;
  const [, to = '', poNumber] = invoiced;
  const params = { to, poNumber: poNumber ?? '' };
  // Each key written out: the browser build gives only written keys their short ids.
  if (to === 'you')
    return words(poNumber ? 'payment.line.invoicedToYouPo' : 'payment.line.invoicedToYou', params);
  if (to === 'your organisation')
    return words(
      poNumber ? 'payment.line.invoicedToOrganisationPo' : 'payment.line.invoicedToOrganisation',
      params,
    );
  return words(poNumber ? 'payment.line.invoicedToPo' : 'payment.line.invoicedTo', params);
}

/**
 * What is paid when, in one sentence, as checkout's summary says it: "Charged now: £90.00;
 * Charged before arrival: £210.00." (each language's separator and full stop).
 */
export function chargeSentence(
  lines: readonly { label: string; amount: number }[],
  money: (amount: number) => string,
  words: PaymentWords = t,
): string {
  const parts = lines.map((line) =>
    words('payment.line.amount', {
      label: paymentLineLabel(line.label, words),
      amount: money(line.amount),
    }),
  );
  return words('payment.line.sentence', { lines: parts.join(words('payment.line.separator')) });
}

/**
 * An amount charged in the hotel's currency with its equivalent in the one the guest chose, as
 * checkout, the confirmation page and email show it: "£655.00 (about €752.31)" (in `forms`, by
 * default the page's; null: en-GB's).
 */
export function withShownEquivalent(
  amount: number,
  currency: string,
  shown: { Currency: string; Amount: number } | null | undefined,
  words: PaymentWords = t,
  forms: IntlForms | null | undefined = globalThis.__f,
): string {
  const charged = formatMoney(amount, currency, forms);
  return shown
    ? words('payment.shownEquivalent', {
        charged,
        shown: formatMoney(shown.Amount, shown.Currency, forms),
      })
    : charged;
}
