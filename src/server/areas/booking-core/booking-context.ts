import { and, eq } from 'drizzle-orm';
import type { BookConfig } from '../../../api/contract/book.ts';
import type { IdName } from '../../../api/contract/common.ts';
import type { CreateReservationRequestSchema } from '../../../api/contract/reservation.ts';
import { hotelClock, type HotelClock } from '../../../domain/shared/clock.ts';
import type * as v from 'valibot';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import {
  companies,
  countries,
  creditCardTypes,
  giftVouchers,
  roomConfigurationOptions,
  roomTypes,
  savedCards,
  serviceRatePlans,
  serviceRoomTypes,
  services,
} from '../../db/schema/index.ts';
import { getAvailabilityStatic, type AvailabilityStatic } from '../availability/index.ts';
import {
  getBookConfig,
  getProperty,
  getPropertyRow,
  resolvePropertyId,
  type PropertyRow,
} from '../property/index.ts';
import type { BookingAccount } from './booking-account.ts';

export type CreateReservationBody = v.InferOutput<typeof CreateReservationRequestSchema>;
export type ServiceRow = typeof services.$inferSelect;
export type VoucherRow = typeof giftVouchers.$inferSelect;

/** An extra with the room types and rate plans it is restricted to (empty sets when it is not). */
export interface ServiceDefinition {
  readonly row: ServiceRow;
  readonly roomTypeIds: ReadonlySet<number>;
  readonly ratePlanIds: ReadonlySet<number>;
}

export interface SavedCardRow {
  readonly id: number;
  readonly token: string;
  readonly last4: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
  readonly nameOnCard: string;
  readonly brand: string;
}

/** Everything a booking request is checked and priced against, read before its transaction opens. */
export interface BookingContext {
  readonly propertyId: number;
  readonly property: PropertyRow;
  readonly config: BookConfig;
  readonly statics: AvailabilityStatic;
  readonly clock: HotelClock;
  /** Card types the property accepts. */
  readonly cardTypes: readonly IdName[];
  /** Answers to the room configuration question, per room type id. */
  readonly roomConfigurations: ReadonlyMap<number, ReadonlySet<number>>;
  /** Active extras of the property by id. */
  readonly services: ReadonlyMap<number, ServiceDefinition>;
  readonly account: BookingAccount | null;
  readonly bookerCountryKnown: boolean;
  /** The active company of the property named by AccountId, if any. */
  readonly company: { id: number; name: string } | null;
  /** The saved card named by CreditCardId, when it belongs to the logged-in account. */
  readonly savedCard: SavedCardRow | null;
  /** The property's gift voucher named by HopGiftVoucherCode, if any. */
  readonly voucher: VoucherRow | null;
}

/**
 * Loads the booking's property, configuration and the rows the request names. Reads go through
 * `ctx.db` and the property cache, so this must run outside a transaction (PGlite has one connection).
 */
export async function loadBookingContext(
  ctx: AppContext,
  body: CreateReservationBody,
  account: BookingAccount | null,
): Promise<BookingContext> {
  const propertyId = await resolvePropertyId(ctx, String(body.PropertyId));
  const [property, publicProperty, config, statics, serviceDefinitions, roomConfigurations] =
    await Promise.all([
      getPropertyRow(ctx, propertyId),
      getProperty(ctx, String(propertyId)),
      getBookConfig(ctx, String(propertyId)),
      getAvailabilityStatic(ctx, propertyId),
      loadServiceDefinitions(ctx.db, propertyId),
      loadRoomConfigurations(ctx, propertyId),
    ]);
  const [bookerCountryKnown, company, savedCard, voucher] = await Promise.all([
    body.Booker.CountryId === null
      ? true
      : ctx.db
          .select({ id: countries.id })
          .from(countries)
          .where(eq(countries.id, body.Booker.CountryId))
          .then((rows) => rows.length > 0),
    body.AccountId === null
      ? null
      : ctx.db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(
            and(
              eq(companies.id, body.AccountId),
              eq(companies.propertyId, propertyId),
              eq(companies.active, true),
            ),
          )
          .then((rows) => rows[0] ?? null),
    loadSavedCard(ctx, body.CardDetails?.CreditCardId ?? null, account),
    loadVoucher(ctx, propertyId, body.HopGiftVoucherCode),
  ]);
  return {
    propertyId,
    property,
    config,
    statics,
    clock: hotelClock(ctx.now(), property.timeZone),
    cardTypes: publicProperty.CreditCards,
    roomConfigurations,
    services: serviceDefinitions,
    account,
    bookerCountryKnown,
    company,
    savedCard,
    voucher,
  };
}

