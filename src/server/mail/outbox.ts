import type { Locale } from '../../i18n/locale.ts';
import type { Executor } from '../db/client.ts';
import { outboxEmails } from '../db/schema/index.ts';

/** One email for the outbox: for whom, of what kind, and what it says. */
export interface OutboxMessage {
  readonly propertyId: number | null;
  readonly kind: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string | null | undefined;
  /** An iCalendar file sent with it. */
  readonly calendar?: string | null | undefined;
  /** The language it is written in; en-GB when not given. */
  readonly locale?: Locale | undefined;
}

/**
 * Writes emails to the outbox: nothing is sent from here, the mailer (or `/dev/outbox` in demo
 * mode) picks them up. `now` is when they were written; without it, the database's clock.
 */
export async function writeToOutbox(
  db: Executor,
  messages: readonly OutboxMessage[],
  now?: Date,
): Promise<void> {
  if (messages.length === 0) return;
  await db.insert(outboxEmails).values(
    messages.map((message) => ({
      propertyId: message.propertyId,
      kind: message.kind,
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      calendarAttachment: message.calendar ?? null,
      ...(message.locale ? { locale: message.locale } : {}),
      ...(now ? { createdAt: now } : {}),
    })),
  );
}
