import { asc, eq } from 'drizzle-orm';
import { paymentTypeToSend, PaymentType } from '../../domain/payment/payment.ts';
import type { Transaction } from '../db/client.ts';
import {
  accounts,
  properties,
  promoCodes,
  ratePlans,
  reservationChanges,
  reservationItems,
  reservations,
  roomTypes,
  savedCards,
} from '../db/schema/index.ts';
import {
  savedCardRows,
  releaseRooms,
  loadServiceDefinitions,
  type BookingContext,
  type CreateReservationBody,
  bookingTotals,
  quoteRooms,
} from '../areas/booking-core/index.ts';
import { HttpError } from '../http/errors.ts';
import { writeReservation } from '../areas/reservation/write-reservation.ts';
import { addDays, type IsoDate } from './dates.ts';
import { demoConfirmationToken } from './demo-token.ts';

interface DemoReservation {
  readonly number: string;
  readonly property: string;
  /** Days after the seed day of the first arrival tried; later days are tried when it cannot be sold. */
  readonly arrival: number;
  readonly nights: number;
  readonly rooms: readonly {
    roomType: string;
    ratePlan: string;
    adults: number;
    children: number;
    extras: readonly (readonly [string, number])[];
  }[];
  readonly specialRequests: string | null;
  /** Cancelled by the guest after booking (its rooms given back). */
  readonly cancelled?: boolean;
}

/** Confirmed bookings of the demo account (guest@example.com), for manage booking and pre-check-in. */
export const DEMO_RESERVATIONS: readonly DemoReservation[] = [
  {
    number: 'GL-7Q4K9P',
    property: 'GRANDLDN',
    arrival: 7,
    nights: 2,
    rooms: [
      { roomType: 'DLXKNG', ratePlan: 'FLEX', adults: 2, children: 0, extras: [['BRKFST', 1]] },
    ],
    specialRequests: 'High floor, please.',
  },
  {
    number: 'GL-3MX8RT',
    property: 'GRANDLDN',
    arrival: 45,
    nights: 3,
    rooms: [
      { roomType: 'CLDBL', ratePlan: 'BB', adults: 2, children: 0, extras: [['FLOWERS', 2]] },
      { roomType: 'FAMQD', ratePlan: 'FLEX', adults: 2, children: 2, extras: [] },
    ],
    specialRequests: 'Adjoining rooms if possible.',
  },
  // Pre-check-in demo (seed/pre-check-in.ts): two rooms, three guests, arriving within the hotel's window.
  {
    number: 'GL-9PCK3W',
    property: 'GRANDLDN',
    arrival: 3,
    nights: 2,
    rooms: [
      { roomType: 'DLXKNG', ratePlan: 'FLEX', adults: 2, children: 0, extras: [] },
      { roomType: 'CLDBL', ratePlan: 'FLEX', adults: 1, children: 0, extras: [] },
    ],
    specialRequests: null,
  },
  // Manage booking demos (README): inside the fee window, non-refundable, cancelled, in house.
  {
    number: 'GL-4FEE2D',
    property: 'GRANDLDN',
    arrival: 1,
    nights: 2,
    rooms: [{ roomType: 'CLDBL', ratePlan: 'FLEX', adults: 2, children: 0, extras: [] }],
    specialRequests: null,
  },
  {
    number: 'GL-8NRF5Q',
    property: 'GRANDLDN',
    arrival: 20,
    nights: 2,
    rooms: [{ roomType: 'SUPTWN', ratePlan: 'NRF', adults: 2, children: 0, extras: [] }],
    specialRequests: null,
  },
  {
    number: 'GL-2CXL8M',
    property: 'GRANDLDN',
    arrival: 14,
    nights: 1,
    rooms: [{ roomType: 'CLDBL', ratePlan: 'FLEX', adults: 1, children: 0, extras: [] }],
    specialRequests: null,
    cancelled: true,
  },
  {
    number: 'GL-6INH4U',
    property: 'GRANDLDN',
    arrival: 0,
    nights: 3,
    rooms: [
      { roomType: 'DLXKNG', ratePlan: 'FLEX', adults: 2, children: 0, extras: [['BRKFST', 1]] },
    ],
    specialRequests: null,
  },
  {
    number: 'SC-5HN2WD',
    property: 'SEASIDECPT',
    arrival: 30,
    nights: 3,
    rooms: [
      { roomType: 'OCNDBL', ratePlan: 'BAR', adults: 2, children: 0, extras: [['BRAAI', 1]] },
    ],
    specialRequests: null,
  },
];

