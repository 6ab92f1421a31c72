import http from 'node:http';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import { BROTLI_PARAMS } from '../serving/brotli-params.mjs';
import type { ServerConfig } from './config.ts';
import { createRequestListener, type PagesHandler } from './request-listener.ts';
import { createStaticFiles } from './static-files.ts';

// The build's output, beside src/: Astro's server in middleware mode, and the files it built.
const DIST = new URL('../../dist/', import.meta.url);

/** Serves the build on the configured address: Astro renders pages and the API; files are ours. */
export async function startWorker({ host, port }: ServerConfig): Promise<void> {
  // A path in a variable: the build is made after this file is type-checked.
  const astroServer = new URL('server/entry.mjs', DIST).href;
  const { handler } = (await import(astroServer)) as { handler: PagesHandler };
  const listener = createRequestListener({
    pages: handler,
    files: createStaticFiles(fileURLToPath(new URL('client/', DIST))),
    // Pages, scripts and styles travel compressed (about a quarter of their size): Brotli where the
    // browser takes it (the parameters' file says why these). Pages from the page cache arrive
    // compressed already, once per cached copy, and pass through as they are.
    compress: compression({ brotli: { params: BROTLI_PARAMS } }),
  });
  // Timeouts are checked every 2 s (Node's default is every 30 s).
  const server = http.createServer({ connectionsCheckingInterval: 2_000 }, listener);
  // A client that trickles its headers or body holds a connection: give up on it (Node waits 60 s / 5 min).
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.listen(port, host);
}
