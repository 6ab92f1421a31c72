// Browser build only: a page's own `<script>` (the layout's starter, the confirmation's) loads
// what can wait until after `load` through `import()`, which Vite wraps in its preload helper, a
// chunk of its own that the script then imports statically. On a phone that import is one more
// round trip chained behind the script before the first paint (Lighthouse counted it into FCP and
// LCP: 1.3 s instead of 1.0 s on /Book when it started before the paint). These scripts' `import()`
// calls are left plain: their chunks then load one after the other, after the page, which nobody
// waits for.
const PAGE_SCRIPT = /\.astro\?astro&type=script/;
const WRAPPED_IMPORT = /__vitePreload\(\(\) => (import\("[^"]+"\)), __VITE_PRELOAD__\)/g;
const HELPER_IMPORT = /^import \{ \w+ as __vitePreload \} from "[^"]+";\n/m;

export function pageScriptsImportNothing() {
  return {
    name: 'stayfront:page-scripts-import-nothing',
    enforce: 'post',
    renderChunk(code, chunk) {
      if (this.environment?.name !== 'client' || !PAGE_SCRIPT.test(chunk.facadeModuleId ?? ''))
        return undefined;
      const plain = code.replace(WRAPPED_IMPORT, '$1').replace(HELPER_IMPORT, '');
      // Vite's output changed shape: the rewrite must be looked at again.
      if (plain.includes('__vitePreload'))
        this.error(`${chunk.fileName} still imports the preload helper (its shape changed)`);
      return { code: plain, map: null };
    },
  };
}
