import { useCallback, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

/**
 * A store as an island draws it: `view` maps its value, and `server` is what the server drew.
 * `view` answers the very object the island drew before when nothing visible changed (the
 * server's own props, say), and React then renders nothing again. `useStore` hands over every new
 * value, and each one re-renders the whole island at once, in one task: an island filling its
 * store right after hydrating costs a phone 60–170 ms of blocked page for a page that looks the
 * same.
 */
export function useStoreAs<S, T>(store: ReadableAtom<S>, view: (value: S) => T, server: T): T {
  const subscribe = useCallback((changed: () => void) => store.listen(changed), [store]);
  return useSyncExternalStore(
    subscribe,
    () => view(store.get()),
    () => server,
  );
}
