import { randomBytes } from 'node:crypto';
import { cardDigits } from './luhn.ts';
import { cardBehaviour, TEST_CARDS, type CardBehaviour } from './test-cards.ts';

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

/**
 * A new gateway token: 128 random bits, so a token reveals nothing of the card, except, for the
 * test card that asks for 3-D Secure on every payment, that it does (the simulated issuer keeps no
 * other memory of a card).
 */
export function newCardToken(asksEveryTime = false): string {
  return `${asksEveryTime ? ASKS_EVERY_TIME : 'tok_'}${randomBytes(16).toString('base64url')}`;
}
const ASKS_EVERY_TIME = 'tok_3ds_';

/**
 * The simulated gateway's answer to a new card (authorise or store): approved, declined or a 3-D
 * Secure challenge, by the test card rules, with the token that stands for the card from now on.
 */
export function authoriseCard(card: CardInput): CardAuthorisation {
  const digits = cardDigits(card.number);
  return {
    outcome: cardBehaviour(digits),
    card: {
      token: newCardToken(digits === TEST_CARDS.challengeAlways),
      last4: digits.slice(-4),
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      nameOnCard: card.nameOnCard.trim(),
    },
  };
}

/**
 * Charging a saved card's token: the simulated gateway approves it, unless it stands for the card
 * that asks for 3-D Secure every time (a real one could also decline; the callers handle those
 * answers the same way as for a new card).
 */
export function authoriseSavedCard(token: string): CardBehaviour {
  return token.startsWith(ASKS_EVERY_TIME) ? 'Challenge' : 'Approve';
}
