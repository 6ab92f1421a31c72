import { createHash } from 'node:crypto';
import { themeCss, type ThemeColours } from './theme-css.ts';

/** Without JavaScript, controls that only work with it are hidden (the page says what to do instead). */
export const NO_SCRIPT_CSS = '.needs-js{display:none!important}';
const NO_SCRIPT_HASH =
  `sha256-${createHash('sha256').update(NO_SCRIPT_CSS).digest('base64')}` as const;

/**
 * The page's theme rule (and the no-JavaScript rule), with its hash added to the page's CSP. Call it before a layout's first
 * `await`: Astro fixes the CSP header when rendering first waits, and a hash added later is lost.
 */
export function themeStyle(
  csp: { insertStyleHash: (hash: `sha256-${string}`) => void } | undefined,
  theme: ThemeColours | null | undefined,
): string {
  const css = themeCss(theme);
  csp?.insertStyleHash(`sha256-${createHash('sha256').update(css).digest('base64')}`);
  csp?.insertStyleHash(NO_SCRIPT_HASH);
  return css;
}
