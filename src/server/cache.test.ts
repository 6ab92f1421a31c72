import { describe, expect, it } from 'vitest';
import { createPropertyCache } from './cache.ts';

describe('createPropertyCache', () => {
  it('loads once per property and key until the entry expires', async () => {
    let clock = 0;
    const cache = createPropertyCache({ ttlMs: 1000, now: () => clock });
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cache.getOrLoad(1, 'config', load)).toBe(1);
    expect(await cache.getOrLoad(1, 'config', load)).toBe(1);
    expect(await cache.getOrLoad(2, 'config', load)).toBe(2);
    clock = 1001;
    expect(await cache.getOrLoad(1, 'config', load)).toBe(3);
  });

  it('flush empties one property only', async () => {
    const cache = createPropertyCache();
    await cache.getOrLoad(1, 'a', () => Promise.resolve('a'));
    await cache.getOrLoad(1, 'b', () => Promise.resolve('b'));
    await cache.getOrLoad(2, 'a', () => Promise.resolve('a'));
    cache.flush(1);
    expect(cache.size(1)).toBe(0);
    expect(cache.size(2)).toBe(1);
  });

  it('does not keep failed loads', async () => {
    const cache = createPropertyCache();
    await expect(cache.getOrLoad(1, 'x', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(cache.size(1)).toBe(0);
    expect(await cache.getOrLoad(1, 'x', () => Promise.resolve('up'))).toBe('up');
  });
});