const MAX_LATER_DAYS = 21;

/**
 * Books the demo reservations through the same pricing and writer as Create (rooms taken from
 * inventory, paid with the demo account's saved card). Arrival moves a day later while the stay
 * cannot be sold (sold-out nights, minimum stays), so seeding never fails on an unlucky day.
 */
export async function seedDemoReservations(tx: Transaction, seedDay: IsoDate): Promise<void> {
  const [account] = await tx.select().from(accounts).where(eq(accounts.email, 'guest@example.com'));
  const [card] = await savedCardRows(tx).where(eq(savedCards.accountId, account!.id));
  for (const demo of DEMO_RESERVATIONS) {
    const context = await seedContext(
      tx,
      demo.property,
      seedDay,
      {
        id: account!.id,
        email: account!.email,
        canChoosePaymentMethod: account!.canChoosePaymentMethod,
        companyId: account!.companyId,
      },
      card!,
    );
    for (let later = 0; later <= MAX_LATER_DAYS; later++) {
      const body = demoBody(context, demo, addDays(seedDay, demo.arrival + later), account!);
      try {
        const quotes = await quoteRooms(tx, context, body.Rooms, null);
        const totals = bookingTotals(context, quotes);
        // A savepoint: a refused attempt must not leave some nights taken.
        await tx.transaction((savepoint) =>
          writeReservation(
            savepoint,
            {
              body,
              context,
              quotes,
              totals,
              discount: 0,
              voucherId: null,
              payment: { kind: 'SavedCard', card: card! },
              paymentType: paymentTypeToSend(PaymentType.StoreCard, totals.paymentNow),
              siteOrigin: null,
              identity: {
                reservationNumber: demo.number,
                confirmationToken: demoConfirmationToken(demo.number),
              },
            },
            { now: new Date(`${seedDay}T00:00:00Z`), linkSecret: null },
          ),
        );
        if (demo.cancelled) await cancelDemo(tx, demo.number, new Date(`${seedDay}T00:00:00Z`));
        break;
      } catch (error) {
        if (!(error instanceof HttpError) || error.status !== 409 || later === MAX_LATER_DAYS)
          throw error;
      }
    }
  }
}

/** Cancels a demo booking as manage booking would have: rooms given back, nothing charged. */
async function cancelDemo(tx: Transaction, number: string, now: Date): Promise<void> {
  const [reservation] = await tx
    .select()
    .from(reservations)
    .where(eq(reservations.reservationNumber, number));
  const items = await tx
    .select()
    .from(reservationItems)
    .where(eq(reservationItems.reservationId, reservation!.id));
  await releaseRooms(
    tx,
    items.map((item) => ({
      roomTypeId: item.roomTypeId,
      dateFrom: item.dateFrom,
      dateTo: item.dateTo,
    })),
  );
  await tx
    .update(reservationItems)
    .set({ cancelledAt: now, amountPaid: 0, amountDueLater: 0, voucher: 0 })
    .where(eq(reservationItems.reservationId, reservation!.id));
  await tx
    .update(reservations)
    .set({
      status: 'Cancelled',
      cancelledAt: now,
      totalCost: 0,
      totalVat: 0,
      amountPaid: 0,
      amountDueLater: 0,
      version: 2,
    })
    .where(eq(reservations.id, reservation!.id));
  await tx.insert(reservationChanges).values({
    reservationId: reservation!.id,
    kind: 'Cancelled',
    changes: ['Whole booking cancelled'],
    oldTotal: reservation!.totalCost,
    newTotal: 0,
    refunded: reservation!.amountPaid,
    createdAt: now,
  });
}

