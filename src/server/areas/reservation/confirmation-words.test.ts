import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AvailabilitySearchResultSchema } from '../../../api/contract/availability-search.ts';
import { CurrencyExchangeRatesSchema } from '../../../api/contract/currency-exchange-rate.ts';
import {
  CreateReservationResultSchema,
  ReservationConfirmationSchema,
} from '../../../api/contract/reservation.ts';
import { addDays } from '../../../domain/shared/clock.ts';
import { roundMoney } from '../../../domain/shared/money.ts';
import { formatMoney } from '../../../i18n/currency.ts';
import { formatStayDate } from '../../../i18n/dates.ts';
import { formatStayDateIn } from '../../../i18n/locale-format.ts';
import { outboxEmails, reservations } from '../../db/schema/index.ts';
import type { ReferenceApi } from '../../runtime.ts';
import { bookingRequest, TODAY } from '../../testing/booking-kit.ts';
import { call, postJson } from '../../testing/fixtures.ts';
import { bookAndOpen } from '../../testing/manage-kit.ts';
import { openTestApi } from '../../testing/seeded-api.ts';

// A rate's cancellation policy is said in one set of words, with its deadline, wherever the guest
// reads it: Rooms & Rates, the confirmation page and email, and manage booking; what is paid when
// is said in the email as on the confirmation page.
const SECRET = 'confirmation-words-secret';
let api: ReferenceApi;
beforeAll(async () => {
  api = await openTestApi({ LINK_SECRET: SECRET, RATE_LIMITS: 'off' });
});
afterAll(async () => {
  await api?.close();
});

const confirmationEmailOf = async (reservationNumber: string) => {
  const emails = await api.database.db
    .select({
      subject: outboxEmails.subject,
      text: outboxEmails.textBody,
      locale: outboxEmails.locale,
    })
    .from(outboxEmails)
    .where(eq(outboxEmails.kind, 'reservation-confirmation'));
  return emails.find((sent) => sent.subject.includes(reservationNumber));
};

// The confirmation page's answer for a booking's token.
const confirmationOf = async (token: string) =>
  v.parse(
    ReservationConfirmationSchema,
    (await call(api, `/api/Reservation/Confirmation?propertyId=GRANDLDN&referenceNumber=${token}`))
      .body,
  );

