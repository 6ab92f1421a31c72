// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  // Spec §2: assets are served under /ClientApp/.
  build: { assets: 'ClientApp' },
  vite: {
    plugins: [tailwindcss()],
    ssr: { external: ['@electric-sql/pglite', 'pg'] },
    optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  },
  devToolbar: { enabled: false },
});
