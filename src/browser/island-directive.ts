import type { ClientDirective } from 'astro';

/**
 * A client directive that hydrates its island once `wait` calls back, or at once when the guest
 * reaches into the island first (a tap, a field taking focus), so a form never waits on the page.
 */
export function hydrateAfter(wait: (start: () => void) => void): ClientDirective {
  return (load, _options, island) => {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      void load().then((hydrate) => hydrate());
    };
    for (const type of ['pointerdown', 'focusin'])
      island.addEventListener(type, start, { once: true, capture: true });
    wait(start);
  };
}
