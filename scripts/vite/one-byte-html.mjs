import { escapeWideForHtml } from '../../src/serving/wide-characters.ts';
import { patchModule } from './patch-module.mjs';

// Server build: React's and Astro's HTML escaping also write characters above U+00FF as
// character references, so the page's string stays one byte per character (see
// src/serving/wide-characters.ts). Each escaping function is renamed and wrapped; the wrapper's
// helper is the tested function's own source. The server build bundles React's server renderer
// for this (Vite changes only what it bundles); the dev server keeps loading it from
// node_modules, where it cannot run as bundled CommonJS.
const wrap = (name, parameter) =>
  `function ${name}(${parameter}) { return escapeWideForHtml(${name}Narrow(${parameter})); }
${escapeWideForHtml.toString()}
function ${name}Narrow(${parameter}) {`;

export const oneByteHtml = () => [
  {
    name: 'stayfront:one-byte-html-bundle-react',
    apply: 'build',
    config: () => ({ ssr: { noExternal: ['react-dom'] } }),
  },
  patchModule({
    name: 'stayfront:one-byte-html-react',
    module: /react-dom\/cjs\/react-dom-server-legacy\.node\.production\.js$/,
    find: 'function escapeTextForBrowser(text) {',
    replace: wrap('escapeTextForBrowser', 'text'),
    see: 'scripts/vite/one-byte-html.mjs',
  }),
  patchModule({
    name: 'stayfront:one-byte-html-astro',
    module: /astro\/dist\/runtime\/server\/escape\.js$/,
    find: 'function escapeHTML(value) {',
    replace: wrap('escapeHTML', 'value'),
    see: 'scripts/vite/one-byte-html.mjs',
  }),
];
