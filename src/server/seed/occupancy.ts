import { dayOfWeek, type IsoDate } from './dates.ts';
import { noise } from './random.ts';
import type { RoomTypeSeed } from './types.ts';

/**
 * A plausible booked-up curve for demo availability: busier at weekends and in the next few weeks,
 * with deterministic noise per room type and night. Returns rooms still sellable.
 */
export function typicalAvailability(
  propertyCode: string,
  roomType: RoomTypeSeed,
  date: IsoDate,
  day: number,
  seasonLoad = 0,
): number {
  const weekday = dayOfWeek(date);
  const weekend = weekday === 5 || weekday === 6 ? 0.15 : 0;
  const soon = day < 0 ? 0.9 : day < 14 ? 0.35 * (1 - day / 14) : 0;
  const load =
    0.25 + weekend + soon + seasonLoad + (noise(propertyCode, roomType.code, date) - 0.5) * 0.3;
  const booked = Math.round(roomType.inventory * Math.min(1, Math.max(0, load)));
  return Math.max(0, roomType.inventory - booked);
}
