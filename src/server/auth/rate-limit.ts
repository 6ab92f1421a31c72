/**
 * Requests per client address per minute for operations anyone may call often and that cost the
 * server work (searches, calendars, client logs). Counted in memory per process: a limit against
 * one client overwhelming a server, not an exact quota. Requests the site's own pages make
 * in-process carry no client address and are not counted here.
 */
export interface RateLimiter {
  /** Seconds to wait when `address` has used up `perMinute` for `key`, else 0 (and the request is counted). */
  take(key: string, address: string, perMinute: number, now: number): number;
}

const WINDOW_MS = 60_000;
const MAX_TRACKED = 50_000;

export function createRateLimiter(): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key, address, perMinute, now) {
      const id = `${key}\n${address}`;
      let window = windows.get(id);
      if (!window || now - window.start >= WINDOW_MS) {
        // Forget finished windows before the map grows without bound (many addresses).
        if (windows.size >= MAX_TRACKED)
          for (const [name, old] of windows) if (now - old.start >= WINDOW_MS) windows.delete(name);
        window = { start: now, count: 0 };
        windows.set(id, window);
      }
      if (window.count >= perMinute)
        return Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 1000));
      window.count += 1;
      return 0;
    },
  };
}

/** A limiter that never refuses, for load measurements (`RATE_LIMITS=off`). */
export const unlimited: RateLimiter = { take: () => 0 };
