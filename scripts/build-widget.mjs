// Builds the embeddable search widget (src/browser/search-widget.ts) into dist/client/widget.js,
// one small classic script hotel websites load from the booking site. Runs after `astro build`.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/browser/search-widget.ts'],
  outfile: 'dist/client/widget.js',
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['es2022'],
  legalComments: 'none',
});
