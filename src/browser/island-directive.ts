import type { ClientDirective } from 'astro';

/** The guest's reach into an island not live yet: the plain button last tapped, and what wakes it. */
type Reach = { tapped: HTMLElement | null; wake?: () => void };

/**
 * Every tap or focus inside an island not live yet. Noted from the document as this file runs,
 * inline before the page's first island: Astro's island runtime, which calls the directive, is a
 * file that may arrive later (a phone's first visit), and a tap before it must not be lost either.
 */
function watchReaches(): WeakMap<Element, Reach> {
  const reaches = new WeakMap<Element, Reach>();
  const note = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    const island = event.target.closest('astro-island[ssr]');
    if (!island) return;
    const reach = reaches.get(island) ?? { tapped: null };
    reaches.set(island, reach);
    if (event.type === 'click')
      reach.tapped = event.target.closest<HTMLElement>('button[type="button"]') ?? reach.tapped;
    reach.wake?.();
  };
  for (const type of ['pointerdown', 'focusin', 'click'])
    document.addEventListener(type, note, { capture: true });
  return reaches;
}

const reaches = typeof document === 'undefined' ? null : watchReaches();

/**
 * A client directive that hydrates its island once `wait` calls back, or at once when the guest
 * reaches into the island first (a tap, a field taking focus), so a form never waits on the page.
 * A tap on a plain button before then is made again once the island is live: such a button does
 * nothing as HTML, and the guest should not have to tap twice. (Links, submit buttons and fields
 * keep what the browser did with the tap; their typed or chosen values are adopted on hydration.)
 */
export function hydrateAfter(wait: (start: () => void) => void): ClientDirective {
  return (load, _options, island) => {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      void load()
        .then((hydrate) => hydrate())
        .then(() => {
          const tapped = reaches?.get(island)?.tapped;
          if (tapped?.isConnected) tapped.click();
        });
    };
    const reached = reaches?.get(island);
    if (reached) return start();
    reaches?.set(island, { tapped: null, wake: start });
    wait(start);
  };
}
