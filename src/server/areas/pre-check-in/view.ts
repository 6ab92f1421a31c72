import { eq, inArray } from 'drizzle-orm';
import type { PreCheckInGuest, PreCheckInReservation } from '../../../api/contract/pre-check-in.ts';
import { DOCUMENT_TYPES } from '../../../domain/pre-check-in/guest-fields.ts';
import type { Executor } from '../../db/client.ts';
import { preCheckInGuests, preCheckIns } from '../../db/schema/index.ts';
import { loadReservationDetails, type ReservationRow } from '../booking-core/index.ts';

export type PreCheckInRow = typeof preCheckIns.$inferSelect;
type GuestRow = typeof preCheckInGuests.$inferSelect;

const fromRow = (row: GuestRow): PreCheckInGuest => ({
  FirstName: row.firstName,
  LastName: row.lastName,
  Email: row.email ?? '',
  Phone: row.phone ?? '',
  Street: row.street ?? '',
  City: row.city ?? '',
  ZipCode: row.zipCode ?? '',
  CountryId: row.countryId ?? 0,
  NationalityId: row.nationalityId ?? 0,
  DateOfBirth: row.dateOfBirth ?? '',
  DocumentType: DOCUMENT_TYPES.find((type) => type === row.documentType) ?? '',
  DocumentNumber: row.documentNumber ?? '',
  IsChild: row.isChild,
  Reviewed: row.reviewed,
});

const emptyGuest = (firstName: string, lastName: string, isChild: boolean): PreCheckInGuest => ({
  FirstName: firstName,
  LastName: lastName,
  Email: '',
  Phone: '',
  Street: '',
  City: '',
  ZipCode: '',
  CountryId: 0,
  NationalityId: 0,
  DateOfBirth: '',
  DocumentType: '',
  DocumentNumber: '',
  IsChild: isChild,
  Reviewed: false,
});

export async function findPreCheckIn(
  db: Executor,
  reservationId: number,
): Promise<PreCheckInRow | null> {
  const [row] = await db
    .select()
    .from(preCheckIns)
    .where(eq(preCheckIns.reservationId, reservationId));
  return row ?? null;
}

/**
 * The reservation as pre-check-in shows it: rooms with one guest per adult and child (saved details,
 * else the lead guest's name from the booking, else blank), and where the guest had got to.
 */
export async function preCheckInView(
  db: Executor,
  reservation: ReservationRow,
  progress: PreCheckInRow | null,
): Promise<PreCheckInReservation> {
  const details = await loadReservationDetails(db, reservation);
  const itemIds = details.rooms.map((room) => room.item.id);
  const saved = itemIds.length
    ? await db
        .select()
        .from(preCheckInGuests)
        .where(inArray(preCheckInGuests.reservationItemId, itemIds))
    : [];
  const reviewedItems = new Set(progress?.reviewedItemIds ?? []);
  return {
    PropertyId: reservation.propertyId,
    ReservationNumber: reservation.reservationNumber,
    DateFrom: reservation.dateFrom,
    DateTo: reservation.dateTo,
    SpecialRequests: reservation.specialRequests,
    Booker: {
      FirstName: reservation.bookerFirstName,
      LastName: reservation.bookerLastName,
      Email: reservation.bookerEmail,
      Phone: reservation.bookerPhone,
    },
    BookerReviewed: progress?.bookerReviewed ?? false,
    ArrivalTime: progress?.arrivalTime ?? '',
    // A row written only by the pre-arrival email (never saved by the guest) has not started.
    Status: progress?.updatedAt ? progress.status : 'NotStarted',
    Items: details.rooms.map(({ item, roomTypeName, ratePlanName, leadGuest }) => ({
      ReservationItemId: item.id,
      DateFrom: item.dateFrom,
      DateTo: item.dateTo,
      RoomTypeName: roomTypeName,
      RatePlanName: ratePlanName,
      NumberOfAdults: item.adults,
      NumberOfChildren: item.children,
      NumberOfInfants: item.infants,
      Reviewed: reviewedItems.has(item.id),
      Guests: Array.from({ length: item.adults + item.children }, (_, position) => {
        const row = saved.find(
          (guest) => guest.reservationItemId === item.id && guest.position === position,
        );
        if (row) return fromRow(row);
        return position === 0
          ? emptyGuest(leadGuest.FirstName, leadGuest.LastName, item.adults === 0)
          : emptyGuest('', '', position >= item.adults);
      }),
    })),
  };
}
