import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../../api/contract/common.ts';
import {
  ItemServicesResultSchema,
  ManageChangeResultSchema,
  UpgradeOptionsResultSchema,
  ManageConfigSchema,
  ManageSearchResultSchema,
  type ManageReservation,
} from '../../../api/contract/manage-booking.ts';
import { CreateReservationResultSchema } from '../../../api/contract/reservation.ts';
import { addDays } from '../../../domain/shared/clock.ts';
import { formatStayDate } from '../../../i18n/dates.ts';
import { formatStayDateIn } from '../../../i18n/locale-format.ts';
import { CLIENT_ADDRESS_HEADER } from '../../auth/client-address.ts';
import type { Database } from '../../db/client.ts';
import {
  outboxEmails,
  properties,
  reservationChanges,
  reservationPayments,
  reservations,
  services,
} from '../../db/schema/index.ts';
import { linkCode } from '../../links/link-code.ts';
import type { ReferenceApi } from '../../runtime.ts';
import { bookingRequest, roomsLeft, TODAY, type RoomChoice } from '../../testing/booking-kit.ts';
import { call, postJson } from '../../testing/fixtures.ts';
import { plainReasonId } from '../../testing/manage-kit.ts';
import { openTestApi } from '../../testing/seeded-api.ts';

const SECRET = 'manage-test-secret';
let api: ReferenceApi;
let db: Database;
let propertyId: number;
beforeAll(async () => {
  api = await openTestApi({ LINK_SECRET: SECRET });
  db = api.database.db;
  propertyId = (
    await db.select({ id: properties.id }).from(properties).where(eq(properties.code, 'GRANDLDN'))
  )[0]!.id;
});
afterAll(async () => {
  await api?.close();
});

const code = (number: string) => linkCode(SECRET, 'manage', number);
const tamper = (value: string) => `${value.startsWith('A') ? 'B' : 'A'}${value.slice(1)}`;
let address = 0;
/** Each call from its own address unless given, so per-address limits only count where a test means them to. */
const from = (ip?: string) => ({
  [CLIENT_ADDRESS_HEADER]: ip ?? `10.1.${Math.floor(++address / 250)}.${address % 250}`,
});
const post = (path: string, body: unknown, ip?: string) =>
  call(api, `/api/ManageBooking/${path}`, postJson(body, from(ip)));

