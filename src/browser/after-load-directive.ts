import type { ClientDirective } from 'astro';
import { afterLoad } from './after-load.ts';

/**
 * `client:afterload` (registered in astro.config.mjs): hydrates an island once the page has
 * loaded. For islands whose server HTML already works — the search form is a plain GET form — so
 * the phone paints the page and its picture before React starts.
 */
const afterLoadDirective: ClientDirective = (load) =>
  afterLoad(() => void load().then((hydrate) => hydrate()));

export default afterLoadDirective;
