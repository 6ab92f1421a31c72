// Server only: drawn into pages and API answers, never loaded by the browser.
import { apiErrorMessages } from './api-error-messages.ts';
import type { Locale } from './locale.ts';
import { formatStayDateIn } from './locale-format.ts';
import { payByLinkPageMessages } from './pay-by-link-page-messages.ts';
import { translatorFor } from './translate.ts';

/**
 * Where a payment request stands (the contract's `PayByLinkState`, written out here since texts do
 * not import the API's contracts): a state added there fails to compile where it is passed in.
 */
export type PayLinkState =
  'Open' | 'Processing' | 'Paid' | 'CardStored' | 'Expired' | 'Cancelled' | 'NoBalance';

/** What a link's state words name: its invoice, when it was paid (ISO), the card stored or paid with. */
export interface PayLinkFacts {
  readonly invoiceNumber: string;
  readonly paidOn: string | null;
  /** In the reader's words already: "Visa mit Endziffern 4242". */
  readonly card: string | null;
}

/**
 * The title and text a link that cannot be used now shows, in `locale`; null while it is open
 * (its page is the form). The date is the day the payment completed, in UTC.
 */
export function payLinkStateTexts(
  locale: Locale,
  state: PayLinkState,
  facts: PayLinkFacts,
): { title: string; message: string } | null {
  const t = translatorFor(payByLinkPageMessages, locale);
  const { invoiceNumber, paidOn, card } = facts;
  switch (state) {
    case 'Open':
      return null;
    case 'Processing':
      return {
        title: t('payByLink.state.processingTitle'),
        message: t('payByLink.state.processing'),
      };
    case 'Paid':
      return {
        title: t('payByLink.state.paidTitle'),
        message: paidOn
          ? t('payByLink.state.paidOn', {
              invoiceNumber,
              date: formatStayDateIn(locale, paidOn.slice(0, 10)),
            })
          : t('payByLink.state.paid', { invoiceNumber }),
      };
    case 'CardStored':
      return {
        title: t('payByLink.state.cardStoredTitle'),
        message: card
          ? t('payByLink.state.cardStoredAs', { card })
          : t('payByLink.state.cardStored'),
      };
    case 'Expired':
      return { title: t('payByLink.state.expiredTitle'), message: t('payByLink.state.expired') };
    case 'Cancelled':
      return {
        title: t('payByLink.state.cancelledTitle'),
        message: t('payByLink.state.cancelled'),
      };
    case 'NoBalance':
      return {
        title: t('payByLink.state.noBalanceTitle'),
        message: translatorFor(apiErrorMessages, locale)('api.payment.noBalance'),
      };
  }
}
