import { createHash } from 'node:crypto';

/** A CSP hash source: what a page's header lists to let one inline script or style run. */
export type CspSource = `sha256-${string}`;

/** The CSP source of an inline script's or style's exact text: its SHA-256, base64. */
export const cspSource = (text: string): CspSource =>
  `sha256-${createHash('sha256').update(text).digest('base64')}`;
