import { patchModule } from './patch-module.mjs';

// Server build: Astro names each island (`uid`, used by its development reloads only) by hashing
// the island's whole HTML and its props, serialised once more for the purpose. On a results page
// that is 80 kB of text per render in a JavaScript loop, 5 % of the server's CPU (profile, issue
// 15). The name is made from the component, the HTML's length and its two ends instead: still the
// same for the same island, and different for different ones on a page.
const COMPONENT_MODULE = /astro\/dist\/runtime\/server\/render\/component\.js$/;
const WHOLE_ISLAND_HASH =
  /const astroId = shorthash\(\s*`<!--\$\{metadata\.componentExport\.value\}:\$\{metadata\.componentUrl\}-->\s*\$\{html\}\s*\$\{serializeProps\(\s*props,\s*metadata\s*\)\}`\s*\);/;
const CHEAP_ISLAND_HASH =
  'const astroId = shorthash(`${metadata.componentExport.value}:${metadata.componentUrl}:${html.length}:${html.slice(0, 64)}${html.slice(-64)}`);';

export const islandId = () =>
  patchModule({
    name: 'stayfront:island-id',
    module: COMPONENT_MODULE,
    find: WHOLE_ISLAND_HASH,
    replace: CHEAP_ISLAND_HASH,
    see: 'scripts/vite/island-id.mjs',
  });
