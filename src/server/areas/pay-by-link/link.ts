import { linkCode, verifyLinkCode } from '../../links/link-code.ts';
import * as urls from '../../../site/urls.ts';
import { pathInLanguage } from '../../../site/locale-paths.ts';
import type { PaymentRequestAction } from '../../db/schema/index.ts';

/** Spec §2: the link's action type — P pays; anything else stores a card (S in the links we write). */
export const actionTypeOf = (action: PaymentRequestAction): string =>
  action === 'Pay' ? 'P' : 'S';

const subject = (paymentId: number, invoiceNumber: string, action: PaymentRequestAction) =>
  `${paymentId}\n${invoiceNumber}\n${actionTypeOf(action)}`;

/** The emailed link's code: an HMAC of payment id, invoice number and action, so no part of the URL can be changed. */
export const payLinkCode = (
  secret: string,
  paymentId: number,
  invoiceNumber: string,
  action: PaymentRequestAction,
): string => linkCode(secret, 'pay', subject(paymentId, invoiceNumber, action));

export const isPayLinkCode = (
  secret: string,
  paymentId: number,
  invoiceNumber: string,
  action: PaymentRequestAction,
  code: string,
): boolean => verifyLinkCode(secret, 'pay', subject(paymentId, invoiceNumber, action), code);

/**
 * Path of a request's pay-by-link page (spec §2 /SecurePay/{code}/{actionType}/{invoiceNumber}/{code}?id={paymentId}),
 * in its booking's language when it has one.
 */
export function payLinkUrl(
  secret: string,
  propertyCode: string,
  request: { id: number; invoiceNumber: string; action: PaymentRequestAction },
  languageCode?: string | null,
): string {
  return pathInLanguage(
    languageCode,
    urls.securePayLink(
      propertyCode,
      actionTypeOf(request.action),
      request.invoiceNumber,
      payLinkCode(secret, request.id, request.invoiceNumber, request.action),
      request.id,
    ),
  );
}
