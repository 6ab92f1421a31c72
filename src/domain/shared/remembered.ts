/**
 * `compute` with its results kept, so each key's result is made once. At most `kept` are held:
 * when full they are all dropped, so a caller with endless keys costs memory only up to the bound.
 */
export function remembered<K, V extends NonNullable<unknown> | null>(
  compute: (key: K) => V,
  kept: number,
): (key: K) => V {
  const results = new Map<K, V>();
  return (key) => {
    let result = results.get(key);
    if (result === undefined) {
      if (results.size >= kept) results.clear();
      result = compute(key);
      results.set(key, result);
    }
    return result;
  };
}
