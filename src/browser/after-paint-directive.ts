import { afterFirstPaint } from './after-load.ts';
import { hydrateAfter } from './island-directive.ts';

/**
 * `client:afterpaint` (registered in astro.config.mjs): hydrates an island as soon as the page's
 * first paint is on the screen, without waiting for its pictures. For islands that draw the first
 * screen from the browser's own state (checkout's basket): fetched before that paint, their code
 * held it back on a phone (Lighthouse counted it into the first paint and LCP).
 */
export default hydrateAfter(afterFirstPaint);
