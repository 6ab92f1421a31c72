// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { shortMessageKeys } from './scripts/vite/short-message-keys.mjs';
import { memoImports } from './scripts/vite/memo-imports.mjs';
import { pageScriptsImportNothing } from './scripts/vite/page-scripts-import-nothing.mjs';
import { islandPrescripts } from './scripts/vite/island-prescripts.mjs';
import { laterScripts } from './scripts/vite/later-scripts.mjs';
import { islandId } from './scripts/vite/island-id.mjs';
import { cspDigestMemo } from './scripts/vite/csp-digest-memo.mjs';
import { reactRendererTag } from './scripts/vite/react-renderer-tag.mjs';
import { reactStringRender } from './scripts/vite/react-string-render.mjs';
import { oneByteHtml } from './scripts/vite/one-byte-html.mjs';
import { responseBytes } from './scripts/vite/response-bytes.mjs';
import { oneByteServerSource } from './scripts/vite/one-byte-server-source.mjs';

// Analytics vendors a property may configure (loaded only after cookie consent).
const ANALYTICS_SCRIPT_HOSTS = ['https://www.googletagmanager.com', 'https://connect.facebook.net'];

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
  // Pages are rendered whole and sent in one write (scripts/vite/response-bytes.mjs): every page's
  // layout awaits the guest's session before its first byte, so streaming sent nothing earlier.
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  // Spec §2: assets are served under /ClientApp/.
  integrations: [
    // Islands are drawn on the server as one string (see scripts/vite/react-string-render.mjs).
    react({ experimentalDisableStreaming: true }),
    laterDirectives,
    islandPrescripts('ClientApp'),
  ],
  build: { assets: 'ClientApp', inlineStylesheets: 'always' },
  security: {
    csp: {
      // Hash-based: scripts and styles Astro emits are hashed; no 'unsafe-inline' for scripts.
      scriptDirective: { resources: ["'self'", ...ANALYTICS_SCRIPT_HOSTS] },
      directives: [
        "default-src 'self'",
        "img-src 'self' data: https:",
        // *.google-analytics.com includes www.; fonts and the manifest fall back to default-src.
        // Every byte of this header is in a new connection's first round trip.
        "connect-src 'self' https://*.google-analytics.com https://www.facebook.com",
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
      islandId(),
      laterScripts(),
      cspDigestMemo(),
      reactRendererTag(),
      reactStringRender(),
      oneByteHtml(),
      responseBytes(),
      oneByteServerSource(),
    ],
    ssr: { external: ['@electric-sql/pglite', 'pg'] },
    optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  },
  devToolbar: { enabled: false },
});
