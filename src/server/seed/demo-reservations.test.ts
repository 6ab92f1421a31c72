import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReservationConfirmationSchema } from '../../api/contract/reservation.ts';
import {
  accounts,
  reservationItems,
  reservationPayments,
  reservations,
} from '../db/schema/index.ts';
import type { ReferenceApi } from '../runtime.ts';
import { openTestApi } from '../testing/seeded-api.ts';
import { call, TEST_SEED_DAY } from '../testing/fixtures.ts';
import { DEMO_RESERVATIONS } from './demo-reservations.ts';
import { demoConfirmationToken } from './demo-token.ts';

let api: ReferenceApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('demo reservations', () => {
  it('are bookings of guest@example.com, paid with the saved Visa, from today on; the one marked cancelled is cancelled', async () => {
    const db = api.database.db;
    const [account] = await db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'guest@example.com'));
    const rows = await db
      .select()
      .from(reservations)
      .where(eq(reservations.accountId, account!.id));
    expect(rows.map((row) => row.reservationNumber).sort()).toEqual(
      DEMO_RESERVATIONS.map((demo) => demo.number).sort(),
    );
    for (const row of rows) {
      const cancelled =
        DEMO_RESERVATIONS.find((demo) => demo.number === row.reservationNumber)!.cancelled === true;
      expect(row).toMatchObject({
        status: cancelled ? 'Cancelled' : 'Confirmed',
        bookerEmail: 'guest@example.com',
        confirmationToken: demoConfirmationToken(row.reservationNumber),
      });
      expect(row.dateFrom >= TEST_SEED_DAY).toBe(true);
      if (!cancelled) expect(row.totalCost).toBeGreaterThan(0);
      const [payment] = await db
        .select()
        .from(reservationPayments)
        .where(eq(reservationPayments.reservationId, row.id));
      expect(payment).toMatchObject({
        method: 'SavedCard',
        cardToken: 'tok_demo_visa_4242',
        cardLast4: '4242',
      });
    }
    const twoRooms = rows.find((row) => row.reservationNumber === 'GL-3MX8RT')!;
    expect(
      await db
        .select()
        .from(reservationItems)
        .where(eq(reservationItems.reservationId, twoRooms.id)),
    ).toHaveLength(2);
  });

  it('open on the Confirmation endpoint with their fixed tokens', async () => {
    const answer = await call(
      api,
      `/api/Reservation/Confirmation?propertyId=GRANDLDN&referenceNumber=${demoConfirmationToken('GL-7Q4K9P')}`,
    );
    const confirmation = v.parse(ReservationConfirmationSchema, answer.body);
    expect(confirmation).toMatchObject({
      ReservationNumber: 'GL-7Q4K9P',
      CardSummary: 'Visa ending 4242',
      SpecialRequests: 'High floor, please.',
    });
    expect(confirmation.Rooms[0]).toMatchObject({
      RoomTypeName: 'Deluxe King',
      Services: [{ Name: 'Full English breakfast', Quantity: 1 }],
    });
    expect(confirmation.TotalCost).toBe(confirmation.Rooms[0]!.TotalCost);
  });
});
