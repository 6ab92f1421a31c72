/** Card brands the booking engine recognises (spec §5). */
export type CardType =
  'visa' | 'amex' | 'mastercard' | 'discover' | 'unionpay' | 'troy' | 'dinersclub' | 'jcb';

const PREFIXES: readonly (readonly [string, CardType])[] = [
  ['6011', 'discover'],
  ['9792', 'troy'],
  ['34', 'amex'],
  ['37', 'amex'],
  ['51', 'mastercard'],
  ['52', 'mastercard'],
  ['53', 'mastercard'],
  ['54', 'mastercard'],
  ['55', 'mastercard'],
  ['62', 'unionpay'],
  ['30', 'dinersclub'],
  ['36', 'dinersclub'],
  ['38', 'dinersclub'],
  ['39', 'dinersclub'],
  ['35', 'jcb'],
  ['4', 'visa'],
];

/**
 * Card type from the number's prefix (spec §5): visa 4; amex 34, 37; mastercard 51–55;
 * discover 6011; unionpay 62; troy 9792; diners club 30, 36, 38, 39; jcb 35. Spaces and dashes
 * are ignored; undefined when nothing matches.
 */
export function detectCardType(cardNumber: string): CardType | undefined {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return undefined;
  return PREFIXES.find(([prefix]) => digits.startsWith(prefix))?.[1];
}

/** Names a provider may give each card type, after lower-casing and removing non-letters. */
const NAMES: Readonly<Record<CardType, readonly string[]>> = {
  visa: ['visa'],
  amex: ['amex', 'americanexpress'],
  mastercard: ['mastercard'],
  discover: ['discover'],
  unionpay: ['unionpay', 'chinaunionpay'],
  troy: ['troy'],
  dinersclub: ['dinersclub', 'diners', 'dinersclubinternational'],
  jcb: ['jcb'],
};

const normalise = (name: string): string => name.toLowerCase().replace(/[^a-z]/g, '');

/** Whether a provider's card type name denotes the detected type ("MasterCard", "American Express", "Diners Club"). */
export function cardTypeMatchesName(type: CardType, providerName: string): boolean {
  return NAMES[type].includes(normalise(providerName));
}

/**
 * The entry of the provider's card type list (`{ Id, Name }` rows) that matches the detected type
 * by name (spec §5; amex also matches "American Express"), or undefined.
 */
export function findProviderCardType<T extends { Name: string }>(
  type: CardType | undefined,
  cardTypes: readonly T[],
): T | undefined {
  if (type === undefined) return undefined;
  return cardTypes.find((cardType) => cardTypeMatchesName(type, cardType.Name));
}

/** A card as the checkout and pay-by-link forms hold it (spec §3 "Credit card"). */
export interface CardDetails {
  creditCardId?: number | null;
  creditCardName?: string | null;
  creditCardNumber?: string | null;
  cvvNumber?: string | null;
  expiryMonth?: number | null;
  expiryYear?: number | null;
  cardType?: { Id: number } | null;
}

const filled = (value: string | null | undefined): boolean => (value ?? '').trim() !== '';

/**
 * Spec §5: a card is valid only when name, number and security code are filled, expiry month and
 * year are non-zero and a card type is chosen. A saved card (positive `creditCardId`) is valid as
 * it is: the provider already holds its details.
 */
export function isCardValid(card: CardDetails): boolean {
  if ((card.creditCardId ?? 0) > 0) return true;
  return (
    filled(card.creditCardName) &&
    filled(card.creditCardNumber) &&
    filled(card.cvvNumber) &&
    (card.expiryMonth ?? 0) !== 0 &&
    (card.expiryYear ?? 0) !== 0 &&
    card.cardType != null
  );
}

/** Spec §5: the card holder's email is valid when it is not blank. */
export function isCardEmailValid(email: string | null | undefined): boolean {
  return filled(email);
}
