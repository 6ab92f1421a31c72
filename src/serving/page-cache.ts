/** A rendered page kept for a few seconds: its status, headers and body. */
export type CachedPage = {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
};

/**
 * A small time-limited cache of anonymous page renders (a "micro-cache"). Search and results pages
 * for the same URL render the same HTML for every guest without a session; keeping one render for
 * a couple of seconds turns a burst of identical requests into one render. Bookings are never
 * served from it: Create checks and takes inventory itself, so a two-second-old price list cannot
 * oversell.
 */
export function createPageCache(options: {
  maxEntries: number;
  /** Bytes of page bodies kept at most: pages for many different stays must not pile up. */
  maxBytes?: number;
  now?: () => number;
}) {
  const { maxEntries, maxBytes = Number.POSITIVE_INFINITY, now = Date.now } = options;
  const entries = new Map<string, { page: CachedPage; expires: number }>();
  let bytes = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.page.body.byteLength;
    entries.delete(key);
  };
  return {
    get(key: string): CachedPage | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        remove(key);
        return undefined;
      }
      return entry.page;
    },
    set(key: string, page: CachedPage, ttlMs: number): void {
      remove(key);
      entries.set(key, { page, expires: now() + ttlMs });
      bytes += page.body.byteLength;
      // Maps keep insertion order: the first key is the oldest. Expired pages at the front go
      // (a page nobody asks for again would otherwise stay until 500 newer ones pushed it out),
      // then the oldest while the cache is over its size.
      const time = now();
      for (const [oldest, entry] of entries) {
        if (entry.expires > time && entries.size <= maxEntries && bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    /** Forgets every page: what they show has changed. */
    clear(): void {
      entries.clear();
      bytes = 0;
    },
    get size(): number {
      return entries.size;
    },
    /** Bytes of page bodies held. */
    get bytes(): number {
      return bytes;
    },
  };
}

// 16 MB: a couple of hundred results pages, enough for a burst of guests opening the same links.
/** This process's pages, shared by the middleware and what must forget them (a channel manager's change). */
export const sitePages = createPageCache({ maxEntries: 500, maxBytes: 16 * 2 ** 20 });

/** How long a page may be reused, or 0 when it must be rendered for every request. */
export function pageTtlMs(request: Request, url: URL): number {
  if (request.method !== 'GET') return 0;
  // A guest with a session sees their own menu and details: never share those pages.
  if (/(?:^|;\s*)stayfront_session=/.test(request.headers.get('cookie') ?? '')) return 0;
  if (/^\/Book\/[A-Za-z0-9_-]+\/?$/.test(url.pathname)) return 10_000;
  if (/^\/Book\/[A-Za-z0-9_-]+\/Rooms-And-Rates\/?$/.test(url.pathname)) return 2_000;
  return 0;
}
