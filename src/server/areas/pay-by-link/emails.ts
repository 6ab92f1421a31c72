import { and, eq, isNull } from 'drizzle-orm';
import { emailMessages } from '../../../i18n/email-messages.ts';
import { DEFAULT_LOCALE, localeOfLanguageCode, type Locale } from '../../../i18n/locale.ts';
import { formatInstantIn, formatMoneyIn } from '../../../i18n/locale-format.ts';
import { translatorFor } from '../../../i18n/translate.ts';
import { paragraphsHtml } from '../../email-html.ts';
import type { Database, Executor } from '../../db/client.ts';
import { paymentRequests, properties } from '../../db/schema/index.ts';
import { writeToOutbox } from '../../mail/outbox.ts';
import { payLinkUrl } from './link.ts';

/** The email carrying a payment request's link: what it is for, how much, until when. */
export function paymentRequestEmail(input: {
  propertyName: string;
  telephone: string;
  email: string;
  guestName: string;
  action: 'Pay' | 'StoreCard';
  invoiceNumber: string;
  description: string;
  amount: string;
  expires: string;
  link: string;
  locale?: Locale;
}) {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const t = translatorFor(emailMessages, locale);
  const pay = input.action === 'Pay';
  const request = {
    propertyName: input.propertyName,
    invoiceNumber: input.invoiceNumber,
    description: input.description,
    amount: input.amount,
  };
  const lines = [
    t('email.dear', { name: input.guestName }),
    '',
    t(pay ? 'email.payment.pay' : 'email.payment.store', request),
    '',
    t(pay ? 'email.payment.payLink' : 'email.payment.storeLink', { link: input.link }),
    t('email.payment.expires', { expires: input.expires }),
    '',
    t('email.questions', { telephone: input.telephone, email: input.email }),
  ];
  const html = paragraphsHtml(lines, [input.link], locale);
  return {
    subject: t(pay ? 'email.payment.paySubject' : 'email.payment.storeSubject', request),
    text: lines.join('\n'),
    html,
    locale,
  };
}

type RequestRow = typeof paymentRequests.$inferSelect;
interface PropertyContact {
  readonly code: string;
  readonly name: string;
  readonly telephone: string;
  readonly email: string;
  readonly timeZone: string;
}

/**
 * Claims a request's email (a conditional update: several servers never send it twice) and writes
 * it to the outbox in the same transaction, in the request's language (a booking's request takes
 * the booking's). False when it was already written or has no address.
 */
export async function emailPaymentRequest(
  tx: Executor,
  request: RequestRow,
  property: PropertyContact,
  link: { readonly secret: string; readonly origin: string },
  now: Date,
): Promise<boolean> {
  const [claimed] = await tx
    .update(paymentRequests)
    .set({ emailedAt: now })
    .where(and(eq(paymentRequests.id, request.id), isNull(paymentRequests.emailedAt)))
    .returning({ id: paymentRequests.id });
  if (!claimed || !request.guestEmail.trim()) return false;
  const locale = localeOfLanguageCode(request.languageCode);
  const email = paymentRequestEmail({
    propertyName: property.name,
    telephone: property.telephone,
    email: property.email,
    guestName: request.guestName,
    action: request.action,
    invoiceNumber: request.invoiceNumber,
    description: request.description,
    amount: formatMoneyIn(locale, request.amount, request.currency),
    // The moment the link stops working, on the hotel's clock.
    expires: formatInstantIn(locale, request.expiresAt.toISOString(), property.timeZone),
    link: `${link.origin}${payLinkUrl(link.secret, property.code, request, request.languageCode)}`,
    locale,
  });
  await writeToOutbox(
    tx,
    [{ ...email, propertyId: request.propertyId, kind: 'payment-request', to: request.guestEmail }],
    now,
  );
  return true;
}

/**
 * Writes each new payment request's email to the outbox once. Returns how many were written.
 */
export async function runPaymentRequestEmails(
  db: Database,
  linkSecret: string,
  now: Date,
  origin = '',
): Promise<number> {
  const due = await db
    .select({
      request: paymentRequests,
      property: {
        code: properties.code,
        name: properties.name,
        telephone: properties.telephone,
        email: properties.email,
        timeZone: properties.timeZone,
      },
    })
    .from(paymentRequests)
    .innerJoin(properties, eq(properties.id, paymentRequests.propertyId))
    .where(isNull(paymentRequests.emailedAt));
  let sent = 0;
  for (const { request, property } of due) {
    const wrote = await db.transaction((tx) =>
      emailPaymentRequest(tx, request, property, { secret: linkSecret, origin }, now),
    );
    if (wrote) sent++;
  }
  return sent;
}
