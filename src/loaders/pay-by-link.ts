import { isApiError } from '../api/api-error.ts';
import {
  PayByLinkConfigSchema,
  PayByLinkGetResultSchema,
  PayByLinkOutcomeSchema,
  type PayByLinkConfig,
  type PayByLinkOutcome,
  type PayByLinkTransaction,
} from '../api/contract/pay-by-link.ts';
import type { Property } from '../api/contract/property.ts';
import { payByLinkPageMessages } from '../i18n/pay-by-link-page-messages.ts';
import { payLinkStateTexts } from '../i18n/pay-by-link-state-texts.ts';
import { translatorFor } from '../i18n/translate.ts';
import { localisedLocation } from '../site/locale-paths.ts';
import * as urls from '../site/urls.ts';
import {
  localeOf,
  privatePage,
  redirect,
  withProperty,
  type PageRequest,
  type Redirect,
} from './page.ts';
import { serverApi, serverApiIn } from './server-api.ts';
import { guestApi } from './session-user.ts';

type Message = {
  readonly kind: 'message';
  readonly property: Property;
  readonly tone: 'positive' | 'warning' | 'negative';
  readonly title: string;
  readonly text: string;
};

export type PayLinkPage =
  | {
      readonly kind: 'open';
      readonly property: Property;
      readonly config: PayByLinkConfig;
      readonly transaction: PayByLinkTransaction;
      readonly earlier: string | null;
    }
  | Message;

const invalid = (page: PageRequest, property: Property, status = 404): Message => {
  page.response.status = status;
  const t = translatorFor(payByLinkPageMessages, localeOf(page));
  return {
    kind: 'message',
    property,
    tone: 'negative',
    title: t('payByLink.page.linkBroken'),
    // Spec §8: the PayByLinkError text, with the hotel's contact details.
    text: t('payByLink.page.linkInvalid', {
      telephone: property.Telephone,
      email: property.Email,
    }),
  };
};

/**
 * A pay-by-link page (spec §2): the hotel's configuration first, then the request behind the link;
 * a missing part or a failed Get is the PayByLinkError state. Never cached (personal data).
 */
export function loadPayLinkPage(page: PageRequest) {
  privatePage(page);
  return withProperty(page, (property) => payLink(page, property));
}

async function payLink(page: PageRequest, property: Property): Promise<PayLinkPage> {
  const { actionType = '', invoiceNumber = '', code = '' } = page.params;
  const paymentId = page.url.searchParams.get('id') ?? '';
  if (!actionType || !invoiceNumber || !code || !paymentId) return invalid(page, property);
  try {
    const [config, result] = await Promise.all([
      serverApi.get(
        `PayByLink/Config/${encodeURIComponent(property.PropertyCode)}`,
        PayByLinkConfigSchema,
      ),
      guestApi(page).get('PayByLink/Get', PayByLinkGetResultSchema, {
        propertyId: property.PropertyCode,
        invoiceNumber,
        hash: code,
        actionType,
        paymentId,
      }),
    ]);
    if (result.State === 'Open')
      return {
        kind: 'open',
        property,
        config,
        transaction: result.Transaction,
        earlier: result.Message,
      };
    // The page's own words for the state, whatever language the API wrote its Title in.
    const texts = payLinkStateTexts(localeOf(page), result.State, {
      invoiceNumber: result.Transaction.InvoiceNumber,
      paidOn: result.CompletedAt,
      card: result.Transaction.CardSummary,
    });
    return {
      kind: 'message',
      property,
      tone: result.Success ? 'positive' : 'warning',
      title: texts?.title ?? result.Title ?? '',
      text: texts?.message ?? result.Message ?? '',
    };
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500)
      return invalid(page, property, error.status === 400 ? 404 : error.status);
    throw error;
  }
}

export type PayOutcomePage =
  | Redirect
  | { readonly kind: 'outcome'; readonly property: Property; readonly outcome: PayByLinkOutcome }
  | Message;

/**
 * Status (after the gateway) or Confirmation (the receipt) of a started payment, by its token.
 * Status of a completed payment goes on to the receipt; Confirmation of one that is not complete
 * (400) is the PayByLinkError state (spec §8).
 */
export function loadPayOutcomePage(page: PageRequest, which: 'Status' | 'Confirmation') {
  privatePage(page);
  return withProperty(page, (property) => payOutcome(page, property, which));
}

async function payOutcome(
  page: PageRequest,
  property: Property,
  which: 'Status' | 'Confirmation',
): Promise<PayOutcomePage> {
  const token = page.params['token'] ?? '';
  if (!token) return invalid(page, property);
  try {
    const outcome = await serverApiIn(localeOf(page)).get(
      `PayByLink/${which}`,
      PayByLinkOutcomeSchema,
      {
        propertyId: property.PropertyCode,
        referenceNumber: token,
      },
    );
    if (which === 'Status' && outcome.Status === 'Succeeded')
      return redirect(urls.securePayConfirmation(property.PropertyCode, token));
    // "Try again" goes back to the link in the page's language.
    const retry = outcome.RetryUrl && localisedLocation(outcome.RetryUrl, localeOf(page));
    return { kind: 'outcome', property, outcome: { ...outcome, RetryUrl: retry } };
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500)
      return invalid(page, property, error.status);
    throw error;
  }
}
