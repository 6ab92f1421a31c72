import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { properties } from '../db/schema/index.ts';
import type { ChannelManagerInput } from '../hotel-file/channel-manager.ts';
import { OTA_ERROR_CODE, OTA_ERROR_TYPE, type OtaError } from './errors.ts';
import { hotelReservationXml } from './hotel-reservation-xml.ts';
import { acknowledgeReservations, pendingReservations } from './pending-reservations.ts';
import { attribute, children, type XmlElement } from './xml.ts';

/** What a reservations-out request answers after `<Success/>`, or its errors. */
export type ReservationAnswer =
  | { readonly ok: true; readonly content: string; readonly rootAttributes?: string }
  | { readonly ok: false; readonly errors: readonly OtaError[] };

export interface ReservationMessage {
  /** The hotel the request is about, for the login check. */
  hotelCode(body: XmlElement): string | undefined;
  answer(
    db: Database,
    body: XmlElement,
    hotel: { code: string; settings: ChannelManagerInput },
    now: Date,
  ): Promise<ReservationAnswer>;
}

async function propertyIdOf(db: Database, code: string): Promise<number | null> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(sql`upper(${properties.code}) = ${code.toUpperCase()}`);
  return row?.id ?? null;
}

const noHotel = (code: string): ReservationAnswer => ({
  ok: false,
  errors: [
    {
      type: OTA_ERROR_TYPE.bizRule,
      code: OTA_ERROR_CODE.invalidHotelCode,
      text: `no hotel ${code}`,
    },
  ],
});

/**
 * `OTA_ReadRQ` (`ReadRequests/HotelReadRequest@HotelCode`): the bookings not yet acknowledged,
 * answered as `OTA_ResRetrieveRS` with a `ReservationsList`, none when there is nothing new.
 */
export const readReservations: ReservationMessage = {
  hotelCode: (body) =>
    attribute(children(children(body, 'ReadRequests')[0], 'HotelReadRequest')[0], 'HotelCode'),
  async answer(db, _body, hotel) {
    const propertyId = await propertyIdOf(db, hotel.code);
    if (propertyId === null) return noHotel(hotel.code);
    const pending = await pendingReservations(db, propertyId, hotel.code, hotel.settings);
    if (!pending.reservations.length) return { ok: true, content: '' };
    return {
      ok: true,
      content: `<ReservationsList>${pending.reservations.map(hotelReservationXml).join('')}</ReservationsList>`,
      ...(pending.more ? { rootAttributes: ' MoreIndicator="true"' } : {}),
    };
  },
};

const reportedReservations = (body: XmlElement) =>
  children(
    children(children(body, 'NotifDetails')[0], 'HotelNotifReport')[0],
    'HotelReservations',
  ).flatMap((list) => children(list, 'HotelReservation'));

/**
 * `OTA_NotifReportRQ`: the channel manager took the bookings it names (`UniqueID@ID`, our
 * reservation number) up to their `LastModifyDateTime`. A report with `Errors` takes nothing, so
 * those bookings are read again. The hotel is `ResGlobalInfo/BasicPropertyInfo@HotelCode`.
 */
export const acknowledgeReport: ReservationMessage = {
  hotelCode: (body) => {
    const reservation = reportedReservations(body)[0];
    const global = children(reservation, 'ResGlobalInfo')[0];
    return attribute(children(global, 'BasicPropertyInfo')[0], 'HotelCode');
  },
  async answer(db, body, hotel, now) {
    const propertyId = await propertyIdOf(db, hotel.code);
    if (propertyId === null) return noHotel(hotel.code);
    if (children(body, 'Errors').length || !children(body, 'Success').length)
      return { ok: true, content: '' };
    const named = reportedReservations(body).flatMap((reservation) => {
      const reservationNumber = attribute(children(reservation, 'UniqueID')[0], 'ID');
      const modified = attribute(reservation, 'LastModifyDateTime');
      const upTo = modified === undefined ? null : new Date(modified);
      return reservationNumber && (upTo === null || !Number.isNaN(upTo.getTime()))
        ? [{ reservationNumber, upTo }]
        : [];
    });
    if (!named.length)
      return {
        ok: false,
        errors: [
          {
            type: OTA_ERROR_TYPE.requiredFieldMissing,
            code: OTA_ERROR_CODE.requiredFieldMissing,
            text: 'HotelReservation UniqueID ID is required',
          },
        ],
      };
    await db.transaction((tx) => acknowledgeReservations(tx, propertyId, named, now));
    return { ok: true, content: '' };
  },
};

export const RESERVATION_MESSAGES: Record<string, ReservationMessage> = {
  OTA_ReadRQ: readReservations,
  OTA_NotifReportRQ: acknowledgeReport,
};

/** The RS each reservations-out request is answered with. */
export const RESERVATION_RS: Record<string, string> = {
  OTA_ReadRQ: 'OTA_ResRetrieveRS',
  OTA_NotifReportRQ: 'OTA_NotifReportRS',
};
