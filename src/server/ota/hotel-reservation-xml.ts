import type { ResStatus } from '../../domain/channel/res-status.ts';
import { escapeXml } from './rs.ts';

/** A booking as a channel manager is told it, in the channel's codes. */
export interface OtaReservation {
  readonly status: ResStatus;
  readonly reservationNumber: string;
  readonly createdAt: Date;
  readonly lastModifiedAt: Date;
  readonly hotelCode: string;
  readonly currency: string;
  readonly totalAfterTax: number;
  readonly totalTax: number;
  readonly amountPaid: number;
  /** OpenTravel guarantee: what holds the booking, never card data. */
  readonly guarantee: 'PrePay' | 'Deposit' | 'GuaranteeRequired' | 'None';
  readonly booker: {
    readonly firstName: string;
    readonly lastName: string;
    readonly email: string;
    readonly phone: string;
  };
  readonly specialRequests: string | null;
  readonly rooms: readonly OtaRoomStay[];
}

export interface OtaRoomStay {
  readonly roomTypeCode: string;
  readonly ratePlanCode: string;
  readonly dateFrom: string;
  readonly dateTo: string;
  readonly adults: number;
  readonly children: number;
  readonly infants: number;
  /** Room price for the stay, VAT included. */
  readonly roomAfterTax: number;
  /** The room price night by night (VAT included), adding up to `roomAfterTax`. */
  readonly nightly: readonly { readonly date: string; readonly afterTax: number }[];
  readonly totalAfterTax: number;
  readonly tax: number;
  readonly guests: readonly { readonly firstName: string; readonly lastName: string }[];
  readonly extras: readonly {
    readonly code: string;
    readonly quantity: number;
    readonly totalAfterTax: number;
  }[];
}

const DAY_MS = 86_400_000;
const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
const amount = (value: number) => value.toFixed(2);
const total = (afterTax: number, currency: string, tax?: number) =>
  `<Total AmountAfterTax="${amount(afterTax)}" CurrencyCode="${currency}">` +
  (tax === undefined
    ? ''
    : `<Taxes><Tax Amount="${amount(tax)}" CurrencyCode="${currency}"/></Taxes>`) +
  `</Total>`;

/** OpenTravel age qualifying codes: 10 adult, 8 child, 7 infant. */
const guestCounts = (room: OtaRoomStay) =>
  (
    [
      [10, room.adults],
      [8, room.children],
      [7, room.infants],
    ] as const
  )
    .filter(([, count]) => count > 0)
    .map(([code, count]) => `<GuestCount AgeQualifyingCode="${code}" Count="${count}"/>`)
    .join('');

/** One `Rate` per night: `ExpireDate` is the morning after (exclusive), as pmsXchange shows it. */
const nightlyRatesXml = (room: OtaRoomStay, currency: string) =>
  room.nightly
    .map(
      (night) =>
        `<Rate EffectiveDate="${night.date}" ExpireDate="${dayAfter(night.date)}" RateTimeUnit="Day" UnitMultiplier="1">` +
        `<Base AmountAfterTax="${amount(night.afterTax)}" CurrencyCode="${currency}"/></Rate>`,
    )
    .join('');

function roomStayXml(room: OtaRoomStay, room1: number, currency: string): string {
  const codes = `RoomTypeCode="${escapeXml(room.roomTypeCode)}" RatePlanCode="${escapeXml(room.ratePlanCode)}"`;
  const services = room.extras.map((_, extra) => `<ServiceRPH RPH="${room1}.${extra + 1}"/>`);
  return (
    `<RoomStay IndexNumber="${room1}">` +
    `<RoomTypes><RoomType RoomTypeCode="${escapeXml(room.roomTypeCode)}" NumberOfUnits="1"/></RoomTypes>` +
    `<RatePlans><RatePlan RatePlanCode="${escapeXml(room.ratePlanCode)}"/></RatePlans>` +
    `<RoomRates><RoomRate ${codes} NumberOfUnits="1"><Rates>` +
    nightlyRatesXml(room, currency) +
    `</Rates></RoomRate></RoomRates>` +
    `<GuestCounts>${guestCounts(room)}</GuestCounts>` +
    `<TimeSpan Start="${room.dateFrom}" End="${room.dateTo}"/>` +
    total(room.totalAfterTax, currency, room.tax) +
    (services.length ? `<ServiceRPHs>${services.join('')}</ServiceRPHs>` : '') +
    `<ResGuestRPHs>${room.guests.map((_, guest) => `<ResGuestRPH RPH="${room1}.${guest + 1}"/>`).join('')}</ResGuestRPHs>` +
    `</RoomStay>`
  );
}

