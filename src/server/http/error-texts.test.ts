import { expect, it } from 'vitest';
import { ValidationMessage, LINK_INVALID } from '../../domain/shared/validation.ts';
import { tooLongMessage } from '../../domain/shared/field-limits.ts';
import { apiErrorMessageOf } from '../../i18n/api-error-texts.ts';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../auth/throttle.ts';
import * as booking from '../areas/booking-core/messages.ts';
import * as manage from '../areas/manage/messages.ts';
import * as payByLink from '../areas/pay-by-link/messages.ts';
import * as reservation from '../areas/reservation/messages.ts';
import { INVALID_REQUEST_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from './errors.ts';
import { CONTROL_CHARACTER_MESSAGE } from './validation.ts';

const texts = (module: Record<string, unknown>) =>
  Object.values(module).filter((value): value is string => typeof value === 'string');

// The refusals the server writes are found in the table that puts them into a guest's language:
// a text changed on one side only would stay English for everyone.
it.each([
  ...Object.values(ValidationMessage),
  LINK_INVALID,
  INVALID_REQUEST_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
  CONTROL_CHARACTER_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
  tooLongMessage('First name', 100),
  payByLink.linkInvalid('+44 20 7946 0000', 'stay@grand.example'),
  ...texts(booking),
  ...texts(manage),
  ...texts(payByLink),
  ...texts(reservation).filter((text) => !text.includes('Idempotency-Key')),
])('knows %s', (text) => {
  expect(apiErrorMessageOf(text)).not.toBeNull();
});