describe('what the confirmation says', () => {
  it.each([
    // rate, the deadline (days before arrival whose end is the last free moment), the penalty's words
    ['FLEX', 3, 'after that the first night is charged.'],
    ['BB', 3, "after that 30% of the room's total is charged."],
  ])(
    '%s: the same words and deadline on every page and in the email',
    async (rate, daysBefore, penalty) => {
      const dateFrom = addDays(TODAY, 60);
      const dateTo = addDays(dateFrom, 2);
      const booking = await bookAndOpen(api, SECRET, {
        dateFrom,
        dateTo,
        rooms: [{ roomType: 'CLDBL', ratePlan: rate }],
      });
      const words = `Free cancellation until the end of ${formatStayDate(addDays(dateFrom, -daysBefore))} (hotel time); ${penalty}`;

      const search = v.parse(
        AvailabilitySearchResultSchema,
        (
          await call(
            api,
            '/api/Availability/Search',
            postJson({
              PropertyId: 'GRANDLDN',
              DateFrom: dateFrom,
              DateTo: dateTo,
              Rooms: [{ NumberOfAdults: 2, NumberOfChildren: 0, NumberOfInfants: 0 }],
            }),
          )
        ).body,
      );
      const offered = search.RoomTypes.flatMap((offer) => offer.Rates).find(
        (candidate) => candidate.RatePlanCode === rate,
      );
      const db = api.database.db;
      const [row] = await db
        .select({ id: reservations.id, token: reservations.confirmationToken })
        .from(reservations)
        .where(eq(reservations.reservationNumber, booking.ReservationNumber));
      const confirmation = await confirmationOf(row!.token);
      const email = await confirmationEmailOf(booking.ReservationNumber);

      expect(offered?.Policy.CancellationPolicy).toBe(words);
      expect(confirmation.Rooms[0]!.CancellationPolicy).toBe(words);
      expect(booking.Items[0]!.Policy).toBe(words);
      expect(email!.text.split('\n')).toContain(words);
    },
  );

  it('the email says what is paid when as the confirmation page does', async () => {
    const dateFrom = addDays(TODAY, 64);
    const booking = await bookAndOpen(api, SECRET, {
      dateFrom,
      dateTo: addDays(dateFrom, 2),
      rooms: [
        { roomType: 'CLDBL', ratePlan: 'BB' },
        { roomType: 'SUPTWN', ratePlan: 'FLEX' },
      ],
    });
    const [bb, flex] = booking.Items;
    const pounds = (amount: number) => formatMoney(amount, 'GBP');
    const deposit = roundMoney(bb!.TotalCost * 0.3, 'GBP');
    const email = await confirmationEmailOf(booking.ReservationNumber);
    expect(email!.text).toContain(
      [
        `Charged now: ${pounds(deposit)}`,
        `Charged before arrival: ${pounds(flex!.TotalCost)}`,
        `To pay at the hotel: ${pounds(roundMoney(bb!.TotalCost - deposit, 'GBP'))}`,
      ].join('\n'),
    );
  });

  it('the currency the guest saw prices in follows the booking, beside what is charged', async () => {
    const dateFrom = addDays(TODAY, 68);
    const body = await bookingRequest(api, {
      dateFrom,
      dateTo: addDays(dateFrom, 2),
      rooms: [{ roomType: 'CLDBL', ratePlan: 'FLEX' }],
    });
    const created = v.parse(
      CreateReservationResultSchema,
      (await call(api, '/api/Reservation/Create', postJson({ ...body, DisplayCurrency: 'EUR' })))
        .body,
    );
    const rates = v.parse(
      CurrencyExchangeRatesSchema,
      (await call(api, '/api/CurrencyExchangeRate?propertyId=GRANDLDN')).body,
    );
    const euro = rates.Rates.find((rate) => rate.Currency === 'EUR')!.Rate;
    const confirmation = await confirmationOf(created.ConfirmationToken);
    const shown = roundMoney(confirmation.TotalCost * euro, 'EUR');
    expect(confirmation.DisplayTotal).toEqual({ Currency: 'EUR', Amount: shown });
    const email = await confirmationEmailOf(created.ReservationNumber);
    expect(email!.text).toContain(
      `Total (VAT included): ${formatMoney(confirmation.TotalCost, 'GBP')} (about ${formatMoney(shown, 'EUR')})`,
    );
  });

  it('is written in the language the booking was made in, calendar file included', async () => {
    const dateFrom = addDays(TODAY, 72);
    const dateTo = addDays(dateFrom, 2);
    const body = await bookingRequest(api, {
      dateFrom,
      dateTo,
      rooms: [{ roomType: 'CLDBL', ratePlan: 'FLEX' }],
    });
    const created = v.parse(
      CreateReservationResultSchema,
      (await call(api, '/api/Reservation/Create', postJson({ ...body, LanguageCode: 'de' }))).body,
    );
    const email = await confirmationEmailOf(created.ReservationNumber);
    expect(email!.locale).toBe('de');
    expect(email!.text).toContain(formatStayDateIn('de', dateFrom));
    expect(email!.text).not.toContain(formatStayDate(dateFrom));
    // The cancellation deadline too (FLEX: free until the end of the third day before arrival).
    expect(email!.text).toContain(formatStayDateIn('de', addDays(dateFrom, -3)));
    expect(email!.text).not.toContain(formatStayDate(addDays(dateFrom, -3)));
    const amount = new Intl.NumberFormat('de', { style: 'currency', currency: 'GBP' }).format(
      body.Rooms[0]!.TotalCost,
    );
    expect(email!.text).toContain(amount);

    // Its confirmation page's words from the API: the card and the cancellation policy.
    const confirmation = await confirmationOf(created.ConfirmationToken);
    expect(confirmation.PaymentMethod).toMatch(/^Visa mit Endziffern \d{4}$/);
    expect(confirmation.Rooms[0]!.CancellationPolicy).toContain(
      formatStayDateIn('de', addDays(dateFrom, -3)),
    );
    expect(confirmation.Rooms[0]!.CancellationPolicy).not.toMatch(/cancellation/i);
  });
});
