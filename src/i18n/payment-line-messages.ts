import { translator } from './translate.ts';

/**
 * en-GB words of what is paid when (the domain's `paymentLines`) and of the total charged, for
 * checkout's summary, the confirmation page and email (`payment-words.ts`).
 */
export const paymentLineMessages = {
  'payment.line.chargedNow': 'Charged now',
  'payment.line.chargedLater': 'Charged before arrival',
  'payment.line.atHotel': 'To pay at the hotel',
  'payment.line.invoicedToYou': 'Invoiced to you',
  'payment.line.invoicedToYouPo': 'Invoiced to you (PO {poNumber})',
  'payment.line.invoicedToOrganisation': 'Invoiced to your organisation',
  'payment.line.invoicedToOrganisationPo': 'Invoiced to your organisation (PO {poNumber})',
  'payment.line.invoicedTo': 'Invoiced to {to}',
  'payment.line.invoicedToPo': 'Invoiced to {to} (PO {poNumber})',
  'payment.shownEquivalent': '{charged} (about {shown})',
  'payment.line.amount': '{label}: {amount}',
  'payment.line.separator': '; ',
  'payment.line.sentence': '{lines}.',
  'payment.card': '{brand} ending {last4}',
  'payment.method.card': 'Card',
  'payment.method.invoiceTo': 'Invoice to {to}',
  'payment.method.invoiceToPo': 'Invoice to {to} (PO {poNumber})',
  'payment.method.invoiceToYou': 'Invoice to you',
  'payment.method.invoiceToOrganisation': 'Invoice to your organisation',
} as const;

export const t = translator(paymentLineMessages);
