import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { outboxEmails, properties } from '../db/schema/index.ts';
import { localeOfLanguageCode } from '../../i18n/locale.ts';
import { brandedEmailHtml } from '../email-html.ts';
import { themeColour } from '../../site/theme-css.ts';

/** What the mailer hands to the SMTP transport (nodemailer's `sendMail` takes this shape). */
export interface OutgoingMail {
  from: { name: string; address: string };
  replyTo?: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  messageId: string;
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface MailTransport {
  sendMail(mail: OutgoingMail): Promise<unknown>;
}

export interface DeliveryOptions {
  /** The sender address (`MAIL_FROM`); the hotel's name is shown with it and its email is the reply-to. */
  from: string;
  /** Used in Message-IDs, e.g. the public origin's host. */
  domain: string;
  /** At most this many messages per run. */
  batch?: number;
}

/** Waits before the 2nd, 3rd, … try: a minute, five, half an hour, two hours, then six. */
const BACK_OFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000];
/** After this many failed tries the message is given up (and stays in the outbox as failed). */
export const MAX_ATTEMPTS = BACK_OFF_MS.length + 1;
/** A message claimed this long ago by a process that never finished is tried again. */
const CLAIM_TIMEOUT_MS = 10 * 60_000;
/** Older messages are not sent: a link or confirmation arriving days late does more harm than good. */
const MAX_AGE_MS = 3 * 24 * 3_600_000;

/** The wait before the next try after `attempts` failed ones. */
export function retryDelay(attempts: number): number {
  return BACK_OFF_MS[Math.min(attempts, BACK_OFF_MS.length) - 1] ?? BACK_OFF_MS[0]!;
}

/**
 * Delivers due outbox messages once: each is claimed first (queued → sending, one conditional
 * UPDATE, so two processes never both send it), then sent, then marked sent; a failure puts it
 * back with a later try, or gives it up after MAX_ATTEMPTS. Answers how many were sent.
 */
export async function deliverOutbox(
  db: Executor,
  transport: MailTransport,
  now: Date,
  options: DeliveryOptions,
): Promise<number> {
  await db
    .update(outboxEmails)
    .set({ status: 'queued', claimedAt: null })
    .where(
      and(
        eq(outboxEmails.status, 'sending'),
        lt(outboxEmails.claimedAt, new Date(now.getTime() - CLAIM_TIMEOUT_MS)),
      ),
    );
  await db
    .update(outboxEmails)
    .set({ status: 'expired' })
    .where(
      and(
        eq(outboxEmails.status, 'queued'),
        lt(outboxEmails.createdAt, new Date(now.getTime() - MAX_AGE_MS)),
      ),
    );

  const due = db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.status, 'queued'), lte(outboxEmails.nextAttemptAt, now)))
    .orderBy(outboxEmails.id)
    .limit(options.batch ?? 20)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outboxEmails)
    .set({ status: 'sending', claimedAt: now, attempts: sql`${outboxEmails.attempts} + 1` })
    .where(and(inArray(outboxEmails.id, due), eq(outboxEmails.status, 'queued')))
    .returning();
  if (!claimed.length) return 0;

  const propertyIds = [
    ...new Set(claimed.flatMap((mail) => (mail.propertyId === null ? [] : [mail.propertyId]))),
  ];
  const hotels = new Map(
    propertyIds.length
      ? (
          await db
            .select({
              id: properties.id,
              name: properties.name,
              email: properties.email,
              telephone: properties.telephone,
              address: properties.addressText,
              theme: properties.theme,
            })
            .from(properties)
            .where(inArray(properties.id, propertyIds))
        ).map((hotel) => [
          hotel.id,
          { ...hotel, colour: themeColour(hotel.theme, 'Primary', '#1f3a5f') },
        ])
      : [],
  );

  let sent = 0;
  for (const mail of claimed) {
    const hotel = mail.propertyId === null ? undefined : hotels.get(mail.propertyId);
    try {
      await transport.sendMail({
        from: { name: hotel?.name ?? 'Stayfront', address: options.from },
        ...(hotel ? { replyTo: hotel.email } : {}),
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        // HTML in the hotel's colours around the message; the plain text goes as it was written.
        ...(mail.htmlBody
          ? {
              html: hotel
                ? brandedEmailHtml(hotel, mail.htmlBody, localeOfLanguageCode(mail.locale))
                : mail.htmlBody,
            }
          : {}),
        // One id per outbox row: a receiving server can drop a copy sent again after a crash.
        messageId: `<outbox-${mail.id}@${options.domain}>`,
        ...(mail.calendarAttachment
          ? {
              attachments: [
                {
                  filename: 'stay.ics',
                  content: mail.calendarAttachment,
                  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
                },
              ],
            }
          : {}),
      });
      await db
        .update(outboxEmails)
        .set({ status: 'sent', sentAt: now, claimedAt: null, lastError: null })
        .where(eq(outboxEmails.id, mail.id));
      sent++;
    } catch (error) {
      const giveUp = mail.attempts >= MAX_ATTEMPTS;
      await db
        .update(outboxEmails)
        .set({
          status: giveUp ? 'failed' : 'queued',
          claimedAt: null,
          nextAttemptAt: new Date(now.getTime() + retryDelay(mail.attempts)),
          lastError: errorLabel(error),
        })
        .where(eq(outboxEmails.id, mail.id));
    }
  }
  return sent;
}

/** A failure's code or name, never its message (an SMTP answer can quote the recipient). */
function errorLabel(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { code, responseCode, name }: { code?: unknown; responseCode?: unknown; name?: unknown } =
      error;
    const parts = [
      typeof code === 'string' ? code : null,
      typeof responseCode === 'number' ? String(responseCode) : null,
    ].filter(Boolean);
    if (parts.length) return parts.join(' ');
    if (typeof name === 'string') return name;
  }
  return 'Error';
}