const serviceXml = (room: OtaRoomStay, room1: number, currency: string) =>
  room.extras.map(
    (extra, index) =>
      `<Service ServiceRPH="${room1}.${index + 1}" ServiceInventoryCode="${escapeXml(extra.code)}" Quantity="${extra.quantity}">` +
      `<Price>${total(extra.totalAfterTax, currency)}</Price></Service>`,
  );

const guestXml = (room: OtaRoomStay, room1: number) =>
  room.guests.map(
    (guest, index) =>
      `<ResGuest ResGuestRPH="${room1}.${index + 1}"><Profiles><ProfileInfo><Profile ProfileType="1"><Customer>` +
      `<PersonName><GivenName>${escapeXml(guest.firstName)}</GivenName><Surname>${escapeXml(guest.lastName)}</Surname></PersonName>` +
      `</Customer></Profile></ProfileInfo></Profiles></ResGuest>`,
  );

/**
 * One `HotelReservation` as OpenTravel 2015B lays it out: room stays with the channel's codes,
 * guests, extras as services, totals, the booker and the guarantee. No card data is ever written.
 */
export function hotelReservationXml(reservation: OtaReservation): string {
  const { currency, booker } = reservation;
  const rooms = reservation.rooms;
  const number = escapeXml(reservation.reservationNumber);
  const services = rooms.flatMap((room, index) => serviceXml(room, index + 1, currency));
  const comment = reservation.specialRequests
    ? `<Comments><Comment><Text>${escapeXml(reservation.specialRequests)}</Text></Comment></Comments>`
    : '';
  return (
    `<HotelReservation ResStatus="${reservation.status}" CreateDateTime="${reservation.createdAt.toISOString()}" LastModifyDateTime="${reservation.lastModifiedAt.toISOString()}">` +
    `<UniqueID Type="14" ID="${number}"/>` +
    `<RoomStays>${rooms.map((room, index) => roomStayXml(room, index + 1, currency)).join('')}</RoomStays>` +
    (services.length ? `<Services>${services.join('')}</Services>` : '') +
    `<ResGuests>${rooms.flatMap((room, index) => guestXml(room, index + 1)).join('')}</ResGuests>` +
    `<ResGlobalInfo>${comment}` +
    `<Guarantee GuaranteeType="${reservation.guarantee}"/>` +
    `<Total AmountAfterTax="${amount(reservation.totalAfterTax)}" CurrencyCode="${currency}"><Taxes><Tax Amount="${amount(reservation.totalTax)}" CurrencyCode="${currency}"/></Taxes></Total>` +
    (reservation.amountPaid > 0
      ? `<DepositPayments><GuaranteePayment><AmountPercent Amount="${amount(reservation.amountPaid)}" CurrencyCode="${currency}"/></GuaranteePayment></DepositPayments>`
      : '') +
    `<HotelReservationIDs><HotelReservationID ResID_Type="14" ResID_Value="${number}"/></HotelReservationIDs>` +
    `<Profiles><ProfileInfo><Profile ProfileType="1"><Customer>` +
    `<PersonName><GivenName>${escapeXml(booker.firstName)}</GivenName><Surname>${escapeXml(booker.lastName)}</Surname></PersonName>` +
    `<Telephone PhoneNumber="${escapeXml(booker.phone)}"/><Email>${escapeXml(booker.email)}</Email>` +
    `</Customer></Profile></ProfileInfo></Profiles>` +
    `<BasicPropertyInfo HotelCode="${escapeXml(reservation.hotelCode)}"/>` +
    `</ResGlobalInfo></HotelReservation>`
  );
}