/** The property's active extras with their room type and rate plan restrictions. */
export async function loadServiceDefinitions(
  db: Executor,
  propertyId: number,
): Promise<Map<number, ServiceDefinition>> {
  const [rows, roomLinks, planLinks] = await Promise.all([
    db
      .select()
      .from(services)
      .where(and(eq(services.propertyId, propertyId), eq(services.active, true))),
    db
      .select({ serviceId: serviceRoomTypes.serviceId, id: serviceRoomTypes.roomTypeId })
      .from(serviceRoomTypes)
      .innerJoin(services, eq(services.id, serviceRoomTypes.serviceId))
      .where(eq(services.propertyId, propertyId)),
    db
      .select({ serviceId: serviceRatePlans.serviceId, id: serviceRatePlans.ratePlanId })
      .from(serviceRatePlans)
      .innerJoin(services, eq(services.id, serviceRatePlans.serviceId))
      .where(eq(services.propertyId, propertyId)),
  ]);
  const idsOf = (links: readonly { serviceId: number; id: number }[], serviceId: number) =>
    new Set(links.filter((link) => link.serviceId === serviceId).map((link) => link.id));
  return new Map(
    rows.map((row) => [
      row.id,
      { row, roomTypeIds: idsOf(roomLinks, row.id), ratePlanIds: idsOf(planLinks, row.id) },
    ]),
  );
}

async function loadRoomConfigurations(
  ctx: AppContext,
  propertyId: number,
): Promise<Map<number, Set<number>>> {
  const rows = await ctx.db
    .select({ id: roomConfigurationOptions.id, roomTypeId: roomConfigurationOptions.roomTypeId })
    .from(roomConfigurationOptions)
    .innerJoin(roomTypes, eq(roomTypes.id, roomConfigurationOptions.roomTypeId))
    .where(eq(roomTypes.propertyId, propertyId));
  const options = new Map<number, Set<number>>();
  for (const row of rows)
    options.set(row.roomTypeId, (options.get(row.roomTypeId) ?? new Set()).add(row.id));
  return options;
}

/** Saved cards as a booking pays with them: the gateway token, what the receipt shows, the brand. */
export const savedCardRows = (db: Executor) =>
  db
    .select({
      id: savedCards.id,
      token: savedCards.token,
      last4: savedCards.last4,
      expiryMonth: savedCards.expiryMonth,
      expiryYear: savedCards.expiryYear,
      nameOnCard: savedCards.nameOnCard,
      brand: creditCardTypes.name,
    })
    .from(savedCards)
    .innerJoin(creditCardTypes, eq(creditCardTypes.id, savedCards.creditCardTypeId));

async function loadSavedCard(
  ctx: AppContext,
  creditCardId: number | null,
  account: BookingAccount | null,
): Promise<SavedCardRow | null> {
  if (creditCardId === null || !account) return null;
  const [row] = await savedCardRows(ctx.db)
    // Only the logged-in account's own cards: another account's card id is "not found".
    .where(and(eq(savedCards.id, creditCardId), eq(savedCards.accountId, account.id)));
  return row ?? null;
}

async function loadVoucher(
  ctx: AppContext,
  propertyId: number,
  code: string | null,
): Promise<VoucherRow | null> {
  const wanted = (code ?? '').trim().toUpperCase();
  if (!wanted) return null;
  const [row] = await ctx.db
    .select()
    .from(giftVouchers)
    .where(and(eq(giftVouchers.propertyId, propertyId), eq(giftVouchers.code, wanted)));
  return row ?? null;
}
