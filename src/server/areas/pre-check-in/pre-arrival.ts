import { and, eq, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import { addDays, hotelClock } from '../../../domain/shared/clock.ts';
import { emailMessages } from '../../../i18n/email-messages.ts';
import { DEFAULT_LOCALE, localeOfLanguageCode, type Locale } from '../../../i18n/locale.ts';
import { formatStayDateIn } from '../../../i18n/locale-format.ts';
import { translatorFor } from '../../../i18n/translate.ts';
import { paragraphsHtml } from '../../email-html.ts';
import type { Database } from '../../db/client.ts';
import {
  preCheckInGuests,
  preCheckIns,
  preCheckInSettings,
  properties,
  reservationItems,
  reservations,
} from '../../db/schema/index.ts';
import { writeToOutbox } from '../../mail/outbox.ts';
import { preCheckInUrl } from './link.ts';

const DEFAULT_OPENS_DAYS = 7;
const DEFAULT_RETENTION_DAYS = 365;

/** The pre-arrival email inviting the booker to pre-check-in, in the booking's language. */
export function preArrivalEmail(input: {
  propertyName: string;
  telephone: string;
  email: string;
  reservationNumber: string;
  bookerFirstName: string;
  dateFrom: string;
  link: string;
  locale?: Locale;
}): { subject: string; text: string; html: string; locale: Locale } {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const t = translatorFor(emailMessages, locale);
  const stay = { propertyName: input.propertyName, reservationNumber: input.reservationNumber };
  const lines = [
    t('email.dear', { name: input.bookerFirstName }),
    '',
    t('email.preArrival.begins', { ...stay, date: formatStayDateIn(locale, input.dateFrom) }),
    t('email.preArrival.saveTime'),
    '',
    t('email.preArrival.link', { link: input.link }),
    '',
    t('email.questions', { telephone: input.telephone, email: input.email }),
  ];
  const html = paragraphsHtml(lines, [input.link], locale);
  return {
    subject: t('email.preArrival.subject', stay),
    text: lines.join('\n'),
    html,
    locale,
  };
}

/**
 * Emails every confirmed reservation whose pre-check-in has opened (N days before arrival, per
 * hotel) and is neither complete nor already invited; each at most once, also with several
 * servers running it at once (the claim is a conditional upsert). Also blanks document numbers and
 * dates of birth of stays that ended more than the hotel's retention period ago.
 * Returns how many emails were written.
 */
export async function runPreArrivalJob(
  db: Database,
  linkSecret: string,
  now: Date,
  origin = '',
): Promise<number> {
  const hotels = await db
    .select({
      id: properties.id,
      code: properties.code,
      name: properties.name,
      email: properties.email,
      telephone: properties.telephone,
      timeZone: properties.timeZone,
      opens: preCheckInSettings.opensDaysBeforeArrival,
      retention: preCheckInSettings.retentionDays,
    })
    .from(properties)
    .leftJoin(preCheckInSettings, eq(preCheckInSettings.propertyId, properties.id));
  let sent = 0;
  for (const hotel of hotels) {
    const today = hotelClock(now, hotel.timeZone).today;
    const due = await db
      .select({
        id: reservations.id,
        number: reservations.reservationNumber,
        firstName: reservations.bookerFirstName,
        email: reservations.bookerEmail,
        dateFrom: reservations.dateFrom,
        languageCode: reservations.languageCode,
      })
      .from(reservations)
      .leftJoin(preCheckIns, eq(preCheckIns.reservationId, reservations.id))
      .where(
        and(
          eq(reservations.propertyId, hotel.id),
          eq(reservations.status, 'Confirmed'),
          gte(reservations.dateFrom, today),
          lte(reservations.dateFrom, addDays(today, hotel.opens ?? DEFAULT_OPENS_DAYS)),
          sql`${preCheckIns.reservationId} is null or (${preCheckIns.preArrivalEmailAt} is null and ${preCheckIns.status} <> 'Complete')`,
        ),
      );
    for (const reservation of due) {
      if (!reservation.email.trim()) continue;
      const wrote = await db.transaction(async (tx) => {
        const claimed = await tx
          .insert(preCheckIns)
          .values({ reservationId: reservation.id, preArrivalEmailAt: now })
          .onConflictDoUpdate({
            target: preCheckIns.reservationId,
            set: { preArrivalEmailAt: now },
            setWhere: sql`${preCheckIns.preArrivalEmailAt} is null and ${preCheckIns.status} <> 'Complete'`,
          })
          .returning({ id: preCheckIns.reservationId });
        if (claimed.length === 0) return false;
        const link = `${origin}${preCheckInUrl(linkSecret, hotel.code, reservation.number, reservation.languageCode)}`;
        const email = preArrivalEmail({
          propertyName: hotel.name,
          telephone: hotel.telephone,
          email: hotel.email,
          reservationNumber: reservation.number,
          bookerFirstName: reservation.firstName,
          dateFrom: reservation.dateFrom,
          link,
          locale: localeOfLanguageCode(reservation.languageCode),
        });
        await writeToOutbox(
          tx,
          [
            {
              ...email,
              propertyId: hotel.id,
              kind: 'pre-check-in-invitation',
              to: reservation.email,
            },
          ],
          now,
        );
        return true;
      });
      if (wrote) sent++;
    }
    await purgeIdentityDetails(
      db,
      hotel.id,
      addDays(today, -(hotel.retention ?? DEFAULT_RETENTION_DAYS)),
    );
  }
  return sent;
}

/** Data minimisation: document numbers and dates of birth are kept only until the retention period after departure. */
async function purgeIdentityDetails(
  db: Database,
  propertyId: number,
  departedBefore: string,
): Promise<void> {
  const ended = db
    .select({ id: reservationItems.id })
    .from(reservationItems)
    .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
    .where(
      and(eq(reservations.propertyId, propertyId), lt(reservationItems.dateTo, departedBefore)),
    );
  await db
    .update(preCheckInGuests)
    .set({ documentNumber: null, dateOfBirth: null })
    .where(
      and(
        inArray(preCheckInGuests.reservationItemId, ended),
        sql`(${isNotNull(preCheckInGuests.documentNumber)} or ${isNotNull(preCheckInGuests.dateOfBirth)})`,
      ),
    );
}
