import { randomBytes } from 'node:crypto';
import { cardDigits } from './luhn.ts';
import { cardBehaviour, type CardBehaviour } from './test-cards.ts';

/** A card as the guest typed it; it lives only in memory for the length of one request. */
export interface CardInput {
  readonly number: string;
  readonly securityCode: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
  readonly nameOnCard: string;
}

/** What may be kept of a card: the gateway's token, never the number or security code. */
export interface TokenisedCard {
  readonly token: string;
  readonly last4: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
  readonly nameOnCard: string;
}

export interface CardAuthorisation {
  /** `Challenge`: the guest must pass 3-D Secure before the card is charged. */
  readonly outcome: CardBehaviour;
  readonly card: TokenisedCard;
}

/** A new gateway token: 128 random bits, so a token reveals nothing of the card. */
export function newCardToken(): string {
  return `tok_${randomBytes(16).toString('base64url')}`;
}

/**
 * The simulated gateway's answer to a new card (authorise or store): approved, declined or a 3-D
 * Secure challenge, by the test card rules, with the token that stands for the card from now on.
 */
export function authoriseCard(card: CardInput): CardAuthorisation {
  const digits = cardDigits(card.number);
  return {
    outcome: cardBehaviour(digits),
    card: {
      token: newCardToken(),
      last4: digits.slice(-4),
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      nameOnCard: card.nameOnCard.trim(),
    },
  };
}

/**
 * Charging a saved card's token: the simulated gateway approves it (a real one could still decline
 * or ask for a challenge; the checkout handles those answers the same way as for a new card).
 */
export function authoriseSavedCard(): CardBehaviour {
  return 'Approve';
}
