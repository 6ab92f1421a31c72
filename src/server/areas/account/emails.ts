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

export const confirmEmail = (
  hotel: string,
  to: string,
  firstName: string,
  link: string,
): Email => ({
  kind: 'confirm-email',
  to,
  subject: `Confirm your email address for ${hotel}`,
  text: lines(
    `Hello ${firstName},`,
    '',
    `Please confirm your email address to finish creating your account at ${hotel}:`,
    link,
    '',
    'The link works once and expires in 48 hours. If you did not create an account, you can ignore this email.',
  ),
});

export const alreadyRegistered = (
  hotel: string,
  to: string,
  firstName: string,
  loginLink: string,
  forgotLink: string,
): Email => ({
  kind: 'already-registered',
  to,
  subject: `You already have an account with ${hotel}`,
  text: lines(
    `Hello ${firstName},`,
    '',
    `Someone, probably you, tried to create an account at ${hotel} with this email address. You already have one.`,
    '',
    `Log in: ${loginLink}`,
    `Forgotten your password? ${forgotLink}`,
    '',
    'If this was not you, you can ignore this email; nothing has changed.',
  ),
});

export const resetPassword = (
  hotel: string,
  to: string,
  firstName: string,
  link: string,
): Email => ({
  kind: 'reset-password',
  to,
  subject: `Reset your password for ${hotel}`,
  text: lines(
    `Hello ${firstName},`,
    '',
    'Choose a new password here:',
    link,
    '',
    'The link works once and expires in 1 hour. If you did not ask for it, you can ignore this email; your password stays as it is.',
  ),
});

export const changeEmail = (hotel: string, to: string, firstName: string, link: string): Email => ({
  kind: 'change-email',
  to,
  subject: `Confirm your new email address for ${hotel}`,
  text: lines(
    `Hello ${firstName},`,
    '',
    `Please confirm that you want to use this email address for your account at ${hotel}:`,
    link,
    '',
    'The link works once and expires in 48 hours. Until then your account keeps its current address.',
  ),
});

export const passwordChanged = (
  hotel: string,
  to: string,
  firstName: string,
  forgotLink: string,
): Email => ({
  kind: 'password-changed',
  to,
  subject: `Your password for ${hotel} was changed`,
  text: lines(
    `Hello ${firstName},`,
    '',
    `The password of your account at ${hotel} has just been changed, and you were logged out everywhere else.`,
    '',
    `If this was not you, choose a new password now: ${forgotLink}`,
  ),
});

export interface ContactDetails {
  readonly name: string;
  readonly email: string;
  readonly telephone: string | null;
  readonly message: string;
}

export const contactUs = (hotel: string, to: string, from: ContactDetails): Email => ({
  kind: 'contact-us',
  to,
  subject: `Message from ${from.name} via the booking site`,
  text: lines(
    `${from.name} sent ${hotel} a message through the Contact Us form.`,
    '',
    `Email: ${from.email}`,
    from.telephone && `Telephone: ${from.telephone}`,
    '',
    from.message,
  ),
});

export const contactUsCopy = (hotel: string, from: ContactDetails): Email => ({
  kind: 'contact-us-copy',
  to: from.email.toLowerCase(),
  subject: `Your message to ${hotel}`,
  text: lines(
    `Hello ${from.name},`,
    '',
    `Thank you for your message. ${hotel} will reply to ${from.email}. This is your copy:`,
    '',
    from.message,
  ),
});
