// What Astro puts before a page's first island, trimmed for the first round trip on a phone.
//
// 1. Pages whose first island hydrates after the largest paint (client:afterload: search, Rooms &
//    Rates, checkout, pre-check-in, pay by link) get the island runtime as a cached file instead
//    of inline. Inline it is 4.4 kB (1.9 kB after Brotli) of every such page, and it pushed Rooms
//    & Rates past the 14.6 kB a new connection sends in its first round trip (one more round trip
//    before the first paint). Nothing needs it before then: it is fetched once the page's largest
//    paint is on the screen (src/site/later-scripts.ts). Pages whose islands hydrate at once
//    (client:load) keep it inline: there it starts the island's code.
// 2. Astro's one-rule stylesheet for its island wrappers is in the site's stylesheet instead
//    (src/styles/global.css), not inline before each page's first island.
// 3. The CSP header lists the hashes of everything Astro might inline, on every page: the
//    development runtime and directives no page uses too (270 bytes). Those, and the island
//    wrappers' stylesheet, are left out.
// 4. The inline runtime's and `load` directive's hashes are only in the headers of the pages that
//    inline them (see `atOnceHashes`).
import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cspSource } from '../../src/serving/csp-source.ts';
import { LATER_SCRIPT_TYPE } from '../../src/site/later-scripts.ts';

const serverRuntime = import.meta.resolve('astro/runtime/server/index.js');
// Not among astro's exports: loaded by their files, next to the server runtime that inlines them.
const prebuilt = async (path) =>
  /** @type {string} */ ((await import(new URL(path, serverRuntime).href)).default);

const islandRuntime = await prebuilt('./astro-island.prebuilt.js');
const runtimeDigest = createHash('sha256').update(islandRuntime).digest('base64url');
export const islandRuntimeName = `astro-island.${runtimeDigest.slice(0, 10)}.js`;

const SCRIPTS_MODULE = /astro\/dist\/runtime\/server\/scripts\.js$/;
const INLINE_RUNTIME =
  '<script>${process.env.NODE_ENV === "development" ? islandScriptDev : islandScript}</script>';
const INLINE_STYLES = '<style>${ISLAND_STYLES}</style>';
const BUILT_IN_DIRECTIVES = ['idle', 'load', 'media', 'only', 'visible'];

/** The `client:` directives the site's pages and layouts use. */
async function usedDirectives(srcDir) {
  const used = new Set();
  for (const file of await readdir(srcDir, { recursive: true })) {
    if (!file.endsWith('.astro')) continue;
    const text = await readFile(join(srcDir, file), 'utf8');
    for (const [, name] of text.matchAll(/\bclient:(\w+)/g)) used.add(name);
  }
  return used;
}

/**
 * What only pages whose islands hydrate at once (client:load) inline: Astro's island runtime and its
 * `load` directive. Their hashes leave the shared CSP list; those pages add them to their own
 * (src/serving/islands-at-once.ts), and every other page's header is 94 bytes shorter, in a new
 * connection's first round trip.
 */
const atOnceHashes = [islandRuntime, await prebuilt('../client/load.prebuilt.js')].map(cspSource);

/** Hashes of scripts and styles no page of this build can carry. */
async function unusedHashes(srcDir) {
  const used = await usedDirectives(srcDir);
  const unused = BUILT_IN_DIRECTIVES.filter((name) => !used.has(name));
  const { ISLAND_STYLES } = await import(new URL('./astro-island-styles.js', serverRuntime).href);
  const texts = await Promise.all([
    prebuilt('./astro-island.prebuilt-dev.js'),
    ...unused.map((name) => prebuilt(`../client/${name}.prebuilt.js`)),
  ]);
  return [...texts, ISLAND_STYLES].map(cspSource);
}

/** @param {string} assetsDir the build's assets folder (`build.assets`) */
export function islandPrescripts(assetsDir) {
  // Inert until the page's largest paint: the layout's loader makes it a script (src/site/later-scripts.ts).
  const external = `<script type="${LATER_SCRIPT_TYPE}" data-src="/${assetsDir}/${islandRuntimeName}"></script>`;
  /** @type {import('vite').Plugin} */
  const plugin = {
    name: 'stayfront:island-prescripts',
    apply: 'build',
    transform(code, id) {
      if (!SCRIPTS_MODULE.test(id)) return undefined;
      if (!code.includes(INLINE_RUNTIME) || !code.includes(INLINE_STYLES))
        this.error(`Astro's island prescripts changed shape (${id}); see island-prescripts.mjs`);
      const chosen = `\${directive === "afterload" ? ${JSON.stringify(external)} : \`<script>\${islandScript}</script>\`}`;
      return { code: code.replace(INLINE_RUNTIME, chosen).replace(INLINE_STYLES, ''), map: null };
    },
  };
  let srcDir = '';
  return {
    name: 'stayfront-island-prescripts',
    hooks: {
      /** @param {{ config: { srcDir: URL }, updateConfig: (config: object) => void }} options */
      'astro:config:setup': ({ config, updateConfig }) => {
        srcDir = config.srcDir.pathname;
        updateConfig({
          vite: {
            plugins: [plugin],
            define: { __AT_ONCE_SCRIPT_HASHES__: JSON.stringify(atOnceHashes) },
          },
        });
      },
      /** @param {{ dir: URL, logger: { warn: (message: string) => void } }} options */
      'astro:build:done': async ({ dir, logger }) => {
        await writeFile(new URL(`${assetsDir}/${islandRuntimeName}`, dir), islandRuntime);
        // The server's manifest, where Astro keeps the hashes it sends.
        const entry = new URL('../server/entry.mjs', dir);
        let manifest = await readFile(entry, 'utf8');
        for (const hash of [...(await unusedHashes(srcDir)), ...atOnceHashes]) {
          const listed = `"${hash}"`;
          if (!manifest.includes(listed)) logger.warn(`${hash} was not in the CSP list`);
          // An entry of a JSON list: with the comma after it, or before it when it is the last.
          manifest = manifest
            .replaceAll(`${listed},`, '')
            .replaceAll(`,${listed}]`, ']')
            .replaceAll(`[${listed}]`, '[]');
        }
        await writeFile(entry, manifest);
      },
    },
  };
}
