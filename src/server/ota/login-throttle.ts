import { RATE_WINDOW_MS, windowWait } from '../auth/rate-limit.ts';

/** Wrong logins for one hotel in a minute before its every message is refused for the rest of it. */
export const OTA_FAILED_LOGINS_PER_MINUTE = 10;
const MAX_TRACKED = 10_000;

/**
 * Wrong logins per hotel (the credential under attack, whatever user name or address the guesses
 * come with). Past the limit, every message for that hotel is refused until the minute is over,
 * right password or not, so a flood of guesses learns nothing: it is refused before any check.
 * The channel manager's own messages wait at most that minute; they are retried.
 */
export interface LoginThrottle {
  /** Seconds before this hotel's messages are checked again (0: check now). */
  wait(hotel: string, now: number): number;
  /** Counts a wrong login; answers the seconds to wait from now on (0 while under the limit). */
  failed(hotel: string, now: number): number;
}

/** In this process's memory, as the /ota address limit is. */
export function createLoginThrottle(perMinute = OTA_FAILED_LOGINS_PER_MINUTE): LoginThrottle {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (hotel: string, now: number) => {
    const window = windows.get(hotel.toUpperCase());
    return window && now - window.start < RATE_WINDOW_MS ? window : undefined;
  };
  return {
    wait(hotel, now) {
      const window = current(hotel, now);
      return window && window.count >= perMinute ? windowWait(window.start, now) : 0;
    },
    failed(hotel, now) {
      let window = current(hotel, now);
      if (!window) {
        if (windows.size >= MAX_TRACKED)
          for (const [name, old] of windows)
            if (now - old.start >= RATE_WINDOW_MS) windows.delete(name);
        window = { start: now, count: 0 };
        windows.set(hotel.toUpperCase(), window);
      }
      window.count += 1;
      return window.count >= perMinute ? windowWait(window.start, now) : 0;
    },
  };
}
