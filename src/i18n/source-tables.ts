import { apiErrorMessages } from './api-error-messages.ts';
import { apiNoticeMessages } from './api-notice-messages.ts';
import { bookPageMessages } from './book-page-messages.ts';
import { calendarMessages } from './calendar-messages.ts';
import { cardMessages } from './card-messages.ts';
import { changeMessages } from './change-messages.ts';
import { chargeEmailMessages } from './charge-email-messages.ts';
import { checkoutCompanyMessages } from './checkout-company-messages.ts';
import { checkoutMessages } from './checkout-messages.ts';
import { confirmationMessages } from './confirmation-messages.ts';
import { confirmationPageMessages } from './confirmation-page-messages.ts';
import { emailMessages } from './email-messages.ts';
import { groupPageMessages } from './group-page-messages.ts';
import { layoutPageMessages } from './layout-page-messages.ts';
import { manageMessages } from './manage-messages.ts';
import { managePageMessages } from './manage-page-messages.ts';
import { manageStepMessages } from './manage-step-messages.ts';
import { messages } from './messages.ts';
import { paybylinkMessages } from './pay-by-link-messages.ts';
import { payByLinkPageMessages } from './pay-by-link-page-messages.ts';
import { paymentLineMessages } from './payment-line-messages.ts';
import { personMessages } from './person-messages.ts';
import { phoneMessages } from './phone-messages.ts';
import { precheckinMessages } from './pre-check-in-messages.ts';
import { preCheckInStateMessages } from './pre-check-in-state-messages.ts';
import { rateTermsMessages } from './rate-terms-messages.ts';
import { restaurantMessages } from './restaurant-messages.ts';
import { restaurantPageMessages } from './restaurant-page-messages.ts';
import { roomsMessages } from './rooms-messages.ts';
import { roomsStepMessages } from './rooms-step-messages.ts';
import { stayMessages } from './stay-messages.ts';
import { stayWordsMessages } from './stay-words-messages.ts';

/**
 * Every en-GB table by its file's name: what each locale's catalogue translates. A new
 * `*-messages.ts` table is listed here (the completeness test fails until it is).
 */
export const SOURCE_TABLES = {
  'api-error-messages': apiErrorMessages,
  'api-notice-messages': apiNoticeMessages,
  'book-page-messages': bookPageMessages,
  'calendar-messages': calendarMessages,
  'card-messages': cardMessages,
  'change-messages': changeMessages,
  'charge-email-messages': chargeEmailMessages,
  'checkout-company-messages': checkoutCompanyMessages,
  'checkout-messages': checkoutMessages,
  'confirmation-messages': confirmationMessages,
  'confirmation-page-messages': confirmationPageMessages,
  'email-messages': emailMessages,
  'group-page-messages': groupPageMessages,
  'layout-page-messages': layoutPageMessages,
  'manage-messages': manageMessages,
  'manage-page-messages': managePageMessages,
  'manage-step-messages': manageStepMessages,
  messages,
  'pay-by-link-messages': paybylinkMessages,
  'pay-by-link-page-messages': payByLinkPageMessages,
  'payment-line-messages': paymentLineMessages,
  'person-messages': personMessages,
  'phone-messages': phoneMessages,
  'pre-check-in-messages': precheckinMessages,
  'pre-check-in-state-messages': preCheckInStateMessages,
  'rate-terms-messages': rateTermsMessages,
  'restaurant-messages': restaurantMessages,
  'restaurant-page-messages': restaurantPageMessages,
  'rooms-messages': roomsMessages,
  'rooms-step-messages': roomsStepMessages,
  'stay-messages': stayMessages,
  'stay-words-messages': stayWordsMessages,
} as const;

type Tables = typeof SOURCE_TABLES;

/** Every key of every en-GB table: what a catalogue's keys are checked against. */
export type SourceKey = { [File in keyof Tables]: keyof Tables[File] & string }[keyof Tables];

/** A locale's catalogue: some or all source keys, each with its translation. */
export type Catalogue = Readonly<Partial<Record<SourceKey, string>>>;

let all: Record<string, string> | undefined;

/** All en-GB texts in one table (keys are unique across tables). */
export function sourceTexts(): Readonly<Record<string, string>> {
  if (!all) {
    all = {};
    for (const table of Object.values(SOURCE_TABLES)) Object.assign(all, table);
  }
  return all;
}
