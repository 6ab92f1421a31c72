import { translator } from './translate.ts';

/** en-GB labels of the typed-card fields, shared by every flow that takes a card (manage, pay by link). */
export const cardMessages = {
  'card.number': 'Card number',
  'card.name': 'Name on card',
  'card.month': 'Expiry month',
  'card.year': 'Expiry year',
  'card.code': 'Security code',
  'card.choose': 'Choose…',
  'card.codeHint': '3 digits on the back (4 on the front for American Express)',
  'card.formFailed': 'The card form could not be loaded. Please reload the page.',
  'card.paymentFailed': 'The payment did not go through.',
} as const;

export const t = translator(cardMessages);
