/**
 * A small per-property cache of reference data and configuration (property, book config, static
 * lists). Entries live `ttlMs`; `POST /api/StaticData/{id}/flush` empties one property's entries.
 */
export interface PropertyCache {
  getOrLoad<T>(propertyId: number, key: string, load: () => Promise<T>): Promise<T>;
  flush(propertyId: number): void;
  clear(): void;
  /** Number of cached entries for a property (for tests and diagnostics). */
  size(propertyId: number): number;
}

interface Entry {
  readonly expiresAt: number;
  readonly value: Promise<unknown>;
}

export function createPropertyCache(
  options: { ttlMs?: number; now?: () => number } = {},
): PropertyCache {
  const ttlMs = options.ttlMs ?? 5 * 60_000;
  const now = options.now ?? Date.now;
  const byProperty = new Map<number, Map<string, Entry>>();

  return {
    async getOrLoad<T>(propertyId: number, key: string, load: () => Promise<T>): Promise<T> {
      let entries = byProperty.get(propertyId);
      if (!entries) byProperty.set(propertyId, (entries = new Map<string, Entry>()));
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value as Promise<T>;
      const value = load();
      const entry = { expiresAt: now() + ttlMs, value };
      entries.set(key, entry);
      // A failed load must not stay cached.
      value.catch(() => {
        if (byProperty.get(propertyId)?.get(key) === entry) byProperty.get(propertyId)?.delete(key);
      });
      return value;
    },
    flush(propertyId) {
      byProperty.delete(propertyId);
    },
    clear() {
      byProperty.clear();
    },
    size(propertyId) {
      return byProperty.get(propertyId)?.size ?? 0;
    },
  };
}
