import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { createTransport } from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/shared/clock.ts';
import type { Database } from '../db/client.ts';
import { outboxEmails } from '../db/schema/index.ts';
import type { ReferenceApi } from '../runtime.ts';
import { bookingRequest, TODAY } from '../testing/booking-kit.ts';
import { call, postJson } from '../testing/fixtures.ts';
import { openTestApi } from '../testing/seeded-api.ts';
import { deliverOutbox, MAX_ATTEMPTS, retryDelay, type MailTransport } from './deliver-outbox.ts';

// Email that really leaves — a local SMTP server receives what the mailer sends.

let api: ReferenceApi;
let db: Database;
let smtp: SMTPServer;
let transport: MailTransport;
const received: ParsedMail[] = [];
/** Recipients the SMTP server turns away for now (a full mailbox, a server having a bad minute). */
const refused = new Set<string>();
const OPTIONS = { from: 'bookings@stayfront.test', domain: 'stayfront.test' };

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address))
        callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
      else callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const client = createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  transport = { sendMail: (mail) => client.sendMail(mail) };
  api = await openTestApi({ LINK_SECRET: 'mail-test-secret' });
  db = api.database.db;
});
afterAll(async () => {
  await api?.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

async function book(email: string, from: number): Promise<string> {
  const body = await bookingRequest(api, {
    dateFrom: addDays(TODAY, from),
    dateTo: addDays(TODAY, from + 2),
    rooms: [{ roomType: 'CLDBL', ratePlan: 'FLEX' }],
    bookerEmail: email,
  });
  const answer = await call(api, '/api/Reservation/Create', postJson(body));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { ReservationNumber: string }).ReservationNumber;
}
const to = (address: string) =>
  received.filter(
    (mail) =>
      mail.to &&
      !Array.isArray(mail.to) &&
      mail.to.value.some((entry) => entry.address === address),
  );
const rowOf = async (address: string) =>
  (await db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, address)))[0]!;

describe('deliverOutbox', () => {
  it('sends the booking confirmation once, from the hotel, with its links in text and HTML and the stay as a calendar file', async () => {
    const number = await book('sent.once@example.com', 120);
    const now = new Date();
    expect(await deliverOutbox(db, transport, now, OPTIONS)).toBeGreaterThanOrEqual(1);
    const [mail] = to('sent.once@example.com');
    expect(mail?.subject).toBe(`Booking confirmed: ${number} at The Grand London`);
    expect(mail?.from?.value[0]).toEqual({
      name: 'The Grand London',
      address: 'bookings@stayfront.test',
    });
    expect(mail?.replyTo?.value[0]?.address).toBe('reservations@grandlondon.example');
    const manage = /https?:\/\/\S+\/Manage\/GRANDLDN\/Reservation\/\S+/.exec(mail?.text ?? '')?.[0];
    expect(manage).toBeDefined();
    expect(mail?.html).toContain(`<a href="${manage}">`);
    // Branded: the hotel's name on a band of its colour, and how to reach it.
    expect(mail?.html).toContain(
      '<div style="background:#1f3a5f;color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold">The Grand London</div>',
    );
    expect(mail?.html).toContain('+44 20 7946 0000');
    const calendar = mail?.attachments.find((attachment) =>
      attachment.contentType.startsWith('text/calendar'),
    );
    expect(calendar?.filename).toBe('stay.ics');
    expect(calendar?.content.toString('utf8')).toContain(`UID:${number}@stayfront`);
    expect(mail?.messageId).toMatch(/^<outbox-\d+@stayfront\.test>$/);
    expect(await rowOf('sent.once@example.com')).toMatchObject({
      status: 'sent',
      attempts: 1,
      sentAt: now,
    });

    // Nothing is sent twice, however often the job runs.
    await deliverOutbox(db, transport, new Date(now.getTime() + 60_000), OPTIONS);
    await Promise.all([
      deliverOutbox(db, transport, new Date(), OPTIONS),
      deliverOutbox(db, transport, new Date(), OPTIONS),
    ]);
    expect(to('sent.once@example.com')).toHaveLength(1);
  });

  it('keeps a message the SMTP server turns away, tries again later with back-off, and sends it once it is taken', async () => {
    refused.add('busy.box@example.com');
    await book('busy.box@example.com', 124);
    const now = new Date();
    await deliverOutbox(db, transport, now, OPTIONS);
    expect(to('busy.box@example.com')).toHaveLength(0);
    const waiting = await rowOf('busy.box@example.com');
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, sentAt: null });
    expect(waiting.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelay(1));
    // The reason is the SMTP code, never its words (they can quote the address).
    expect(waiting.lastError).toMatch(/451/);
    expect(waiting.lastError).not.toContain('busy.box');

    // Not due yet: nothing happens.
    await deliverOutbox(db, transport, new Date(now.getTime() + 10_000), OPTIONS);
    expect((await rowOf('busy.box@example.com')).attempts).toBe(1);

    refused.delete('busy.box@example.com');
    await deliverOutbox(db, transport, new Date(now.getTime() + retryDelay(1)), OPTIONS);
    expect(to('busy.box@example.com')).toHaveLength(1);
    expect(await rowOf('busy.box@example.com')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives a message up after the last try, and never sends one days late', async () => {
    refused.add('never.there@example.com');
    const [stuck] = await db
      .insert(outboxEmails)
      .values({
        kind: 'test',
        toAddress: 'never.there@example.com',
        subject: 'Hello',
        textBody: 'Hello',
        attempts: MAX_ATTEMPTS - 1,
      })
      .returning();
    await deliverOutbox(db, transport, new Date(), OPTIONS);
    expect(
      (await db.select().from(outboxEmails).where(eq(outboxEmails.id, stuck!.id)))[0],
    ).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });

    const old = new Date(Date.now() - 4 * 24 * 3_600_000);
    const [late] = await db
      .insert(outboxEmails)
      .values({
        kind: 'test',
        toAddress: 'too.late@example.com',
        subject: 'Hello',
        textBody: 'Hello',
        createdAt: old,
        nextAttemptAt: old,
      })
      .returning();
    await deliverOutbox(db, transport, new Date(), OPTIONS);
    expect(
      (await db.select().from(outboxEmails).where(eq(outboxEmails.id, late!.id)))[0]?.status,
    ).toBe('expired');
    expect(to('too.late@example.com')).toHaveLength(0);
  });

  it.each([
    [1, 60_000],
    [2, 5 * 60_000],
    [5, 6 * 3_600_000],
    [9, 6 * 3_600_000],
  ])('waits longer after each failed try: after %i, %i ms', (attempts, wait) => {
    expect(retryDelay(attempts)).toBe(wait);
  });
});
