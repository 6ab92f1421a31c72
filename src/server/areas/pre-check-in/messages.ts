import type { PreCheckInLinkState } from '../../../domain/pre-check-in/link-window.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../i18n/locale.ts';
import { preCheckInStateMessages } from '../../../i18n/pre-check-in-state-messages.ts';
import { translatorFor } from '../../../i18n/translate.ts';

/**
 * The Title/Message of a link that cannot be used now (spec §8 shows them with a badge), in the
 * booking's language.
 */
export function linkStateMessage(
  state: Exclude<PreCheckInLinkState, 'Open'>,
  facts: { opensOn: string; propertyName: string },
  locale: Locale = DEFAULT_LOCALE,
): { Success: boolean; Title: string; Message: string } {
  const t = translatorFor(preCheckInStateMessages, locale);
  const { propertyName, opensOn } = facts;
  switch (state) {
    case 'Complete':
      return {
        Success: true,
        Title: t('preCheckIn.state.completeTitle'),
        Message: t('preCheckIn.state.complete', { propertyName }),
      };
    case 'NotYetOpen':
      return {
        Success: false,
        Title: t('preCheckIn.state.notYetOpenTitle'),
        Message: t('preCheckIn.state.notYetOpen', { opensOn }),
      };
    case 'Expired':
      return {
        Success: false,
        Title: t('preCheckIn.state.expiredTitle'),
        Message: t('preCheckIn.state.expired'),
      };
    case 'Cancelled':
      return {
        Success: false,
        Title: t('preCheckIn.state.cancelledTitle'),
        Message: t('preCheckIn.state.cancelled', { propertyName }),
      };
    case 'NotConfirmed':
      return {
        Success: false,
        Title: t('preCheckIn.state.notConfirmedTitle'),
        Message: t('preCheckIn.state.notConfirmed', { propertyName }),
      };
  }
}

export { LINK_INVALID } from '../../../domain/shared/validation.ts';
