import { afterLoad } from './after-load.ts';
import { hydrateAfter } from './island-directive.ts';

/**
 * `client:afterload` (registered in astro.config.mjs): hydrates an island once the page has
 * loaded, so a phone paints the page and its picture before React starts.
 */
export default hydrateAfter(afterLoad);
