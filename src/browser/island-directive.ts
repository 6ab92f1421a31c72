import type { ClientDirective } from 'astro';

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
    let tapped: HTMLElement | null = null;
    const holdTap = (event: Event) => {
      if (!(event.target instanceof Element)) return;
      tapped = event.target.closest<HTMLElement>('button[type="button"]') ?? tapped;
    };
    const start = () => {
      if (started) return;
      started = true;
      void load()
        .then((hydrate) => hydrate())
        .then(() => {
          island.removeEventListener('click', holdTap, { capture: true });
          if (tapped?.isConnected) tapped.click();
        });
    };
    island.addEventListener('click', holdTap, { capture: true });
    for (const type of ['pointerdown', 'focusin'])
      island.addEventListener(type, start, { once: true, capture: true });
    wait(start);
  };
}
