import type { Locale } from './locale.ts';
import { paymentLineMessages } from './payment-line-messages.ts';
import { paymentLineLabel } from './payment-words.ts';
import { translatorFor } from './translate.ts';

/** A payment line's label in `locale`. */
export function paymentLineLabelIn(label: string, locale: Locale): string {
  return paymentLineLabel(label, translatorFor(paymentLineMessages, locale));
}

/** A card as a booking's pages and emails name it: "Visa ending 4242", "Visa mit Endziffern 4242". */
export function cardWordsIn(locale: Locale, brand: string, last4: string): string {
  return translatorFor(paymentLineMessages, locale)('payment.card', { brand, last4 });
}

/** How a booking is paid, in `locale`: its card, Paystack, or the invoice; null for a way not named. */
export function paymentMethodIn(
  locale: Locale,
  payment: { method: string; cardBrand: string | null; cardLast4: string | null } | null,
  company: string | null,
  poNumber: string | null,
): string | null {
  const t = translatorFor(paymentLineMessages, locale);
  switch (payment?.method) {
    case 'Card':
    case 'SavedCard':
      return payment.cardBrand && payment.cardLast4
        ? cardWordsIn(locale, payment.cardBrand, payment.cardLast4)
        : t('payment.method.card');
    case 'Paystack':
      return 'Paystack';
    case 'CompanyInvoice':
      if (!company) return t('payment.method.invoiceToOrganisation');
      return poNumber
        ? t('payment.method.invoiceToPo', { to: company, poNumber })
        : t('payment.method.invoiceTo', { to: company });
    case 'IndividualInvoice':
      return t('payment.method.invoiceToYou');
    default:
      return null;
  }
}
