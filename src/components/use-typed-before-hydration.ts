import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

type ValueControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

// One adoption per render, so each sees the state the one before it left: a stale closure would
// otherwise let a second field's change undo the first's (a card autofilled at once). Waiting for
// the field's next commit, rather than flushSync, keeps react-dom's ~1 kB entry off every page.
let queue = Promise.resolve();
// A change the form refuses (a count already at its limit) draws nothing new: go on after this.
const NO_RENDER_MS = 100;

/**
 * What a guest typed, chose or autofilled before the island hydrated is kept. React leaves the
 * page showing it, but its state still holds the server's value, and its next render would put
 * that back. On mount, whatever `read` finds that differs from the first render's `rendered` is
 * handed to `adopt` (the field's onChange).
 */
function useAdoptOnMount<E extends HTMLElement>(
  read: (element: E) => string | undefined,
  rendered: string,
  adopt: (value: string) => void,
  given: RefObject<E | null> | undefined,
) {
  const own = useRef<E>(null);
  const ref = given ?? own;
  const first = useRef({ read, rendered });
  const latest = useRef(adopt);
  const committed = useRef<(() => void) | undefined>(undefined);
  useLayoutEffect(() => {
    latest.current = adopt;
    committed.current?.();
    committed.current = undefined;
  });
  useEffect(() => {
    const element = ref.current;
    const shown = element ? first.current.read(element) : undefined;
    if (shown === undefined || shown === first.current.rendered) return;
    queue = queue
      .then(
        () =>
          new Promise<void>((resolve) => {
            committed.current = resolve;
            setTimeout(resolve, NO_RENDER_MS);
            latest.current(shown);
          }),
      )
      .catch(reportError);
  }, []);
  return ref;
}

const valueOf = (control: ValueControl) => control.value;
/** The checked radio's value inside a group; none checked says nothing. */
const chosenIn = (group: HTMLElement) =>
  group.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;

/**
 * For an input, select or textarea whose value React controls; put the ref on the control (or
 * pass the control's own ref).
 */
export const useTypedBeforeHydration = <E extends ValueControl>(
  rendered: string,
  adopt: (value: string) => void,
  ref?: RefObject<E | null>,
) => useAdoptOnMount<E>(valueOf, rendered, adopt, ref);

/** For a group of radios whose choice React controls; put the ref on the group. */
export const useChosenBeforeHydration = <E extends HTMLElement>(
  rendered: string,
  adopt: (value: string) => void,
) => useAdoptOnMount<E>(chosenIn, rendered, adopt, undefined);
