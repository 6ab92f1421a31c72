/**
 * Requests per client address per minute for operations anyone may call often and that cost the
 * server work (searches, calendars, client logs): a limit against one client overwhelming the
 * servers, not an exact quota. Requests the site's own pages make in-process carry no client address
 * and are not counted here.
 */
export interface RateLimiter {
  /** Seconds to wait when `address` has used up `perMinute` for `key`, else 0 (and the request is counted). */
  take(key: string, address: string, perMinute: number, now: number): Promise<number>;
}

export const RATE_WINDOW_MS = 60_000;
const MAX_TRACKED = 50_000;

/** Seconds left of a window that started at `start`. */
export const windowWait = (start: number, now: number): number =>
  Math.max(1, Math.ceil((start + RATE_WINDOW_MS - now) / 1000));

/** Counts in this process's memory: for one process (PGlite; PostgreSQL shares them in the database). */
export function createRateLimiter(): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key, address, perMinute, now) {
      const id = `${key}\n${address}`;
      let window = windows.get(id);
      if (!window || now - window.start >= RATE_WINDOW_MS) {
        // Forget finished windows before the map grows without bound (many addresses).
        if (windows.size >= MAX_TRACKED)
          for (const [name, old] of windows)
            if (now - old.start >= RATE_WINDOW_MS) windows.delete(name);
        window = { start: now, count: 0 };
        windows.set(id, window);
      }
      if (window.count >= perMinute) return Promise.resolve(windowWait(window.start, now));
      window.count += 1;
      return Promise.resolve(0);
    },
  };
}

/** A limiter that never refuses, for load measurements (`RATE_LIMITS=off`). */
export const unlimited: RateLimiter = { take: () => Promise.resolve(0) };
