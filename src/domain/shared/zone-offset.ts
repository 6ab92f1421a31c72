import { addDays, daysBetween, hotelClock, type HotelClock } from './clock.ts';

/**
 * A stretch of time over which a time zone stands at one offset from UTC. A page sends it so the
 * browser reads the hotel's clock by arithmetic: the browser's first `Intl.DateTimeFormat` with a
 * time zone loads ICU's zone data, ~30 ms of a phone's page start.
 */
export interface ZoneOffset {
  /** Minutes the zone's clocks are ahead of UTC (negative when behind). */
  minutes: number;
  /** Epoch milliseconds from which the offset is known to hold, and up to which (exclusive). */
  from: number;
  until: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
// How far ahead one offset is checked: a page stays open for hours, not weeks.
const SPAN_MS = 7 * DAY_MS;
const EPOCH = '1970-01-01';

/** The zone's offset at a whole minute, from the hotel clock at it. */
function offsetAt(ms: number, timeZone: string): number {
  const clock = hotelClock(new Date(ms), timeZone);
  const local =
    daysBetween(EPOCH, clock.today) * DAY_MS + (clock.hour * 60 + clock.minute) * MINUTE_MS;
  return Math.round((local - ms) / MINUTE_MS);
}

// One stretch per zone, reused while it still covers a day from the moment asked about.
const known = new Map<string, ZoneOffset>();

/**
 * The zone's offset at `instant` and how long it holds: a week, or up to the first minute of its
 * next change (a clock going forward or back) within that week. Zones change at most twice a year,
 * so one change per week is the most there can be.
 */
export function zoneOffset(instant: Date, timeZone: string): ZoneOffset {
  const at = Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS;
  const kept = known.get(timeZone);
  const endsAtChange = kept && kept.until - kept.from < SPAN_MS;
  if (kept && kept.from <= at && at < kept.until && (endsAtChange || kept.until - at >= DAY_MS))
    return kept;
  const minutes = offsetAt(at, timeZone);
  let until = at + SPAN_MS;
  if (offsetAt(until, timeZone) !== minutes) {
    // The first minute at another offset: the same offset holds up to `low`, not at `until`.
    let low = at;
    while (until - low > MINUTE_MS) {
      const middle = low + Math.floor((until - low) / 2 / MINUTE_MS) * MINUTE_MS;
      if (offsetAt(middle, timeZone) === minutes) low = middle;
      else until = middle;
    }
  }
  const offset = { minutes, from: at, until };
  known.set(timeZone, offset);
  return offset;
}

/** The hotel's clock at `instant` by a zone offset, or null outside the offset's stretch. */
export function clockAtOffset(instant: Date, offset: ZoneOffset): HotelClock | null {
  const ms = instant.getTime();
  if (ms < offset.from || ms >= offset.until) return null;
  const local = new Date(ms + offset.minutes * MINUTE_MS);
  return {
    today: addDays(EPOCH, Math.floor(local.getTime() / DAY_MS)),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}
