// Browser build only: the layout's starter script (BaseLayout's `<script>`) loads the page's
// enhancements after `load` through `import()`, which Vite wraps in its preload helper, a chunk of
// its own that the starter then imports statically. On a phone that import is one more round trip
// chained behind the starter before the first paint (Lighthouse counted it into FCP and LCP: 1.3 s
// instead of 1.0 s on /Book when it started before the paint). The starter's one `import()` is
// left plain: its chunks then load one after the other, after the page, which nobody waits for.
const STARTER = /\/src\/layouts\/BaseLayout\.astro\?astro&type=script/;
const WRAPPED_IMPORT = /__vitePreload\(\(\) => (import\("[^"]+"\)), __VITE_PRELOAD__\)/g;
const HELPER_IMPORT = /^import \{ \w+ as __vitePreload \} from "[^"]+";\n/m;

export function starterImportsNothing() {
  return {
    name: 'stayfront:starter-imports-nothing',
    enforce: 'post',
    renderChunk(code, chunk) {
      if (this.environment?.name !== 'client' || !STARTER.test(chunk.facadeModuleId ?? ''))
        return undefined;
      const plain = code.replace(WRAPPED_IMPORT, '$1').replace(HELPER_IMPORT, '');
      if (plain.includes('__vitePreload')) {
        this.warn('the starter script still imports the preload helper (its shape changed)');
        return undefined;
      }
      return { code: plain, map: null };
    },
  };
}
