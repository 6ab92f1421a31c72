import { isApiError } from '../api/api-error.ts';
import { api } from '../api/browser-api.ts';
import type { PayByLinkTransaction } from '../api/contract/pay-by-link.ts';
// The answer's schema alone: the link's page bundles none of the other pay-by-link schemas.
import {
  PayByLinkProcessResultSchema,
  type PayByLinkProcessResult,
} from '../api/contract/pay-by-link-process-result.ts';
import type { CardDetails } from '../api/contract/reservation.ts';
import { t } from '../i18n/pay-by-link-messages.ts';

export type ProcessAnswer =
  | { ok: true; result: PayByLinkProcessResult }
  | { ok: false; message: string; fields: Record<string, string> };

/** Pays the invoice or stores the card; the typed card goes to the API only, never to any storage. */
export async function processPayByLink(
  propertyCode: string,
  transaction: PayByLinkTransaction,
  email: string,
  card: CardDetails | null,
): Promise<ProcessAnswer> {
  try {
    const result = await api.post(
      'PayByLink/Process',
      {
        PropertyId: propertyCode,
        Type: transaction.Type,
        Action: transaction.Action,
        InvoiceNumber: transaction.InvoiceNumber,
        EntityId: transaction.EntityId,
        AmountToPay: transaction.AmountToPay,
        PaymentId: transaction.PaymentId,
        Hash: transaction.Hash,
        Timestamp: new Date().toISOString(),
        Email: email,
        CardDetails: card,
        BrowserData:
          typeof window === 'undefined'
            ? null
            : {
                ColorDepth: window.screen.colorDepth,
                JavaScriptEnabled: true,
                Language: navigator.language,
                ScreenHeight: window.screen.height,
                ScreenWidth: window.screen.width,
                UserAgent: navigator.userAgent,
                TimeZoneOffset: new Date().getTimezoneOffset(),
              },
      },
      PayByLinkProcessResultSchema,
    );
    return { ok: true, result };
  } catch (error) {
    // Spec §8: the server's text, else its fallback in the page's language.
    if (!isApiError(error)) return { ok: false, message: t('paybylink.failed'), fields: {} };
    return { ok: false, message: error.message || t('paybylink.failed'), fields: error.fields };
  }
}
