import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { AvailabilitySearchResultSchema } from '../../api/contract/availability-search.ts';
import { PropertySchema } from '../../api/contract/property.ts';
import type { CardDetails, CreateReservationRequest } from '../../api/contract/reservation.ts';
import { RoomTypeConfigurationListSchema } from '../../api/contract/room-type-configuration.ts';
import { ServiceListSchema } from '../../api/contract/services.ts';
import { CountryListSchema } from '../../api/contract/static-data.ts';
import { paymentTypeToSend, PaymentType } from '../../domain/payment/payment.ts';
import {
  priceTaxOf,
  quoteBooking,
  quoteRoom,
  type RoomQuote,
} from '../../domain/booking/room-quote.ts';
import type { Database } from '../db/client.ts';
import { roomInventory, roomTypes } from '../db/schema/index.ts';
import { GATEWAY_COOKIE } from '../gateway/binding.ts';
import { TEST_CARDS } from '../gateway/test-cards.ts';
import { call, postJson, rowsOf, TEST_SEED_DAY } from './fixtures.ts';

// Test helper: builds Create payloads the way the checkout does (search → rate → basket totals).

/** Only the API's public calls are used, so a running server (e2e) answers as well as an in-process one. */
type Api = { fetch(request: Request): Response | Promise<Response> };

export interface RoomChoice {
  readonly roomType: string;
  readonly ratePlan: string;
  readonly adults?: number;
  readonly children?: number;
  readonly extras?: readonly (readonly [code: string, quantity: number])[];
}

export interface BookingOptions {
  readonly property?: string;
  readonly dateFrom: string;
  readonly dateTo: string;
  readonly rooms: readonly RoomChoice[];
  readonly promoCode?: string;
  /** Voucher discount the checkout applied (CheckVoucherCode's TotalDiscount). */
  readonly discount?: number;
  readonly voucherCode?: string;
  readonly cardNumber?: string;
  /** The hotel's today, when the API runs on the real clock (e2e); the test clock's otherwise. */
  readonly today?: string;
  readonly bookerEmail?: string;
}

export const TODAY = TEST_SEED_DAY;