async function book(
  rooms: RoomChoice[],
  arrival = 30,
  nights = 2,
  languageCode = 'en-GB',
): Promise<string> {
  const dateFrom = addDays(TODAY, arrival);
  const body = await bookingRequest(api, { dateFrom, dateTo: addDays(dateFrom, nights), rooms });
  const answer = await call(
    api,
    '/api/Reservation/Create',
    postJson({ ...body, LanguageCode: languageCode }),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return v.parse(CreateReservationResultSchema, answer.body).ReservationNumber;
}

async function open(number: string): Promise<ManageReservation> {
  const answer = await post('Search', {
    propertyId: 'GRANDLDN',
    reservationNumber: number,
    hash: code(number),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return v.parse(ManageSearchResultSchema, answer.body).Reservation!;
}

const access = (reservation: ManageReservation) => ({
  PropertyId: 'GRANDLDN',
  ReservationNumber: reservation.ReservationNumber,
  Code: code(reservation.ReservationNumber),
  Version: reservation.Version,
});
const change = (answer: { status: number; body: unknown }) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return v.parse(ManageChangeResultSchema, answer.body);
};
const refusal = (answer: { status: number; body: unknown }, status: number) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return v.parse(ApiErrorSchema, answer.body);
};
const reasonId = () => plainReasonId(api);

describe('GET /api/ManageBooking/Config/{id}', () => {
  it('says a reason is asked for and how to reach the hotel', async () => {
    const config = v.parse(
      ManageConfigSchema,
      (await call(api, '/api/ManageBooking/Config/GRANDLDN')).body,
    );
    expect(config).toMatchObject({ PropertyId: propertyId, CancellationReasonRequired: true });
    expect(config.Telephone).not.toBe('');
  });
});

describe('POST /api/ManageBooking/Search', () => {
  it('finds a booking by number and the booker\u2019s last name in any case, and answers the link\u2019s code', async () => {
    const answer = v.parse(
      ManageSearchResultSchema,
      (
        await post('Search', {
          propertyId: 'grandldn',
          reservationNumber: 'gl-7q4k9p',
          guestName: '  MORGAN ',
        })
      ).body,
    );
    expect(answer.Success).toBe(true);
    expect(answer.Code).toBe(code('GL-7Q4K9P'));
    expect(answer.Reservation).toMatchObject({
      ReservationNumber: 'GL-7Q4K9P',
      CanBeEdited: true,
      CanBeCancelled: true,
      Booker: { LastName: 'Morgan' },
    });
    expect(answer.Reservation!.Items[0]!.Policy).toMatch(
      /^Free cancellation until the end of .* after that the first night is charged\.$/,
    );
  });

  it('answers a wrong name exactly as an unknown number', async () => {
    const wrongName = await post('Search', {
      propertyId: 'GRANDLDN',
      reservationNumber: 'GL-7Q4K9P',
      guestName: 'Smith',
    });
    const unknown = await post('Search', {
      propertyId: 'GRANDLDN',
      reservationNumber: 'GL-ZZZZZZ',
      guestName: 'Morgan',
    });
    expect(wrongName.status).toBe(200);
    expect(wrongName.body).toEqual(unknown.body);
    expect(wrongName.body).toMatchObject({ Success: false, Reservation: null, Code: null });
  });

  it('asks for the number and the name with the spec\u2019s messages', async () => {
    expect(
      refusal(
        await post('Search', {
          propertyId: 'GRANDLDN',
          reservationNumber: ' ',
          guestName: 'Morgan',
        }),
        400,
      ).ModelState,
    ).toMatchObject({ reservationNumber: ['Resevation Number is required'] });
    expect(
      refusal(
        await post('Search', {
          propertyId: 'GRANDLDN',
          reservationNumber: 'GL-7Q4K9P',
          guestName: '',
        }),
        400,
      ).ModelState,
    ).toMatchObject({ guestName: ['Guest Name is required'] });
  });

  it('refuses a tampered or another booking\u2019s code, and another property\u2019s booking', async () => {
    expect(
      refusal(
        await post('Search', {
          propertyId: 'GRANDLDN',
          reservationNumber: 'GL-7Q4K9P',
          hash: tamper(code('GL-7Q4K9P')),
        }),
        404,
      ).Message,
    ).toBe('This link is invalid');
    expect(
      (
        await post('Search', {
          propertyId: 'GRANDLDN',
          reservationNumber: 'GL-7Q4K9P',
          hash: code('GL-3MX8RT'),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await post('Search', {
          propertyId: 'SEASIDECPT',
          reservationNumber: 'GL-7Q4K9P',
          hash: code('GL-7Q4K9P'),
        })
      ).status,
    ).toBe(404);
  });

  it('limits wrong names per booking wherever they come from (429 with Retry-After)', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      expect(
        (
          await post('Search', {
            propertyId: 'GRANDLDN',
            reservationNumber: 'GL-3MX8RT',
            guestName: `Guess${attempt}`,
          })
        ).status,
      ).toBe(200);
    }
    const blocked = await post('Search', {
      propertyId: 'GRANDLDN',
      reservationNumber: 'GL-3MX8RT',
      guestName: 'Morgan',
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    // The emailed link still works: it carries the code, not a guess.
    expect((await open('GL-3MX8RT')).ReservationNumber).toBe('GL-3MX8RT');
  });

  it('limits wrong guesses per address', async () => {
    for (let attempt = 0; attempt < 20; attempt++)
      await post(
        'Search',
        {
          propertyId: 'GRANDLDN',
          reservationNumber: `GL-${String(attempt).padStart(6, 'Q')}`,
          guestName: 'x',
        },
        '10.9.9.9',
      );
    expect(
      (
        await post(
          'Search',
          { propertyId: 'GRANDLDN', reservationNumber: 'GL-7Q4K9P', guestName: 'Morgan' },
          '10.9.9.9',
        )
      ).status,
    ).toBe(429);
  });
});

describe('permissions are the server\u2019s', () => {
  it('refuses to cancel or change a non-refundable booking', async () => {
    const nonRefundable = await open('GL-8NRF5Q');
    expect(nonRefundable).toMatchObject({ CanBeEdited: false, CanBeCancelled: false });
    expect(nonRefundable.RefusalReason).toMatch(/non-refundable/);
    const cancel = refusal(
      await post('Cancel', { ...access(nonRefundable), CancellationReasonId: await reasonId() }),
      403,
    );
    expect(cancel.Message).toBe(
      'This booking is on a non-refundable rate and cannot be changed or cancelled online.',
    );
    refusal(
      await post('Update', {
        ...access(nonRefundable),
        DateFrom: addDays(nonRefundable.DateFrom, 1),
        DateTo: addDays(nonRefundable.DateTo, 1),
      }),
      403,
    );
  });

  it('refuses changes on or after the day of arrival', async () => {
    const inHouse = await open('GL-6INH4U');
    expect(inHouse.CanBeEdited).toBe(false);
    const answer = refusal(
      await post('Update', {
        ...access(inHouse),
        Items: [{ ReservationItemId: inHouse.Items[0]!.ReservationItemId, Services: [] }],
      }),
      403,
    );
    expect(answer.Message).toBe(
      'Changes cannot be made online on or after the day of arrival. Please speak to the hotel.',
    );
  });

  it('shows a cancelled booking as cancelled, with nothing to do', async () => {
    expect(await open('GL-2CXL8M')).toMatchObject({
      IsCancelled: true,
      Status: 'Cancelled',
      CanBeCancelled: false,
      CanBeEdited: false,
    });
  });

  it('refuses changes made with a tampered code', async () => {
    const reservation = await open('GL-7Q4K9P');
    refusal(
      await post('Cancel', {
        ...access(reservation),
        Code: tamper(access(reservation).Code),
        CancellationReasonId: await reasonId(),
        Preview: true,
      }),
      404,
    );
  });
});

describe('POST /api/ManageBooking/Cancel', () => {
  it('previews and then cancels a booking free of charge: all paid refunded, rooms given back, recorded and emailed', async () => {
    const number = await book([{ roomType: 'CLDBL', ratePlan: 'FLEX' }], 40, 2);
    const before = await open(number);
    const night = before.DateFrom;
    const left = await roomsLeft(db, propertyId, 'CLDBL', night);
    const preview = change(
      await post('Cancel', {
        ...access(before),
        CancellationReasonId: await reasonId(),
        Preview: true,
      }),
    );
    expect(preview.Summary).toMatchObject({
      Fee: 0,
      NewTotal: 0,
      Refund: before.AmountPaid,
      Changes: ['Whole booking cancelled'],
    });
    expect(preview.Reservation).toBeNull();
    expect(await roomsLeft(db, propertyId, 'CLDBL', night)).toBe(left);

    const done = change(
      await post('Cancel', { ...access(before), CancellationReasonId: await reasonId() }),
    );
    expect(done.Reservation).toMatchObject({
      Status: 'Cancelled',
      IsCancelled: true,
      TotalCost: 0,
      CanBeCancelled: false,
    });
    expect(await roomsLeft(db, propertyId, 'CLDBL', night)).toBe(left + 1);
    const [row] = await db
      .select()
      .from(reservations)
      .where(eq(reservations.reservationNumber, number));
    expect(
      await db
        .select()
        .from(reservationChanges)
        .where(eq(reservationChanges.reservationId, row!.id)),
    ).toHaveLength(1);
    const [email] = await db
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.kind, 'reservation-cancelled'),
          eq(outboxEmails.subject, `Booking cancelled: ${number} at The Grand London`),
        ),
      );
    expect(email?.textBody).toContain(`/Manage/GRANDLDN/Reservation/${number}/${code(number)}`);
  });

  it('asks for a reason', async () => {
    const reservation = await open('GL-7Q4K9P');
    expect(
      refusal(await post('Cancel', { ...access(reservation), Preview: true }), 400).ModelState,
    ).toMatchObject({ CancellationReasonId: ['Please choose a reason for cancelling.'] });
  });

  it('charges the first night inside the fee window', async () => {
    const late = await open('GL-4FEE2D');
    const firstNight = Math.round((late.Items[0]!.TotalAccommodationPrice / 2) * 100) / 100;
    expect(late.FeeIfCancelledNow).toBe(firstNight);
    const preview = change(
      await post('Cancel', {
        ...access(late),
        CancellationReasonId: await reasonId(),
        Preview: true,
      }),
    );
    expect(preview.Summary).toMatchObject({ Fee: firstNight, NewTotal: firstNight });
  });
});

