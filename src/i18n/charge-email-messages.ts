// Server only: drawn into emails, never loaded by the browser.
/**
 * en-GB texts of the guest's receipt for a charge taken without them (the rate's charge before
 * arrival, a no-show fee), and of what each charge is called there and on the guest's payment
 * link. The card is named by `payment.card` (`payment-line-texts.ts`) with the brand filled in,
 * `email.charge.card` when the brand is not known; without its last four digits it is
 * `email.charge.cardOnFile`. Each stands at `{card}` in `email.charge.taken`: translate them in the
 * form that sentence needs there (German "von Ihrer {card}": "hinterlegten Karte").
 */
export const chargeEmailMessages = {
  'email.charge.subject': '{amount} charged for booking {reservationNumber} at {propertyName}',
  'email.charge.taken':
    "{propertyName} has charged {amount} to {card}: {what}, as your rate's terms say.",
  'email.charge.cardOnFile': 'the card on file',
  'email.charge.card': 'card',
  'email.charge.beforeArrival': 'Charge before arrival, booking {reservationNumber}',
  'email.charge.noShow': 'No-show fee, booking {reservationNumber}',
} as const;