/** A Create body for the rooms, priced as the Rooms & Rates basket prices them, paid by card. */
export async function bookingRequest(
  api: Api,
  options: BookingOptions,
): Promise<CreateReservationRequest & { PaymentAmount: number; Rooms: { TotalCost: number }[] }> {
  const code = options.property ?? 'GRANDLDN';
  const property = v.parse(PropertySchema, (await call(api, `/api/Property/${code}`)).body);
  const occupancy = (room: RoomChoice) => ({
    NumberOfAdults: room.adults ?? 2,
    NumberOfChildren: room.children ?? 0,
    NumberOfInfants: 0,
  });
  const search = await call(
    api,
    '/api/Availability/Search',
    postJson({
      PropertyId: code,
      DateFrom: options.dateFrom,
      DateTo: options.dateTo,
      Rooms: options.rooms.map(occupancy),
      PromoCode: options.promoCode ?? null,
    }),
  );
  const offers = v.parse(AvailabilitySearchResultSchema, search.body).RoomTypes;
  const tax = priceTaxOf(property);
  const configurations = v.parse(
    RoomTypeConfigurationListSchema,
    (await call(api, `/api/RoomTypeConfiguration/Get?propertyId=${code}`)).body,
  );

  const quotes: RoomQuote[] = [];
  const rooms = [];
  for (const choice of options.rooms) {
    const offer = offers.find((candidate) => candidate.RoomType.RoomTypeCode === choice.roomType);
    const rate = offer?.Rates.find((candidate) => candidate.RatePlanCode === choice.ratePlan);
    if (!offer || !rate)
      throw new Error(
        `${choice.roomType}/${choice.ratePlan} is not offered ${options.dateFrom}–${options.dateTo}`,
      );
    const list = v.parse(
      ServiceListSchema,
      (
        await call(
          api,
          `/api/Service/Get?propertyId=${code}&roomTypeId=${offer.RoomType.RoomTypeId}&ratePlanId=${rate.RatePlanId}&dateOfArrival=${options.dateFrom}&dateOfDeparture=${options.dateTo}`,
        )
      ).body,
    );
    const services = (choice.extras ?? []).map(([serviceCode, quantity]) => {
      const service = list.Services.find((candidate) => candidate.Code === serviceCode);
      if (!service) throw new Error(`No extra ${serviceCode}`);
      return {
        ServiceId: service.ServiceId,
        Name: service.Name,
        ChargeType: service.ChargeType,
        ChargePerPerson: service.ChargePerPerson,
        Price: service.Articles[0]!.Price,
        Quantity: quantity,
      };
    });
    const option = configurations.find(
      (configuration) => configuration.RoomTypeId === offer.RoomType.RoomTypeId,
    )?.DropdownOptions[0];
    const quote = quoteRoom(
      {
        dateFrom: options.dateFrom,
        dateTo: options.dateTo,
        adults: occupancy(choice).NumberOfAdults,
        children: occupancy(choice).NumberOfChildren,
        infants: 0,
        rate,
        services,
      },
      tax,
      options.today ?? TODAY,
    );
    quotes.push(quote);
    rooms.push({
      DateFrom: options.dateFrom,
      DateTo: options.dateTo,
      RoomTypeId: offer.RoomType.RoomTypeId,
      RoomConfigurationDropdownOptionId: option?.Id ?? null,
      RatePlanId: rate.RatePlanId,
      Promotion: rate.Promotion?.Code ?? null,
      ...occupancy(choice),
      LeadGuest: { FirstName: 'Grace', LastName: 'Hopper' },
      Services: services.map(({ ServiceId, Quantity }) => ({ ServiceId, Quantity })),
      TotalCost: quote.total,
    });
  }
  const paymentNow = quoteBooking(
    quotes.map((quote) => quote.item),
    tax,
    options.today ?? TODAY,
    options.discount ?? 0,
  ).dueNow;
  const gb = v
    .parse(CountryListSchema, (await call(api, `/api/StaticData/${code}/countries`)).body)
    .find((country) => country.Code === 'GB');
  const visa = property.CreditCards.find((card) => card.Name === 'Visa')!;
  return {
    PropertyId: code,
    DateFrom: options.dateFrom,
    DateTo: options.dateTo,
    Booker: {
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Email: options.bookerEmail ?? 'ada@example.com',
      Phone: '+44 7700 900123',
      Street: '12 Analytical Row',
      City: 'London',
      CountryId: gb!.Id,
      ZipCode: 'SW1A 1AA',
      StateOrCounty: null,
      OptInToReceiveUpdates: false,
    },
    CardDetails: card(options.cardNumber ?? TEST_CARDS.approve, visa.Id),
    PaymentAmount: paymentNow,
    PaymentType: paymentTypeToSend(PaymentType.StoreCard, paymentNow),
    PromoCode: options.promoCode ?? null,
    HopGiftVoucherCode: options.voucherCode ?? null,
    AgreeToTermsAndConditions: true,
    HasAcceptedCustomTermsAndConditions: false,
    Notes: 'A quiet room, please.',
    Rooms: rooms,
  };
}

/** New-card details as the checkout sends them. */
export const card = (number: string, creditCardTypeId: number): CardDetails => ({
  CreditCardId: null,
  SaveCreditCardToIndividual: false,
  CardNumber: number.replace(/(\d{4})(?=\d)/g, '$1 '),
  NameOnCard: 'Ada Lovelace',
  EmailAddress: 'ada@example.com',
  CreditCardTypeId: creditCardTypeId,
  ExpiryMonth: 12,
  ExpiryYear: 2030,
  SecurityCode: '737',
});

/** Rooms left of a room type (by code) on one night. */
export async function roomsLeft(
  db: Database,
  propertyId: number,
  roomTypeCode: string,
  date: string,
): Promise<number> {
  const [row] = await db
    .select({ available: roomInventory.availableRooms })
    .from(roomInventory)
    .innerJoin(roomTypes, eq(roomTypes.id, roomInventory.roomTypeId))
    .where(
      and(
        eq(roomTypes.propertyId, propertyId),
        eq(roomTypes.code, roomTypeCode),
        eq(roomInventory.date, date),
      ),
    );
  return row!.available;
}

/** Rows in a table, for "nothing was written" checks. */
export async function countRows(db: Database, table: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`));
  return Number(row!.n);
}

/** The gateway binding the Create answer set as a cookie (what the guest's browser shows Complete). */
export function gatewayBindingOf(answer: { headers: Headers }): string | null {
  const line = answer.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${GATEWAY_COOKIE}=`));
  return line ? (line.split(';')[0]?.split('=')[1] ?? null) : null;
}
