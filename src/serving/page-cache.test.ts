import { describe, expect, it } from 'vitest';
import { createPageCache, pageTtlMs } from './page-cache.ts';

const page = (text: string) => ({
  status: 200,
  headers: [['content-type', 'text/html']] as [string, string][],
  body: new TextEncoder().encode(text),
});

describe('createPageCache', () => {
  it('serves a page until it expires', () => {
    let time = 0;
    const cache = createPageCache({ maxEntries: 10, now: () => time });
    cache.set('/a', page('A'), 2000);
    time = 1999;
    expect(cache.get('/a')).toBeDefined();
    time = 2000;
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets the oldest page beyond its size', () => {
    const cache = createPageCache({ maxEntries: 2, now: () => 0 });
    cache.set('/a', page('A'), 1000);
    cache.set('/b', page('B'), 1000);
    cache.set('/c', page('C'), 1000);
    expect([cache.get('/a'), cache.get('/b'), cache.get('/c')].map(Boolean)).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('lets go of expired pages as new ones arrive, even when nobody asks for them again', () => {
    let time = 0;
    const cache = createPageCache({ maxEntries: 100, now: () => time });
    cache.set('/a', page('A'), 2000);
    cache.set('/b', page('B'), 2000);
    time = 2500;
    cache.set('/c', page('C'), 2000);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(1);
  });

  it('keeps no more bytes than it is given, forgetting the oldest pages first', () => {
    const cache = createPageCache({ maxEntries: 100, maxBytes: 10, now: () => 0 });
    cache.set('/a', page('aaaa'), 1000);
    cache.set('/b', page('bbbb'), 1000);
    cache.set('/c', page('cccc'), 1000);
    expect([cache.get('/a'), cache.get('/b'), cache.get('/c')].map(Boolean)).toEqual([
      false,
      true,
      true,
    ]);
    expect(cache.bytes).toBe(8);
    cache.set('/b', page('bb'), 1000);
    expect(cache.bytes).toBe(6);
  });

  it('forgets every page when cleared', () => {
    const cache = createPageCache({ maxEntries: 10, now: () => 0 });
    cache.set('/a', page('A'), 1000);
    cache.set('/b', page('B'), 1000);
    cache.clear();
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});

describe('pageTtlMs', () => {
  const get = (path: string, cookie?: string) =>
    pageTtlMs(
      new Request(`http://x${path}`, cookie ? { headers: { cookie } } : {}),
      new URL(`http://x${path}`),
    );

  it.each([
    ['/Book/GRANDLDN', undefined, 10_000],
    ['/Book/GRANDLDN/Rooms-And-Rates?arrive=2026-12-01', undefined, 2_000],
    ['/Book/GRANDLDN/Checkout', undefined, 0],
    ['/Book/GRANDLDN', 'theme=x; stayfront_session=abc', 0],
    ['/Account/Register/GRANDLDN', undefined, 0],
  ])('%s (cookie %s) → %i ms', (path, cookie, ttl) => {
    expect(get(path, cookie)).toBe(ttl);
  });

  it('never caches a write', () => {
    expect(
      pageTtlMs(
        new Request('http://x/Book/GRANDLDN', { method: 'POST' }),
        new URL('http://x/Book/GRANDLDN'),
      ),
    ).toBe(0);
  });
});
