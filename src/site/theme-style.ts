import { remembered } from '../domain/shared/remembered.ts';
import { themeCss, type ThemeColours } from './theme-css.ts';
import { cspSource, type CspSource } from '../serving/csp-source.ts';

/** Without JavaScript, controls that only work with it are hidden (the page says what to do instead). */
export const NO_SCRIPT_CSS = '.needs-js{display:none!important}';

const NO_SCRIPT_HASH = cspSource(NO_SCRIPT_CSS);

// A property's theme rule is the same text on every page: its hash is made once (2 % of a results
// page's CPU when made on every render, twice). Bounded, though a site has a few themes.
const hashOf = remembered(cspSource, 256);

/**
 * The page's theme rule (and the no-JavaScript rule), with its hash added to the page's CSP. Call it before a layout's first
 * `await`: Astro fixes the CSP header when rendering first waits, and a hash added later is lost.
 */
export function themeStyle(
  csp: { insertStyleHash: (hash: CspSource) => void } | undefined,
  theme: ThemeColours | null | undefined,
): string {
  const css = themeCss(theme);
  csp?.insertStyleHash(hashOf(css));
  csp?.insertStyleHash(NO_SCRIPT_HASH);
  return css;
}
