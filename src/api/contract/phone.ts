import * as v from 'valibot';
import { isValidPhone } from '../../domain/shared/phone.ts';
import { ValidationMessage } from '../../domain/shared/validation.ts';

// The forms turn a number typed without its country code into the international form with the
// hotel's country (the same rule), so the API takes international numbers only.
const international = v.check(
  (value: string) => value === '' || isValidPhone(value),
  ValidationMessage.Phone,
);

/** A phone number with its country code (`+44 20 7946 0000`, `0044 …`); blank when none is given. */
const PhoneSchema = v.pipe(
  v.string(ValidationMessage.Phone),
  v.trim(),
  v.maxLength(40, ValidationMessage.Phone),
  international,
);

/** An optional phone number: missing, null or blank mean none; otherwise as `PhoneSchema`. */
export const OptionalPhoneSchema = v.optional(v.nullable(PhoneSchema));
