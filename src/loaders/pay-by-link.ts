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
import { translatorFor } from '../i18n/translate.ts';
import * as urls from '../site/urls.ts';
import {
  localeOf,
  privatePage,
  redirect,
  withProperty,
  type PageRequest,
  type Redirect,
} from './page.ts';
import { serverApi } from './server-api.ts';
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
    return {
      kind: 'message',
      property,
      tone: result.Success ? 'positive' : 'warning',
      title: result.Title ?? '',
      text: result.Message ?? '',
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
    const outcome = await serverApi.get(`PayByLink/${which}`, PayByLinkOutcomeSchema, {
      propertyId: property.PropertyCode,
      referenceNumber: token,
    });
    if (which === 'Status' && outcome.Status === 'Succeeded')
      return redirect(urls.securePayConfirmation(property.PropertyCode, token));
    return { kind: 'outcome', property, outcome };
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500)
      return invalid(page, property, error.status);
    throw error;
  }
}
