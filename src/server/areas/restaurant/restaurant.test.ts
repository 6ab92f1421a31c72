import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../../api/contract/common.ts';
import {
  RestaurantAvailabilitySchema,
  RestaurantCreateResultSchema,
  RestaurantListSchema,
  RestaurantSetupSchema,
} from '../../../api/contract/restaurant.ts';
import { addDays } from '../../../domain/shared/clock.ts';
import { formatStayDateIn } from '../../../i18n/locale-format.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import type { ReferenceApi } from '../../runtime.ts';
import { call, postJson, TEST_SEED_DAY } from '../../testing/fixtures.ts';
import { openTestApi } from '../../testing/seeded-api.ts';
import { tableCode } from './create.ts';

const SECRET = 'table-secret';
let api: ReferenceApi;
let grill: number;
let tea: number;
beforeAll(async () => {
  api = await openTestApi({ LINK_SECRET: SECRET, RATE_LIMITS: 'off' });
  const list = v.parse(
    RestaurantListSchema,
    (await call(api, '/api/RestaurantBooking/Restaurants?propertyId=GRANDLDN')).body,
  );
  grill = list.find((restaurant) => restaurant.Name === 'The Strand Grill')!.Id;
  tea = list.find((restaurant) => restaurant.Name === 'Palm Court Afternoon Tea')!.Id;
});
afterAll(async () => {
  await api?.close();
});

/** The next given weekday (0 = Sunday) at least a week after the test day. */
const next = (weekday: number, after = 7) => {
  let date = addDays(TEST_SEED_DAY, after);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== weekday) date = addDays(date, 1);
  return date;
};
const availability = async (restaurantId: number, date: string, partySize: number) =>
  v.parse(
    RestaurantAvailabilitySchema,
    (
      await call(
        api,
        `/api/RestaurantBooking/Availability?propertyId=GRANDLDN&restaurantId=${restaurantId}&date=${date}&partySize=${partySize}`,
      )
    ).body,
  );
const create = (body: Record<string, unknown>) =>
  call(
    api,
    '/api/RestaurantBooking/Create',
    postJson({
      PropertyId: 'GRANDLDN',
      RestaurantId: grill,
      VisitDate: next(2),
      VisitTime: '19:00',
      PartySize: 2,
      Identifier: 'Ada Lovelace',
      Email: 'ada@example.com',
      ContactNumber: '+44 20 7946 0000',
      ...body,
    }),
  );

describe('restaurant setup and availability', () => {
  it('gives the party sizes of each restaurant', async () => {
    expect(
      v.parse(
        RestaurantSetupSchema,
        (
          await call(
            api,
            `/api/RestaurantBooking/RestaurantSetup?propertyId=GRANDLDN&restaurantId=${tea}&date=${next(2)}`,
          )
        ).body,
      ),
    ).toMatchObject({ CurrencySymbol: '£', MinOnlinePartySize: 2, MaxOnlinePartySize: 6 });
  });

  it('offers the evening slots with the pre-theatre promotion on the early ones and a leave time', async () => {
    const slots = (await availability(grill, next(2), 2)).TimeSlots;
    expect(slots.map((slot) => slot.Time)).toEqual([
      '17:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
    ]);
    expect(slots[0]).toMatchObject({
      IsLeaveTimeRequired: true,
      Promotions: [{ Name: 'Pre-theatre menu' }],
    });
    expect(slots[2]!.Promotions).toEqual([]);
  });

  it('has no afternoon tea on Mondays, and says so', async () => {
    expect(await availability(tea, next(1), 2)).toEqual({
      TimeSlots: [],
      NoAvailabilityText: 'Afternoon tea is not served that day. Please choose another date.',
    });
  });

  it('offers nothing to a party outside the online sizes', async () => {
    expect((await availability(tea, next(3), 1)).TimeSlots).toEqual([]);
  });
});

