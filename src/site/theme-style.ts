import { remembered } from '../domain/shared/remembered.ts';
import { themeCss, type ThemeColours } from './theme-css.ts';
import { cspSource, type CspSource } from '../serving/csp-source.ts';

// A property's theme rule is the same text on every page: its hash is made once (2 % of a results
// page's CPU when made on every render, twice). Bounded, though a site has a few themes.
const hashOf = remembered(cspSource, 256);

/**
 * The page's theme rule, with its hash added to the page's CSP. Call it before a layout's first
 * `await`: Astro fixes the CSP header when rendering first waits, and a hash added later is lost.
 */
export function themeStyle(
  csp: { insertStyleHash: (hash: CspSource) => void } | undefined,
  theme: ThemeColours | null | undefined,
): string {
  const css = themeCss(theme);
  csp?.insertStyleHash(hashOf(css));
  return css;
}
