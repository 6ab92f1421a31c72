import type { Executor } from '../../db/client.ts';
import { reservationItems, reservations } from '../../db/schema/index.ts';

/** A confirmed one-room booking written straight into the tables, for import tests. */
export async function insertBooking(
  db: Executor,
  booking: { propertyId: number; roomTypeId: number; ratePlanId: number; from: string; to: string },
): Promise<number> {
  const [reservation] = await db
    .insert(reservations)
    .values({
      propertyId: booking.propertyId,
      reservationNumber: `T-${booking.roomTypeId}-${booking.from}`,
      confirmationToken: `token-${booking.roomTypeId}-${booking.from}`,
      status: 'Confirmed',
      dateFrom: booking.from,
      dateTo: booking.to,
      bookerFirstName: 'Ada',
      bookerLastName: 'Guest',
      bookerEmail: 'ada@example.com',
      bookerPhone: '+441234567890',
      paymentType: 1,
      currency: 'GBP',
      totalCost: 100,
      totalVat: 0,
      amountPaid: 100,
      amountDueLater: 0,
    })
    .returning({ id: reservations.id });
  await db.insert(reservationItems).values({
    reservationId: reservation!.id,
    roomTypeId: booking.roomTypeId,
    ratePlanId: booking.ratePlanId,
    dateFrom: booking.from,
    dateTo: booking.to,
    adults: 2,
    children: 0,
    infants: 0,
    totalRoomCost: 100,
    totalServiceCost: 0,
    totalCost: 100,
    vatAmount: 0,
  });
  return reservation!.id;
}
