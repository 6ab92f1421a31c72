import { cardDigits } from './luhn.ts';

/** What the simulated gateway does with a card. */
export type CardBehaviour = 'Approve' | 'Decline' | 'Challenge';

/** The documented test cards (Stripe's numbers, so testers know them); any expiry in the future, any 3-digit code. */
export const TEST_CARDS = {
  approve: '4242424242424242',
  decline: '4000000000000002',
  challenge: '4000000000003220',
  /** Asks for 3-D Secure on every payment, also when charged later without the guest. */
  challengeAlways: '4000002760003184',
} as const;

/** The decline card is declined, the 3-D Secure cards need a challenge; every other (Luhn-valid) number is approved. */
export function cardBehaviour(cardNumber: string): CardBehaviour {
  const digits = cardDigits(cardNumber);
  if (digits === TEST_CARDS.decline) return 'Decline';
  if (digits === TEST_CARDS.challenge || digits === TEST_CARDS.challengeAlways) return 'Challenge';
  return 'Approve';
}
