/** Spec §8: a link that opens nothing sends the guest to the hotel. */
export const linkInvalid = (telephone: string, email: string) =>
  `This link is invalid. Please contact the hotel by ${telephone} or ${email}.`;
export const PROCESS_FAILED = 'Failed to process transaction';
export const AMOUNT_CHANGED = 'The amount to pay has changed. Please reload the page to see it.';
export const BUSY =
  'A payment for this link is already under way. Please wait a moment and check again.';
export const CARD_DECLINED = 'Your card was declined. You can try again with another card.';
export const EMAIL_INVALID = 'A valid email address is required';
export const CHALLENGE_FAILED =
  'Your card check was not completed, so nothing was charged. You can try again.';
export const INTERRUPTED =
  'Your last payment attempt did not finish, so it is not recorded as paid. You can try again; if your bank shows a charge for it, please contact the hotel.';
