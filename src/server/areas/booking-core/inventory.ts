import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { serviceItemsPerNight } from '../../../domain/booking/pricing.ts';
import { addDays } from '../../../domain/shared/clock.ts';
import type { IsoDate } from '../../../domain/shared/types.ts';
import type { Executor } from '../../db/client.ts';
import { IntegerColumnSchema, rowsOf } from '../../db/rows.ts';
import { HttpError } from '../../http/errors.ts';
import { NOT_AVAILABLE } from './messages.ts';

const PeakRowSchema = v.object({ service_id: IntegerColumnSchema, peak: IntegerColumnSchema });

/** Rooms of one type for one stay. */
export interface RoomHold {
  readonly roomTypeId: number;
  readonly dateFrom: IsoDate;
  readonly dateTo: IsoDate;
}

/** Units of one limited extra over one room's stay. */
export interface ServiceHold {
  readonly serviceId: number;
  readonly dateFrom: IsoDate;
  readonly dateTo: IsoDate;
  readonly quantity: number;
}

/**
 * A limited extra's hold over a room's stay: the items the room is charged for each night (a spa
 * pass for three guests holds three), by the same rule that prices it.
 */
export function serviceHold(
  service: {
    readonly id: number;
    readonly chargeType: 'PerStay' | 'PerDay' | 'PerQuantity';
    readonly chargePerPerson: boolean;
  },
  room: {
    readonly adults: number;
    readonly children: number;
    readonly dateFrom: IsoDate;
    readonly dateTo: IsoDate;
  },
  quantity: number,
): ServiceHold {
  const quantityHeld = serviceItemsPerNight(
    { ChargeType: service.chargeType, ChargePerPerson: service.chargePerPerson },
    { adults: room.adults, children: room.children, quantity },
  );
  return {
    serviceId: service.id,
    dateFrom: room.dateFrom,
    dateTo: room.dateTo,
    quantity: quantityHeld,
  };
}

/** `count` per (id, night), summed over holds that share a night. */
function perNight<T>(
  holds: readonly T[],
  id: (hold: T) => number,
  stay: (hold: T) => RoomHold | ServiceHold,
  count: (hold: T) => number,
) {
  const needs = new Map<string, { id: number; date: IsoDate; n: number }>();
  for (const hold of holds) {
    const { dateFrom, dateTo } = stay(hold);
    for (let date = dateFrom; date < dateTo; date = addDays(date, 1)) {
      const key = `${id(hold)}|${date}`;
      const need = needs.get(key) ?? { id: id(hold), date, n: 0 };
      need.n += count(hold);
      needs.set(key, need);
    }
  }
  return [...needs.values()];
}

// What each night needs: one room per room hold, a hold's quantity of its extra.
const roomNeeds = (holds: readonly RoomHold[]) =>
  perNight(
    holds,
    (hold) => hold.roomTypeId,
    (hold) => hold,
    () => 1,
  );
const serviceNeeds = (holds: readonly ServiceHold[]) =>
  perNight(
    holds,
    (hold) => hold.serviceId,
    (hold) => hold,
    (hold) => hold.quantity,
  );

/**
 * Takes one room per hold on every night, in one conditional UPDATE: a night is decremented only
 * while enough rooms are left, so concurrent bookings can never take the same last room (the row
 * lock makes the others re-check after the first commits). Any night short of rooms → 409 and the
 * caller's transaction rolls back whatever was taken.
 */
export async function takeRooms(tx: Executor, holds: readonly RoomHold[]): Promise<void> {
  const needs = roomNeeds(holds);
  if (!needs.length) return;
  const result = await tx.execute(sql`
    update room_inventory as inventory set available_rooms = inventory.available_rooms - need.n
    from jsonb_to_recordset(${JSON.stringify(needs)}::jsonb) as need(id int, date date, n int)
    where inventory.room_type_id = need.id and inventory.date = need.date and inventory.available_rooms >= need.n
    returning inventory.room_type_id`);
  if (rowsOf(result).length !== needs.length) throw new HttpError(409, NOT_AVAILABLE);
}

/** Gives rooms back (a held booking that failed). */
export async function releaseRooms(tx: Executor, holds: readonly RoomHold[]): Promise<void> {
  const needs = roomNeeds(holds);
  if (!needs.length) return;
  await tx.execute(sql`
    update room_inventory as inventory set available_rooms = inventory.available_rooms + need.n
    from jsonb_to_recordset(${JSON.stringify(needs)}::jsonb) as need(id int, date date, n int)
    where inventory.room_type_id = need.id and inventory.date = need.date`);
}

/**
 * Holds limited extras on every night of their room's stay, in one conditional upsert: a night's
 * total may not pass the service's starting inventory (a new night row is checked against it too).
 * Unlimited extras (no starting inventory) must not be passed in.
 */
export async function takeServices(tx: Executor, holds: readonly ServiceHold[]): Promise<void> {
  const needs = serviceNeeds(holds);
  if (!needs.length) return;
  const result = await tx.execute(sql`
    insert into service_bookings as booking (service_id, date, booked)
    select need.id, need.date, need.n
    from jsonb_to_recordset(${JSON.stringify(needs)}::jsonb) as need(id int, date date, n int)
    join services on services.id = need.id
    where services.starting_inventory is not null and need.n <= services.starting_inventory
    on conflict (service_id, date) do update set booked = booking.booked + excluded.booked
    where booking.booked + excluded.booked <= (select starting_inventory from services where services.id = booking.service_id)
    returning booking.service_id`);
  if (rowsOf(result).length !== needs.length) throw new HttpError(409, NOT_AVAILABLE);
}

/** Gives held extras back. */
export async function releaseServices(tx: Executor, holds: readonly ServiceHold[]): Promise<void> {
  const needs = serviceNeeds(holds);
  if (!needs.length) return;
  await tx.execute(sql`
    update service_bookings as booking set booked = greatest(0, booking.booked - need.n)
    from jsonb_to_recordset(${JSON.stringify(needs)}::jsonb) as need(id int, date date, n int)
    where booking.service_id = need.id and booking.date = need.date`);
}

/** Per limited service: the most units held on any night of [from, to). */
export async function servicePeakBookings(
  db: Executor,
  serviceIds: readonly number[],
  from: IsoDate,
  to: IsoDate,
): Promise<Map<number, number>> {
  if (!serviceIds.length) return new Map();
  const result = await db.execute(sql`
    select service_id, max(booked)::int as peak from service_bookings
    where service_id in (${sql.join(
      serviceIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and date >= ${from} and date < ${to}
    group by service_id`);
  const peaks = v.parse(v.array(PeakRowSchema), rowsOf(result));
  return new Map(peaks.map((row) => [row.service_id, row.peak]));
}