async function seedContext(
  tx: Transaction,
  code: string,
  seedDay: IsoDate,
  account: BookingContext['account'],
  card: NonNullable<BookingContext['savedCard']>,
): Promise<BookingContext> {
  const [property] = await tx.select().from(properties).where(eq(properties.code, code));
  const propertyId = property!.id;
  const [roomRows, planRows, promoRows, services] = await Promise.all([
    tx
      .select()
      .from(roomTypes)
      .where(eq(roomTypes.propertyId, propertyId))
      .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.id)),
    tx
      .select()
      .from(ratePlans)
      .where(eq(ratePlans.propertyId, propertyId))
      .orderBy(asc(ratePlans.sortOrder), asc(ratePlans.id)),
    tx.select().from(promoCodes).where(eq(promoCodes.propertyId, propertyId)),
    loadServiceDefinitions(tx, propertyId),
  ]);
  return {
    propertyId,
    property: property!,
    config: {
      ...property!.bookSettings,
      PropertyId: propertyId,
      MaxNumberOfRoomsOnBooking: property!.maxRoomsPerBooking,
      ShowRoomTypeOccupancy: property!.showRoomTypeOccupancy,
      Locations: [],
      Offers: [],
    },
    statics: {
      roomTypes: roomRows,
      ratePlans: planRows,
      upgradesFrom: new Map(),
      promoCodes: promoRows,
    },
    clock: { today: seedDay, hour: 0, minute: 0 },
    cardTypes: [],
    roomConfigurations: new Map(),
    services,
    account,
    bookerCountryKnown: true,
    company: null,
    savedCard: card,
    voucher: null,
  };
}

function demoBody(
  context: BookingContext,
  demo: DemoReservation,
  arrival: IsoDate,
  account: typeof accounts.$inferSelect,
): CreateReservationBody {
  const departure = addDays(arrival, demo.nights);
  const serviceId = (code: string) =>
    [...context.services.values()].find((service) => service.row.code === code)!.row.id;
  return {
    LanguageCode: 'en',
    IsAppBooking: false,
    DisplayCurrency: null,
    PropertyId: context.propertyId,
    DateFrom: arrival,
    DateTo: departure,
    Notes: demo.specialRequests,
    Comment: null,
    Booker: {
      FirstName: account.firstName,
      LastName: account.lastName,
      Email: account.email,
      Phone: account.telephone ?? '',
      Street: null,
      City: null,
      CountryId: null,
      StateOrCounty: null,
      ZipCode: null,
      OptInToReceiveUpdates: false,
    },
    Password: null,
    CardDetails: null,
    // Priced by the writer's caller; what the guest "was shown" is what the server works out.
    PaymentAmount: 0,
    PaymentType: PaymentType.StoreCard,
    AccountId: null,
    PONumber: null,
    PromoCode: null,
    HopGiftVoucherCode: null,
    AgreeToTermsAndConditions: true,
    HasAcceptedCustomTermsAndConditions: false,
    BrowserData: null,
    Rooms: demo.rooms.map((room) => ({
      DateFrom: arrival,
      DateTo: departure,
      RoomTypeId: context.statics.roomTypes.find((row) => row.code === room.roomType)!.id,
      RoomConfigurationDropdownOptionId: null,
      RatePlanId: context.statics.ratePlans.find((row) => row.code === room.ratePlan)!.id,
      Promotion: null,
      NumberOfAdults: room.adults,
      NumberOfChildren: room.children,
      NumberOfInfants: 0,
      LeadGuest: { FirstName: account.firstName, LastName: account.lastName },
      Services: room.extras.map(([code, quantity]) => ({
        ServiceId: serviceId(code),
        Quantity: quantity,
      })),
      TotalCost: 0,
    })),
  };
}