describe('POST /api/RestaurantBooking/Create', () => {
  it('books a table, emails a confirmation with a cancel link, and the link gives the seats back', async () => {
    const date = next(3, 14);
    // Three parties of eight fill the slot's 24 seats.
    const [answer] = await Promise.all(
      [1, 2, 3].map(async () =>
        v.parse(
          RestaurantCreateResultSchema,
          (await create({ VisitDate: date, VisitTime: '20:00', PartySize: 8 })).body,
        ),
      ),
    ).then((all) => {
      expect(all.every((one) => one.Success)).toBe(true);
      return all;
    });
    if (!answer) throw new Error('no booking');
    expect(answer.BookingReference).toMatch(/^TB-/);
    expect((await availability(grill, date, 1)).TimeSlots.map((slot) => slot.Time)).not.toContain(
      '20:00',
    );
    const refused = v.parse(
      RestaurantCreateResultSchema,
      (await create({ VisitDate: date, VisitTime: '20:00', PartySize: 1 })).body,
    );
    expect(refused).toEqual({
      Success: false,
      BookingReference: null,
      InfoMessage: 'Sorry, that time has just been taken. Please choose another time.',
    });
    const emails = await api.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, 'table-booking'));
    expect(emails.map((email) => email.textBody).join('\n')).toContain(
      `/Restaurant/GRANDLDN/Cancel/${answer.BookingReference}/${tableCode(SECRET, answer.BookingReference!)}`,
    );

    const tampered = await call(
      api,
      '/api/RestaurantBooking/Cancel',
      postJson({
        PropertyId: 'GRANDLDN',
        BookingReference: answer.BookingReference,
        Code: 'A'.repeat(22),
      }),
    );
    expect(tampered.status).toBe(404);
    const cancelled = await call(
      api,
      '/api/RestaurantBooking/Cancel',
      postJson({
        PropertyId: 'GRANDLDN',
        BookingReference: answer.BookingReference,
        Code: tableCode(SECRET, answer.BookingReference!),
      }),
    );
    expect(cancelled.body).toMatchObject({ Success: true });
    expect((await availability(grill, date, 8)).TimeSlots.map((slot) => slot.Time)).toContain(
      '20:00',
    );
    expect((await availability(grill, date, 9)).TimeSlots).toEqual([]);
  });

  it('writes the email in the language of the page the table was booked from', async () => {
    const date = next(4, 21);
    const answer = v.parse(
      RestaurantCreateResultSchema,
      (
        await call(
          api,
          '/api/RestaurantBooking/Create',
          postJson(
            {
              PropertyId: 'GRANDLDN',
              RestaurantId: grill,
              VisitDate: date,
              VisitTime: '19:00',
              PartySize: 2,
              Identifier: 'Ada Lovelace',
              Email: 'ada.de@example.com',
              ContactNumber: '+44 20 7946 0000',
            },
            { 'Content-Language': 'de' },
          ),
        )
      ).body,
    );
    expect(answer.Success).toBe(true);
    const [email] = await api.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, 'ada.de@example.com'));
    expect(email!.locale).toBe('de');
    expect(email!.textBody).toContain(formatStayDateIn('de', date));
    expect(email!.htmlBody).toContain('lang="de"');
  });

  it('answers per-field messages and refuses an offer at another time', async () => {
    const bad = await create({ Email: 'nope', ContactNumber: '0207', PartySize: 30 });
    expect(bad.status).toBe(400);
    expect(Object.keys(v.parse(ApiErrorSchema, bad.body).ModelState ?? {}).sort()).toEqual([
      'ContactNumber',
      'Email',
      'PartySize',
    ]);
    const slots = (await availability(grill, next(2), 2)).TimeSlots;
    const promotion = slots[0]!.Promotions[0]!.Id;
    expect((await create({ VisitTime: '21:00', PromotionId: promotion })).status).toBe(400);
    expect(
      v.parse(
        RestaurantCreateResultSchema,
        (await create({ VisitTime: '17:30', PromotionId: promotion })).body,
      ).Success,
    ).toBe(true);
  });

  it('refuses a restaurant of another property', async () => {
    expect((await create({ PropertyId: 'SEASIDECPT' })).status).toBe(404);
  });
});
