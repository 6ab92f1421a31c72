import { translator } from './translate.ts';

/** en-GB texts of the payment status page that waits for the confirmation. */
export const confirmationMessages = {
  'confirmation.failed.title': 'Your payment did not go through',
  'confirmation.failed.body': 'The payment was not completed, so nothing has been booked.',
  'confirmation.failed.back': 'Back to checkout',
  'confirmation.waiting.title': 'Waiting for your payment to be confirmed…',
  'confirmation.waiting.body': 'This usually takes a few seconds. Please keep this page open.',
  'confirmation.waiting.slow':
    'It is taking longer than usual. You can wait, or contact the hotel with this page’s reference {reference}.',
} as const;

export const t = translator(confirmationMessages);
