import { expect, it } from 'vitest';
import { apiErrorMessageOf } from '../../i18n/api-error-texts.ts';
import { NOT_LOGGED_IN_MESSAGE } from './account/session.ts';
import { LOGIN_FAILED_MESSAGE } from './account/auth.ts';
import {
  CARD_NOT_FOUND_MESSAGE,
  CARD_REMOVED_MESSAGE,
  DETAILS_SAVED_MESSAGE,
} from './account/profile.ts';
import {
  EMAIL_CONFIRMED_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  LINK_INVALID_MESSAGE,
} from './account/register.ts';
import { PASSWORD_CHANGED_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from './account/password.ts';
import { NO_ROOMS_FOR_PARTY } from './availability/group-search.ts';
import { PROMO_CODE_INVALID } from './availability/promo-code.ts';
import { HOTEL_UNAVAILABLE, NO_ROOMS_AVAILABLE } from './availability/search.ts';
import { SAVE_FAILED as PRE_CHECK_IN_SAVE_FAILED } from './pre-check-in/save.ts';
import {
  VOUCHER_NOT_RECOGNISED,
  VOUCHER_USED_UP,
  VOUCHERS_NOT_ACCEPTED,
} from './reservation/voucher.ts';
import { CREATE_FAILED, SLOT_TAKEN } from './restaurant/create.ts';

// Every text the API answers a guest with has its message in a table, so the answer can be put
// into the language the page names; the English stays the spec's, character for character.
it.each([
  NOT_LOGGED_IN_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  CARD_NOT_FOUND_MESSAGE,
  CARD_REMOVED_MESSAGE,
  DETAILS_SAVED_MESSAGE,
  EMAIL_CONFIRMED_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  LINK_INVALID_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  NO_ROOMS_FOR_PARTY,
  PROMO_CODE_INVALID,
  HOTEL_UNAVAILABLE,
  NO_ROOMS_AVAILABLE,
  PRE_CHECK_IN_SAVE_FAILED,
  VOUCHER_NOT_RECOGNISED,
  VOUCHER_USED_UP,
  VOUCHERS_NOT_ACCEPTED,
  CREATE_FAILED,
  SLOT_TAKEN,
])('%s has its message in a table', (text) => {
  expect(apiErrorMessageOf(text)).not.toBeNull();
});
