// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { shortMessageKeys } from './scripts/vite/short-message-keys.mjs';
import { memoImports } from './scripts/vite/memo-imports.mjs';
import { pageScriptsImportNothing } from './scripts/vite/page-scripts-import-nothing.mjs';
import { islandPrescripts } from './scripts/vite/island-prescripts.mjs';
import { dependencyPatches } from './scripts/vite/dependency-patches.mjs';
import { reactRendererTag } from './scripts/vite/react-renderer-tag.mjs';
import { LATER_SCRIPT_TYPE } from './src/site/later-scripts.ts';

/**
 * Registers `client:afterload` (search, results, checkout, pre-check-in, pay by link): the island
 * hydrates once the page's largest paint is on the screen (see the directive's file).
 */
const laterDirectives = {
  name: 'stayfront-later-directives',
  hooks: {
    /** @param {{ addClientDirective: (directive: { name: string; entrypoint: string }) => void }} options */
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({
        name: 'afterload',
        entrypoint: './src/browser/later-directive.ts',
      });
    },
  },
};

export default defineConfig({
  output: 'server',
  // Middleware mode: src/entry/ runs the HTTP server and serves the built files itself.
  // Pages are rendered whole and sent in one write (patches/astro-page-bytes-response.patch): every page's
  // layout awaits the guest's session before its first byte, so streaming sent nothing earlier.
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  // Spec §2: assets are served under /ClientApp/.
  integrations: [
    // Islands are drawn on the server as one string, not through web streams
    // (with patches/astrojs-react-string-render-prefix.patch).
    react({ experimentalDisableStreaming: true }),
    laterDirectives,
    islandPrescripts('ClientApp'),
  ],
  build: { assets: 'ClientApp', inlineStylesheets: 'always' },
  security: {
    csp: {
      // Hash-based: scripts and styles Astro emits are hashed; no 'unsafe-inline' for scripts.
      // A hotel's analytics vendors and payment provider are added on its pages only
      // (src/serving/analytics-csp.ts, stripe-csp.ts).
      scriptDirective: { resources: ["'self'"] },
      directives: [
        "default-src 'self'",
        "img-src 'self' data: https:",
        // Fonts and the manifest fall back to default-src. Every byte of this header is in a new
        // connection's first round trip.
        "connect-src 'self'",
        "form-action 'self' https:",
      ],
    },
  },
  vite: {
    plugins: [
      tailwindcss(),
      shortMessageKeys(),
      memoImports(),
      pageScriptsImportNothing(),
      dependencyPatches(),
      reactRendererTag(),
      // React's server renderer is bundled into the server build, where patches/one-byte-html.patch
      // reaches it (the development server loads it from node_modules as it is).
      {
        name: 'stayfront:bundle-react-dom',
        apply: 'build',
        config: () => ({ ssr: { noExternal: ['react-dom'] } }),
      },
    ],
    // Pages' script files are written inert (patches/astro-later-script-tags.patch) until the
    // layout's loader starts them (src/site/later-scripts.ts).
    define: { __LATER_SCRIPT_TYPE__: JSON.stringify(LATER_SCRIPT_TYPE) },
    ssr: { external: ['@electric-sql/pglite', 'pg'] },
    optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  },
  devToolbar: { enabled: false },
});
