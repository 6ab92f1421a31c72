import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { nightlyRates, roomInventory } from '../../db/schema/index.ts';
import { insertManyAsJson } from '../../seed/insert.ts';
import type { NightRate } from '../nights.ts';

/** `roomTypeId:ratePlanId:date` → the night's rate. */
export type RateRows = Map<string, NightRate>;
/** `roomTypeId:date` → rooms left to sell. */
export type InventoryRows = Map<string, number>;

export const rateRowKey = (roomTypeId: number, ratePlanId: number, date: string) =>
  `${roomTypeId}:${ratePlanId}:${date}`;
export const inventoryRowKey = (roomTypeId: number, date: string) => `${roomTypeId}:${date}`;

/** The nights from `from` on (up to `to`, when given: a rates update reads only what it names). */
export async function loadRates(
  tx: Transaction,
  propertyId: number,
  from: string,
  to?: string,
): Promise<RateRows> {
  const rows = await tx
    .select()
    .from(nightlyRates)
    .where(
      and(
        eq(nightlyRates.propertyId, propertyId),
        gte(nightlyRates.date, from),
        to === undefined ? undefined : lte(nightlyRates.date, to),
      ),
    );
  return new Map(
    rows.map(({ roomTypeId, ratePlanId, date, propertyId: _property, ...rate }) => [
      rateRowKey(roomTypeId, ratePlanId, date),
      rate,
    ]),
  );
}

export async function loadInventory(
  tx: Transaction,
  propertyId: number,
  from: string,
  to?: string,
): Promise<InventoryRows> {
  const rows = await tx
    .select()
    .from(roomInventory)
    .where(
      and(
        eq(roomInventory.propertyId, propertyId),
        gte(roomInventory.date, from),
        to === undefined ? undefined : lte(roomInventory.date, to),
      ),
    );
  return new Map(
    rows.map((row) => [inventoryRowKey(row.roomTypeId, row.date), row.availableRooms]),
  );
}

/**
 * Rooms that bookings hold per room type and night from `from` on: rooms of confirmed bookings and of
 * bookings waiting for payment, less rooms cancelled on their own — what booking took off the
 * inventory. Rooms to sell less these is what is left.
 */
export async function bookedRooms(
  tx: Transaction,
  propertyId: number,
  from: string,
): Promise<InventoryRows> {
  const result = await tx.execute<{
    room_type_id: number;
    night: string;
    rooms: number | string;
  }>(sql`
    select ri.room_type_id, to_char(night, 'YYYY-MM-DD') as night, count(*) as rooms
    from reservation_items ri
    join reservations r on r.id = ri.reservation_id
    cross join lateral generate_series(greatest(ri.date_from, ${from}::date), ri.date_to - 1, interval '1 day') as night
    where r.property_id = ${propertyId}
      and r.status in ('Confirmed', 'PendingPayment')
      and ri.cancelled_at is null
      and ri.date_to > ${from}::date
    group by ri.room_type_id, night`);
  const rows = rowsOf(result) as { room_type_id: number; night: string; rooms: number | string }[];
  return new Map(
    rows.map((row) => [inventoryRowKey(Number(row.room_type_id), row.night), Number(row.rooms)]),
  );
}

const keysJson = (keys: readonly string[], names: readonly string[]) =>
  JSON.stringify(
    keys.map((key) => {
      const parts = key.split(':');
      return Object.fromEntries(names.map((name, index) => [name, parts[index]]));
    }),
  );

export async function deleteRates(tx: Transaction, keys: readonly string[]): Promise<void> {
  if (!keys.length) return;
  await tx.execute(sql`
    delete from nightly_rates n using json_to_recordset(${keysJson(keys, ['room_type_id', 'rate_plan_id', 'date'])}::json)
      as k(room_type_id int, rate_plan_id int, date date)
    where n.room_type_id = k.room_type_id and n.rate_plan_id = k.rate_plan_id and n.date = k.date`);
}

/** Writes the given nights (replacing rows already there) in a few statements. */
export async function writeRates(
  tx: Transaction,
  propertyId: number,
  rates: ReadonlyMap<string, NightRate>,
): Promise<void> {
  if (!rates.size) return;
  await deleteRates(tx, [...rates.keys()]);
  await insertManyAsJson(
    tx,
    nightlyRates,
    [...rates].map(([key, rate]) => {
      const [roomTypeId, ratePlanId, date] = key.split(':') as [string, string, string];
      return {
        roomTypeId: Number(roomTypeId),
        ratePlanId: Number(ratePlanId),
        date,
        propertyId,
        ...rate,
      };
    }),
  );
}

export async function writeInventory(
  tx: Transaction,
  propertyId: number,
  rooms: ReadonlyMap<string, number>,
): Promise<void> {
  if (!rooms.size) return;
  await tx.execute(sql`
    delete from room_inventory n using json_to_recordset(${keysJson([...rooms.keys()], ['room_type_id', 'date'])}::json)
      as k(room_type_id int, date date)
    where n.room_type_id = k.room_type_id and n.date = k.date`);
  await insertManyAsJson(
    tx,
    roomInventory,
    [...rooms].map(([key, availableRooms]) => {
      const [roomTypeId, date] = key.split(':') as [string, string];
      return { roomTypeId: Number(roomTypeId), date, propertyId, availableRooms };
    }),
  );
}
