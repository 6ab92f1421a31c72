import { hydrateAfter } from './island-directive.ts';

/**
 * `client:afterload` (registered in astro.config.mjs): hydrates the island as soon as Astro's island
 * runtime asks. In the built site that is after `load` and the page's largest paint: the runtime is
 * one of the script files the layout's loader starts then (src/site/later-scripts.ts), so waiting
 * here again only made the page's HTML longer. A tap or focus inside the island still starts it at
 * once (island-directive.ts).
 */
export default hydrateAfter((start) => start());
