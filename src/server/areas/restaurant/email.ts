import { emailMessages } from '../../../i18n/email-messages.ts';
import { translatorFor } from '../../../i18n/translate.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../i18n/locale.ts';
import { formatStayDateIn } from '../../../i18n/locale-format.ts';
import { paragraphsHtml } from '../../email-html.ts';

/** The table booking's email: when, for how many, its reference and the cancel link. */
export function tableBookingEmail(
  input: {
    guestName: string;
    restaurantName: string;
    propertyName: string;
    telephone: string;
    email: string;
    visitDate: string;
    visitTime: string;
    partySize: number;
    reference: string;
    twoHours: boolean;
    cancelLink: string;
  },
  locale: Locale = DEFAULT_LOCALE,
): { subject: string; text: string; html: string; locale: Locale } {
  const t = translatorFor(emailMessages, locale);
  const when = t('email.table.when', {
    date: formatStayDateIn(locale, input.visitDate),
    time: input.visitTime,
  });
  const lines = [
    t('email.dear', { name: input.guestName }),
    '',
    t('email.table.booked', {
      restaurantName: input.restaurantName,
      propertyName: input.propertyName,
      when,
      partySize: input.partySize,
    }),
    t('email.table.reference', { reference: input.reference }),
    ...(input.twoHours ? [t('email.table.twoHours')] : []),
    '',
    t('email.table.cancel', { link: input.cancelLink }),
    '',
    t('email.questions', { telephone: input.telephone, email: input.email }),
  ];
  return {
    subject: t('email.table.subject', { restaurantName: input.restaurantName, when }),
    text: lines.join('\n'),
    html: paragraphsHtml(lines, [input.cancelLink], locale),
    locale,
  };
}
