// Server build only: a rewrite of Astro's generated server chunks (upstream report:
// docs/upstream/astro-page-import-memo.md). Astro finds a request's page through
// `() => import("./chunks/page.mjs")`, called on every request, and Node resolves the specifier
// again each time (package scope lookups, the loader's module map): about a tenth of the server's
// CPU for a page from the page cache (docs/performance.md). The module is loaded once either way;
// here the first call's promise is kept and handed out again. Only an arrow whose whole body is
// the import (not `() => import(x).then(...)`). The build stops when the server's entry has none
// left to rewrite: Astro changed how it loads pages, and the rewrite must be looked at again.
const LAZY_IMPORT = /\(\) => import\(("\.{1,2}\/[^"]+\.mjs")\)(?=\s*[,;)\]}\n])/g;

export function memoImports() {
  let rewritten = 0;
  return {
    name: 'stayfront:memo-imports',
    apply: 'build',
    renderChunk(code) {
      if (this.environment?.name === 'client') return undefined;
      // No `LAZY_IMPORT.test` first: a global pattern's `test` keeps its position between chunks.
      const out = code.replace(LAZY_IMPORT, (_whole, specifier) => {
        rewritten += 1;
        return `((loaded) => () => (loaded ??= import(${specifier})))()`;
      });
      return out === code ? undefined : { code: out, map: null };
    },
    generateBundle() {
      if (this.environment?.name === 'ssr' && rewritten === 0)
        this.error("No page import of Astro's server build was rewritten; see memo-imports.mjs");
    },
  };
}
