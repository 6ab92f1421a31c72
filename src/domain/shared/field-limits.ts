/** The longest value each of a person's and an address's fields takes (the API refuses longer ones). */
export const FIELD_LIMITS = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  street: 200,
  city: 100,
  postCode: 20,
} as const;

/** What a guest is told when a value is longer than its field takes: the field and its limit. */
export const tooLongMessage = (label: string, max: number): string =>
  `${label}: at most ${max} characters`;

/** The too-long message for a value, or undefined when it fits (surrounding spaces are not counted). */
export function tooLongError(label: string, value: string, max: number): string | undefined {
  return value.trim().length > max ? tooLongMessage(label, max) : undefined;
}
