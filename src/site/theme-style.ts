import { createHash } from 'node:crypto';
import { themeCss, type ThemeColours } from './theme-css.ts';

/**
 * The page's theme rule, with its hash added to the page's CSP. Call it before a layout's first
 * `await`: Astro fixes the CSP header when rendering first waits, and a hash added later is lost.
 */
export function themeStyle(csp: { insertStyleHash: (hash: `sha256-${string}`) => void } | undefined, theme: ThemeColours | null | undefined): string {
  const css = themeCss(theme);
  csp?.insertStyleHash(`sha256-${createHash('sha256').update(css).digest('base64')}`);
  return css;
}
