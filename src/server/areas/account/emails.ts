import { emailMessages } from '../../../i18n/email-messages.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../i18n/locale.ts';
import { translatorFor } from '../../../i18n/translate.ts';
import type { Executor } from '../../db/client.ts';
import { writeToOutbox } from '../../mail/outbox.ts';

/** What an email is about; the outbox page shows it. */
export type EmailKind =
  | 'confirm-email'
  | 'already-registered'
  | 'reset-password'
  | 'change-email'
  | 'password-changed'
  | 'contact-us'
  | 'contact-us-copy';

export interface Email {
  readonly kind: EmailKind;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** The language it is written in. */
  readonly locale: Locale;
}

/** The hotel an email is sent for. */
export interface Sender {
  readonly propertyId: number;
  readonly name: string;
}

/** Writes emails to the outbox (nothing is sent from here; a mailer or `/dev/outbox` picks them up). */
export async function queueEmails(
  db: Executor,
  sender: Sender,
  emails: readonly Email[],
  now: Date,
): Promise<void> {
  await writeToOutbox(
    db,
    emails.map((email) => ({ ...email, propertyId: sender.propertyId })),
    now,
  );
}

const lines = (...parts: (string | false | null | undefined)[]): string =>
  parts.filter((part) => part !== false && part != null).join('\n');

const textsIn = (locale: Locale) => translatorFor(emailMessages, locale);

type EmailKey = keyof typeof emailMessages;

/**
 * An email whose point is one link (confirm an address, choose a password): a greeting, what the
 * link does, the link, and how long it works.
 */
const linkEmail =
  (kind: EmailKind, texts: { subject: EmailKey; body: EmailKey; expiry: EmailKey }) =>
  (
    hotel: string,
    to: string,
    firstName: string,
    link: string,
    locale: Locale = DEFAULT_LOCALE,
  ): Email => {
    const t = textsIn(locale);
    return {
      kind,
      locale,
      to,
      subject: t(texts.subject, { hotel }),
      text: lines(
        t('email.hello', { name: firstName }),
        '',
        t(texts.body, { hotel }),
        link,
        '',
        t(texts.expiry),
      ),
    };
  };

export const confirmEmail = linkEmail('confirm-email', {
  subject: 'email.account.confirmSubject',
  body: 'email.account.confirm',
  expiry: 'email.account.confirmExpiry',
});

export const alreadyRegistered = (
  hotel: string,
  to: string,
  firstName: string,
  loginLink: string,
  forgotLink: string,
  locale: Locale = DEFAULT_LOCALE,
): Email => {
  const t = textsIn(locale);
  return {
    kind: 'already-registered',
    locale,
    to,
    subject: t('email.account.registeredSubject', { hotel }),
    text: lines(
      t('email.hello', { name: firstName }),
      '',
      t('email.account.registered', { hotel }),
      '',
      t('email.account.login', { link: loginLink }),
      t('email.account.forgotten', { link: forgotLink }),
      '',
      t('email.account.notYou'),
    ),
  };
};

export const resetPassword = linkEmail('reset-password', {
  subject: 'email.account.resetSubject',
  body: 'email.account.reset',
  expiry: 'email.account.resetExpiry',
});

export const changeEmail = linkEmail('change-email', {
  subject: 'email.account.changeSubject',
  body: 'email.account.change',
  expiry: 'email.account.changeExpiry',
});

export const passwordChanged = (
  hotel: string,
  to: string,
  firstName: string,
  forgotLink: string,
  locale: Locale = DEFAULT_LOCALE,
): Email => {
  const t = textsIn(locale);
  return {
    kind: 'password-changed',
    locale,
    to,
    subject: t('email.account.changedSubject', { hotel }),
    text: lines(
      t('email.hello', { name: firstName }),
      '',
      t('email.account.changed', { hotel }),
      '',
      t('email.account.changedNotYou', { link: forgotLink }),
    ),
  };
};

export interface ContactDetails {
  readonly name: string;
  readonly email: string;
  readonly telephone: string | null;
  readonly message: string;
}

/** The message for the hotel, in the hotel's language (the default). */
export const contactUs = (hotel: string, to: string, from: ContactDetails): Email => {
  const t = textsIn(DEFAULT_LOCALE);
  return {
    kind: 'contact-us',
    locale: DEFAULT_LOCALE,
    to,
    subject: t('email.contact.subject', { name: from.name }),
    text: lines(
      t('email.contact.sent', { name: from.name, hotel }),
      '',
      t('email.contact.email', { email: from.email }),
      from.telephone && t('email.contact.telephone', { telephone: from.telephone }),
      '',
      from.message,
    ),
  };
};

/** The guest's copy, in the language the guest wrote from. */
export const contactUsCopy = (
  hotel: string,
  from: ContactDetails,
  locale: Locale = DEFAULT_LOCALE,
): Email => {
  const t = textsIn(locale);
  return {
    kind: 'contact-us-copy',
    locale,
    to: from.email.toLowerCase(),
    subject: t('email.contact.copySubject', { hotel }),
    text: lines(
      t('email.hello', { name: from.name }),
      '',
      t('email.contact.copy', { hotel, email: from.email }),
      '',
      from.message,
    ),
  };
};
