import { translator } from './translate.ts';

/** en-GB texts of the pay-by-link form (pay an invoice or store a card from an emailed link). */
export const paybylinkMessages = {
  'paybylink.checkDetails': 'Please check the highlighted details.',
  'paybylink.emailInvalid': 'A valid email address is required',
  'paybylink.invoice': 'Invoice',
  'paybylink.reference': 'Reference',
  'paybylink.amount': 'Amount to pay',
  'paybylink.for': 'For',
  'paybylink.storeNotice':
    'Nothing is charged now. {hotel} keeps only a token from its payment provider, never your card number or security code, and charges it only as the description above says. You can ask the hotel to remove it at any time.',
  'paybylink.email': 'Email address',
  'paybylink.emailHint': 'We send the receipt here.',
  'paybylink.paystack': 'You will pay on Paystack’s secure page.',
  'paybylink.card': 'Card details',
  'paybylink.processing': 'Processing…',
  'paybylink.pay': 'Pay {amount}',
  'paybylink.store': 'Store my card',
  // Spec §8's fallback when Process fails without a message of its own.
  'paybylink.failed': 'Failed to process transaction',
} as const;

export const t = translator(paybylinkMessages);
