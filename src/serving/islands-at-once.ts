import type { CspSource } from './csp-source.ts';

/** Set at build by scripts/vite/island-prescripts.mjs. */
declare const __AT_ONCE_SCRIPT_HASHES__: readonly CspSource[];

/**
 * For pages with an island that hydrates at once (`client:load`): lets their CSP run the two scripts
 * Astro inlines before it, its island runtime and `load` directive. Only those pages list them (the
 * build leaves them out of every other page's header). Call it in the page's frontmatter.
 */
export function allowIslandsAtOnce(
  csp: { insertScriptHash: (hash: CspSource) => void } | undefined,
): void {
  for (const hash of __AT_ONCE_SCRIPT_HASHES__) csp?.insertScriptHash(hash);
}
