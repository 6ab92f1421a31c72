// Browser scripts wait for the page's largest paint (src/site/later-scripts.ts says why): the tag
// Astro writes for a page's processed `<script>` (the layout's starter) becomes an inert tag the
// layout's inline loader swaps for the real one. Island runtime tags: scripts/vite/island-prescripts.mjs.
import { LATER_SCRIPT_TYPE } from '../../src/site/later-scripts.ts';

const SCRIPT_MODULE = /astro\/dist\/runtime\/server\/render\/script\.js$/;
const MODULE_TAG = '`<script type="module" src="${';
const LATER_TAG = `\`<script type="${LATER_SCRIPT_TYPE}" data-module data-src="\${`;

/** Inert tags for the `<script src>` files Astro writes into pages, in the build only. */
export function laterScripts() {
  return {
    name: 'stayfront:later-scripts',
    apply: 'build',
    /** @param {string} code @param {string} id */
    transform(code, id) {
      if (!SCRIPT_MODULE.test(id)) return undefined;
      if (!code.includes(MODULE_TAG))
        this.error(`Astro's script tag changed shape (${id}); see later-scripts.mjs`);
      return { code: code.replace(MODULE_TAG, LATER_TAG), map: null };
    },
  };
}
