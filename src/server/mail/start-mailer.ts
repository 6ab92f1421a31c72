import { createTransport } from 'nodemailer';
import type { Executor } from '../db/client.ts';
import { startHourlyJob } from '../hourly-job.ts';
import { deliverOutbox, type MailTransport } from './deliver-outbox.ts';

/** How often the outbox is looked at when email is on. */
const EVERY_MS = 15_000;

/**
 * With `SMTP_URL` set (e.g. `smtps://user:password@smtp.example.com:465`), delivers the outbox
 * every 15 seconds from `MAIL_FROM`; without it, email stays in the outbox (the development page
 * shows it). Answers a stop function.
 */
export function startMailer(
  db: Executor,
  env: NodeJS.ProcessEnv,
  publicOrigin: string,
  clock: () => Date,
  log: (message: string) => void,
): () => void {
  const url = env.SMTP_URL?.trim();
  if (!url) return () => undefined;
  const domain = new URL(publicOrigin).hostname;
  const from = env.MAIL_FROM?.trim() || `bookings@${domain}`;
  const smtp = createTransport(url);
  const transport: MailTransport = { sendMail: (mail) => smtp.sendMail(mail) };
  log('[stayfront] Email is delivered over SMTP.');
  return startHourlyJob(
    'Emails delivered',
    () => deliverOutbox(db, transport, clock(), { from, domain }),
    log,
    EVERY_MS,
  );
}
