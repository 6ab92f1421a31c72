import type { RefObject } from 'react';
import type { PhoneCountry } from '../../domain/shared/phone.ts';
import type { PreCheckInConfig, PreCheckInReservation } from '../../api/contract/pre-check-in.ts';

/** What every step gets: the reservation as edited, the hotel's fields, and the heading to focus. */
export type StepProps = {
  reservation: PreCheckInReservation;
  config: PreCheckInConfig;
  countries: { Id: number; Name: string }[];
  /** The hotel's country: a phone number without a country code is one of its numbers. */
  phoneCountry: PhoneCountry | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Per-field messages of the last failed save, keyed as the API names them. */
  fields: Record<string, string>;
};

export const headingClass = 'text-2xl font-semibold text-primary focus:outline-none';
export const primaryButton =
  'rounded bg-primary px-5 py-2.5 font-semibold text-white disabled:opacity-60';
export const secondaryButton = 'rounded border border-primary px-4 py-2 text-primary';
