import type { ClientDirective } from 'astro';
import { afterLoad } from './after-load.ts';

/**
 * `client:afterload` (registered in astro.config.mjs): hydrates an island once the page has
 * loaded, so a phone paints the page and its picture before React starts — or at once when the
 * guest reaches into the island first (a tap, a field taking focus), so a form is never left
 * waiting on the rest of the page.
 */
const afterLoadDirective: ClientDirective = (load, _options, island) => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void load().then((hydrate) => hydrate());
  };
  for (const type of ['pointerdown', 'focusin'])
    island.addEventListener(type, start, { once: true, capture: true });
  afterLoad(start);
};

export default afterLoadDirective;
