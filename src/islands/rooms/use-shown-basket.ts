import { useSyncExternalStore } from 'react';
import { $basket, type Basket } from '../../stores/basket.ts';
import { shownBasket } from './flow-state.ts';

const subscribe = (changed: () => void) => $basket.listen(changed);

/**
 * The stored basket as Rooms & Rates draws it (`shownBasket`), the server's until hydrated.
 * `useStore` would hand over every new basket object, and each one re-renders every room card
 * at once, in one task: starting an empty basket right after hydration cost a phone ~170 ms of
 * blocked page for a page that looked the same (issue 15).
 */
export function useShownBasket(server: Basket): Basket {
  return useSyncExternalStore(
    subscribe,
    () => shownBasket($basket.get(), server),
    () => server,
  );
}
