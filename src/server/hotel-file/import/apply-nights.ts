import { ratesOf, roomsToSellOf, type NightRate } from '../nights.ts';
import type { ImportContext } from './context.ts';
import { changedFields } from './diff.ts';
import {
  bookedRooms,
  deleteRates,
  inventoryRowKey,
  loadInventory,
  loadRates,
  rateRowKey,
  writeInventory,
  writeRates,
} from './night-rows.ts';

/**
 * Prices, restrictions and rooms to sell from today on. A night the file does not price is no
 * longer sold (its rate row goes); earlier nights are history and stay. Rooms left = rooms to sell
 * less the rooms bookings hold, never below 0. Only rows that differ are written, so the triggers
 * tell running servers about exactly the months that changed.
 */
export async function applyNights(ctx: ImportContext): Promise<void> {
  const { tx, propertyId, today, file } = ctx;
  const byCodes = ratesOf(file, today);
  const wanted = new Map<string, NightRate>();
  for (const [key, rate] of byCodes) {
    const [roomType, ratePlan, night] = key.split('|') as [string, string, string];
    wanted.set(
      rateRowKey(ctx.roomTypeIds.get(roomType)!, ctx.ratePlanIds.get(ratePlan)!, night),
      rate,
    );
  }
  const held = await loadRates(tx, propertyId, today);
  const write = new Map<string, NightRate>();
  for (const [key, rate] of wanted) {
    const current = held.get(key);
    if (!current || changedFields(current, rate).length) write.set(key, rate);
  }
  const added = [...write.keys()].filter((key) => !held.has(key)).length;
  const removed = [...held.keys()].filter((key) => !wanted.has(key));
  await deleteRates(tx, removed);
  await writeRates(tx, propertyId, write);
  if (added) ctx.report.change(`nightly prices: ${added} nights added`);
  if (write.size - added) ctx.report.change(`nightly prices: ${write.size - added} nights changed`);
  if (removed.length) ctx.report.change(`nightly prices: ${removed.length} nights no longer sold`);

  const booked = await bookedRooms(tx, propertyId, today);
  const heldRooms = await loadInventory(tx, propertyId, today);
  const rooms = new Map<string, number>();
  for (const [key, toSell] of roomsToSellOf(file, byCodes, today)) {
    const [roomType, night] = key.split('|') as [string, string];
    const rowKey = inventoryRowKey(ctx.roomTypeIds.get(roomType)!, night);
    const left = Math.max(0, toSell - (booked.get(rowKey) ?? 0));
    if (heldRooms.get(rowKey) !== left) rooms.set(rowKey, left);
  }
  await writeInventory(tx, propertyId, rooms);
  if (rooms.size) ctx.report.change(`rooms to sell: ${rooms.size} nights changed`);
}
