// Server build only: Astro finds a request's page through `() => import("./chunks/page.mjs")`, called
// on every request. Node then resolves the specifier again each time (package scope lookups in
// `package_json_reader`, the loader's module map): about 3.5 % of a search API call's CPU. The
// module is loaded once either way; here the first call's promise is kept and handed out again.
// Only an arrow whose whole body is the import (not `() => import(x).then(...)`).
const LAZY_IMPORT = /\(\) => import\(("\.{1,2}\/[^"]+\.mjs")\)(?=\s*[,;)\]}\n])/g;

export function memoImports() {
  return {
    name: 'stayfront:memo-imports',
    renderChunk(code) {
      if (this.environment?.name === 'client') return undefined;
      // No `LAZY_IMPORT.test` first: a global pattern's `test` keeps its position between chunks.
      const out = code.replace(
        LAZY_IMPORT,
        (_whole, specifier) => `((loaded) => () => (loaded ??= import(${specifier})))()`,
      );
      return out === code ? undefined : { code: out, map: null };
    },
  };
}