describe('POST /api/ManageBooking/Update', () => {
  it('moves dates: rooms leave the old nights and take the new ones, the rise is charged once under a double submit', async () => {
    const number = await book([{ roomType: 'DLXKNG', ratePlan: 'FLEX' }], 50, 2);
    const before = await open(number);
    const [oldNight, newNight] = [before.DateFrom, addDays(before.DateFrom, 7)];
    const [oldLeft, newLeft] = [
      await roomsLeft(db, propertyId, 'DLXKNG', oldNight),
      await roomsLeft(db, propertyId, 'DLXKNG', newNight),
    ];
    const body = { ...access(before), DateFrom: newNight, DateTo: addDays(newNight, 3) };

    const options = await post('SearchDateOptions', body);
    expect(options.status, JSON.stringify(options.body)).toBe(200);
    const rows = (
      options.body as {
        ReservationItemRateRows: {
          OriginalTotalCost: number;
          TotalCost: number;
          Difference: number;
        }[];
      }
    ).ReservationItemRateRows;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.OriginalTotalCost).toBe(before.Items[0]!.TotalCost);
    expect(rows[0]!.Difference).toBeCloseTo(rows[0]!.TotalCost - rows[0]!.OriginalTotalCost, 2);

    const [first, second] = await Promise.all([post('Update', body), post('Update', body)]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const done = change(first.status === 200 ? first : second);
    expect(done.Reservation).toMatchObject({
      DateFrom: newNight,
      DateTo: addDays(newNight, 3),
      Version: before.Version + 1,
    });
    expect(done.Summary!.NewTotal).toBeGreaterThan(before.TotalCost);
    expect(await roomsLeft(db, propertyId, 'DLXKNG', oldNight)).toBe(oldLeft + 1);
    expect(await roomsLeft(db, propertyId, 'DLXKNG', newNight)).toBe(newLeft - 1);
    const [row] = await db
      .select()
      .from(reservations)
      .where(eq(reservations.reservationNumber, number));
    const payments = await db
      .select()
      .from(reservationPayments)
      .where(eq(reservationPayments.reservationId, row!.id));
    // FLEX is charged before arrival: nothing was paid, nothing is charged now, the new total is due then.
    expect(done.Summary).toMatchObject({
      ChargeNow: 0,
      Refund: 0,
      AmountDueLater: done.Summary!.NewTotal,
    });
    expect(payments).toHaveLength(1);
    expect(
      await db
        .select()
        .from(reservationChanges)
        .where(eq(reservationChanges.reservationId, row!.id)),
    ).toHaveLength(1);
  });

  it('writes a change’s lines in the language the page names', async () => {
    const number = await book([{ roomType: 'DLXKNG', ratePlan: 'FLEX' }], 52, 2);
    const before = await open(number);
    const newNight = addDays(before.DateFrom, 7);
    const body = { ...access(before), DateFrom: newNight, DateTo: addDays(newNight, 2) };
    const changesIn = async (headers: Record<string, string>) => {
      const answer = await call(
        api,
        '/api/ManageBooking/SearchDateOptions',
        postJson(body, { ...from(), ...headers }),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return (answer.body as { Summary: { Changes: string[] } }).Summary.Changes;
    };
    const [german] = await changesIn({ 'Content-Language': 'de' });
    expect(german).toContain(formatStayDateIn('de', newNight));
    expect(german).not.toContain(formatStayDate(newNight));
    const [english] = await changesIn({});
    expect(english).toContain(`dates changed from`);
    expect(english).toContain(formatStayDate(newNight));
  });

  it('charges a rise on a paid-in-full booking to the card on file, once, and refunds a fall', async () => {
    const number = await book([{ roomType: 'CLDBL', ratePlan: 'BB', adults: 2 }], 60, 2);
    const before = await open(number);
    const longer = change(
      await post('Update', {
        ...access(before),
        DateFrom: before.DateFrom,
        DateTo: addDays(before.DateTo, 2),
      }),
    );
    expect(longer.Summary!.ChargeNow).toBeGreaterThan(0);
    expect(longer.Summary!.PaymentMethod).toMatch(/ending \d{4}$/);
    const shorter = change(
      await post('Update', {
        ...access(longer.Reservation!),
        DateFrom: before.DateFrom,
        DateTo: before.DateTo,
      }),
    );
    expect(shorter.Summary!.Refund).toBeCloseTo(longer.Summary!.ChargeNow, 2);
    const [row] = await db
      .select()
      .from(reservations)
      .where(eq(reservations.reservationNumber, number));
    const amounts = (
      await db
        .select()
        .from(reservationPayments)
        .where(eq(reservationPayments.reservationId, row!.id))
    ).map((payment) => payment.amount);
    expect(amounts.slice(1)).toEqual([longer.Summary!.ChargeNow, -shorter.Summary!.Refund]);
    expect(shorter.Reservation!.AmountPaid).toBeCloseTo(before.AmountPaid, 2);
  });

  it('moves only the rooms chosen; the booking’s dates span its rooms', async () => {
    const number = await book(
      [
        { roomType: 'CLDBL', ratePlan: 'FLEX' },
        { roomType: 'SUPTWN', ratePlan: 'FLEX' },
      ],
      95,
      2,
    );
    const before = await open(number);
    const second = before.Items[1]!;
    const done = change(
      await post('Update', {
        ...access(before),
        DateFrom: before.DateFrom,
        DateTo: addDays(before.DateTo, 1),
        ReservationItemIds: [second.ReservationItemId],
      }),
    );
    expect(done.Summary!.Changes).toHaveLength(1);
    expect(done.Reservation!.Items.map((item) => item.DateTo)).toEqual([
      before.DateTo,
      addDays(before.DateTo, 1),
    ]);
    expect(done.Reservation).toMatchObject({
      DateFrom: before.DateFrom,
      DateTo: addDays(before.DateTo, 1),
    });
  });

  it('answers "no availability" for new dates that cannot be sold, changing nothing', async () => {
    const reservation = await open('GL-7Q4K9P');
    const far = addDays(TODAY, 5000);
    const answer = await post('SearchDateOptions', {
      ...access(reservation),
      DateFrom: far,
      DateTo: addDays(far, 1),
    });
    expect(answer.body).toMatchObject({
      Success: false,
      Message: 'No rooms available on selected dates',
    });
    expect((await open('GL-7Q4K9P')).Version).toBe(reservation.Version);
  });

  it('adds a limited extra (taking its inventory) and refuses changes to one the hotel does not allow', async () => {
    const number = await book([{ roomType: 'DLXKNG', ratePlan: 'FLEX' }], 70, 2);
    const before = await open(number);
    const item = before.Items[0]!;
    const list = v.parse(
      ItemServicesResultSchema,
      (
        await call(
          api,
          `/api/Service/GetReservationItemServices?propertyId=GRANDLDN&reservationNumber=${number}&code=${code(number)}&reservationItemId=${item.ReservationItemId}`,
          { headers: from() },
        )
      ).body,
    );
    const parking = list.Services.find((service) => service.Name === 'Valet parking')!;
    expect(parking).toMatchObject({ Quantity: 0, Editable: true });
    const done = change(
      await post('Update', {
        ...access(before),
        Items: [
          {
            ReservationItemId: item.ReservationItemId,
            Services: [{ ServiceId: parking.ServiceId, Quantity: 1 }],
          },
        ],
      }),
    );
    expect(done.Summary!.Changes).toEqual(['Room 1 (Deluxe King): Valet parking × 1 added']);
    expect(done.Summary!.NewTotal).toBeCloseTo(before.TotalCost + parking.Price * 2, 2);
    const after = v.parse(
      ItemServicesResultSchema,
      (
        await call(
          api,
          `/api/Service/GetReservationItemServices?propertyId=GRANDLDN&reservationNumber=${number}&code=${code(number)}&reservationItemId=${item.ReservationItemId}`,
          { headers: from() },
        )
      ).body,
    );
    expect(after.Services.find((service) => service.ServiceId === parking.ServiceId)).toMatchObject(
      { Quantity: 1, Available: parking.Available },
    );

    await db
      .update(services)
      .set({ allowEditOnBookingEngine: false })
      .where(eq(services.id, parking.ServiceId));
    try {
      const refused = refusal(
        await post('Update', {
          ...access(done.Reservation!),
          Items: [{ ReservationItemId: item.ReservationItemId, Services: [] }],
        }),
        403,
      );
      expect(refused.Message).toBe(
        'Valet parking cannot be changed online. Please contact the hotel.',
      );
    } finally {
      await db
        .update(services)
        .set({ allowEditOnBookingEngine: true })
        .where(eq(services.id, parking.ServiceId));
    }
  });

  it('adds a New Guest for a second adult, and no more than the adults booked', async () => {
    const number = await book([{ roomType: 'CLDBL', ratePlan: 'FLEX', adults: 2 }], 80, 1);
    const before = await open(number);
    const item = before.Items[0]!;
    const lead = item.Guests[0]!;
    const guests = [
      { GuestId: lead.GuestId, FirstName: lead.FirstName, LastName: lead.LastName },
      { GuestId: null, FirstName: 'New', LastName: 'Guest' },
    ];
    const done = change(
      await post('Update', {
        ...access(before),
        Items: [{ ReservationItemId: item.ReservationItemId, Guests: guests }],
      }),
    );
    expect(done.Summary).toMatchObject({
      Changes: ['Room 1 (Classic Double): guest New Guest added'],
      Difference: 0,
      ChargeNow: 0,
      Refund: 0,
    });
    expect(
      done.Reservation!.Items[0]!.Guests.map((guest) => `${guest.FirstName} ${guest.LastName}`),
    ).toEqual(['Grace Hopper', 'New Guest']);
    const tooMany = refusal(
      await post('Update', {
        ...access(done.Reservation!),
        Items: [
          {
            ReservationItemId: item.ReservationItemId,
            Guests: [...guests, { GuestId: null, FirstName: 'Third', LastName: 'Person' }],
          },
        ],
      }),
      400,
    );
    expect(tooMany.Message).toBe('This room is booked for 2 adults: add at most that many guests.');
  });

  it('upgrades a room to a better type the hotel offers, moving it between the types’ inventory', async () => {
    const number = await book([{ roomType: 'CLDBL', ratePlan: 'FLEX' }], 85, 2);
    const before = await open(number);
    const item = before.Items[0]!;
    const options = v.parse(
      UpgradeOptionsResultSchema,
      (
        await call(
          api,
          `/api/ManageBooking/UpgradeOptions?propertyId=GRANDLDN&reservationNumber=${number}&code=${code(number)}&reservationItemId=${item.ReservationItemId}`,
          { headers: from() },
        )
      ).body,
    ).RoomTypes;
    expect(options.map((option) => option.RoomTypeName)).toEqual(
      expect.arrayContaining(['Deluxe King']),
    );
    const deluxe = options.find((option) => option.RoomTypeName === 'Deluxe King')!;
    expect(deluxe.Difference).toBeGreaterThan(0);
    const [classicLeft, deluxeLeft] = [
      await roomsLeft(db, propertyId, 'CLDBL', before.DateFrom),
      await roomsLeft(db, propertyId, 'DLXKNG', before.DateFrom),
    ];
    const done = change(
      await post('Update', {
        ...access(before),
        Items: [{ ReservationItemId: item.ReservationItemId, RoomTypeId: deluxe.RoomTypeId }],
      }),
    );
    expect(done.Summary!.Changes).toEqual([
      'Room 1 (Classic Double): upgraded from Classic Double to Deluxe King',
    ]);
    expect(done.Summary!.NewTotal).toBeCloseTo(deluxe.Summary.NewTotal, 2);
    expect(done.Reservation!.Items[0]!.RoomTypeName).toBe('Deluxe King');
    expect(await roomsLeft(db, propertyId, 'CLDBL', before.DateFrom)).toBe(classicLeft + 1);
    expect(await roomsLeft(db, propertyId, 'DLXKNG', before.DateFrom)).toBe(deluxeLeft - 1);
    const sideways = refusal(
      await post('Update', {
        ...access(done.Reservation!),
        Items: [{ ReservationItemId: item.ReservationItemId, RoomTypeId: item.RoomTypeId }],
      }),
      400,
    );
    expect(sideways.Message).toBe('This room cannot be changed to that room type online.');
  });

  it('shows and changes a German booking with the hotel’s German texts', async () => {
    const number = await book([{ roomType: 'CLDBL', ratePlan: 'FLEX' }], 88, 2);
    await db
      .update(reservations)
      .set({ languageCode: 'de' })
      .where(eq(reservations.reservationNumber, number));
    const before = await open(number);
    const item = before.Items[0]!;
    expect(item).toMatchObject({
      RoomTypeName: 'Klassisches Doppelzimmer',
      RatePlanName: 'Flexibler Tarif',
    });
    const query = `propertyId=GRANDLDN&reservationNumber=${number}&code=${code(number)}&reservationItemId=${item.ReservationItemId}`;
    const extras = v.parse(
      ItemServicesResultSchema,
      (await call(api, `/api/Service/GetReservationItemServices?${query}`, { headers: from() }))
        .body,
    ).Services;
    expect(extras.map((service) => service.Name)).toContain('Parkservice');
    const options = v.parse(
      UpgradeOptionsResultSchema,
      (await call(api, `/api/ManageBooking/UpgradeOptions?${query}`, { headers: from() })).body,
    ).RoomTypes;
    const deluxe = options.find(
      (option) => option.RoomTypeName === 'Deluxe-Zimmer mit Kingsize-Bett',
    )!;
    expect(deluxe).toBeDefined();
    const done = change(
      await post('Update', {
        ...access(before),
        Items: [{ ReservationItemId: item.ReservationItemId, RoomTypeId: deluxe.RoomTypeId }],
      }),
    );
    expect(done.Summary!.Changes.join(' ')).toContain('Deluxe-Zimmer mit Kingsize-Bett');
    expect(done.Reservation!.Items[0]!.RoomTypeName).toBe('Deluxe-Zimmer mit Kingsize-Bett');
  });

  it('cancels one room of two and refuses to cancel the last one this way', async () => {
    const number = await book(
      [
        { roomType: 'CLDBL', ratePlan: 'FLEX' },
        { roomType: 'SUPTWN', ratePlan: 'FLEX' },
      ],
      90,
      2,
    );
    const before = await open(number);
    const [first, second] = before.Items;
    expect(first!.CanBeCancelled).toBe(true);
    const left = await roomsLeft(db, propertyId, 'SUPTWN', before.DateFrom);
    const done = change(
      await post('Update', {
        ...access(before),
        RoomsToCancel: [
          { ReservationItemId: second!.ReservationItemId, CancellationReasonId: await reasonId() },
        ],
      }),
    );
    expect(done.Summary!.Changes).toEqual(['Room 2 (Superior Twin): cancelled']);
    expect(done.Summary!.NewTotal).toBeCloseTo(first!.TotalCost, 2);
    expect(done.Reservation!.Items.map((item) => item.IsCancelled)).toEqual([false, true]);
    expect(done.Reservation!.Items[0]!.CanBeCancelled).toBe(false);
    expect(await roomsLeft(db, propertyId, 'SUPTWN', before.DateFrom)).toBe(left + 1);
    const last = refusal(
      await post('Update', {
        ...access(done.Reservation!),
        RoomsToCancel: [
          { ReservationItemId: first!.ReservationItemId, CancellationReasonId: await reasonId() },
        ],
      }),
      409,
    );
    expect(last.Message).toBe(
      'This is the only room left on the booking: cancel the booking instead.',
    );
  });

  it('answers bad bodies with per-field messages and never a half-written change', async () => {
    const reservation = await open('GL-7Q4K9P');
    const bad = refusal(
      await post('Update', { ...access(reservation), DateFrom: '2027-02-30', DateTo: 'soon' }),
      400,
    );
    expect(Object.keys(bad.ModelState ?? {})).toEqual(
      expect.arrayContaining(['DateFrom', 'DateTo']),
    );
    refusal(
      await post('Update', {
        ...access(reservation),
        Items: [{ ReservationItemId: 999999, Services: [] }],
      }),
      400,
    );
    expect(refusal(await post('Update', access(reservation)), 400).Message).toBe(
      'There is nothing to save: no changes were made.',
    );
    expect((await open('GL-7Q4K9P')).Version).toBe(reservation.Version);
  });
});

describe('a booking’s history', () => {
  it('is written in the language the booking was made in', async () => {
    const before = await open(await book([{ roomType: 'CLDBL', ratePlan: 'FLEX' }], 96, 2, 'de'));
    change(await post('Cancel', { ...access(before), CancellationReasonId: await reasonId() }));
    const after = await open(before.ReservationNumber);
    expect(after.History.map((entry) => entry.Changes)).toEqual([['Gesamte Buchung storniert']]);
  });
});
