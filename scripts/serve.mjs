// Starts the built server (dist/) with compressed answers and says where the demo property is once
// the database is ready. Pages are served by worker processes: one on PGlite (one process's
// database), one per core on PostgreSQL (WORKERS to choose): sessions, idempotency keys, limits and
// the outbox live in the database, and every process's in-memory nights are emptied by the
// database's notifications, so any worker can serve any request. A worker that dies is replaced
// (lib/worker-supervision.mjs).
import cluster from 'node:cluster';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { workerMallocEnv } from './lib/worker-malloc.mjs';
import { isHostHeader, UNKNOWN_HOST_MESSAGE } from '../src/serving/host-header.mjs';
import { superviseWorkers } from './lib/worker-supervision.mjs';
import { ALLOWED_METHODS, METHOD_NOT_ALLOWED } from '../src/serving/http-methods.mjs';

// React and other libraries take their fast production paths only when told so.
process.env.NODE_ENV ??= 'production';
process.env.HOST ??= '127.0.0.1';
process.env.PORT ??= '4321';
// We start the server ourselves, to put gzip in front of Astro's own handler.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';

const origin = `http://${process.env.HOST}:${process.env.PORT}`;
// PGlite is one process's database; only a PostgreSQL server can be shared by several workers.
const workers = process.env.DATABASE_URL
  ? Number(process.env.WORKERS) || os.availableParallelism()
  : 1;

// Memory: V8 compiles PGlite's WebAssembly a second time, optimised, in the background,
// which held about 190 MB of a fresh start's ~690 MB; with the nights in memory the database is off
// the pages' hot path, and baseline code seeds as fast. V8 takes the flag only on the command line,
// so workers start with it. V8 gives itself a 128 MB young generation on a machine with many GiB;
// 32 MB (16 MB semi-spaces) held 80 MB less after the bench for about 2 % of the distinct-stay
// throughput (alternating runs, docs/performance.md). Smaller costs more: 16 MB can cost up to a
// quarter of it under 10 connections (more scavenges, earlier promotion).
const WORKER_FLAGS = ['--liftoff-only', '--max-semi-space-size=16'];
// jemalloc when the machine has it, else glibc with two arenas (lib/worker-malloc.mjs says why):
// both are read when the worker starts.
const WORKER_ENV = workerMallocEnv();
const fork = () => cluster.fork(WORKER_ENV);
// Where src/server/runtime.ts keeps the process's API, and the request targets that are the API's.
const API_RUNTIME = Symbol.for('stayfront.api.runtime');
const API_TARGET = /^\/api(?:[/?]|$)/;

if (cluster.isPrimary) {
  cluster.setupPrimary({ execArgv: [...WORKER_FLAGS, ...process.execArgv] });
  // A single worker takes its connections itself; several share them round robin.
  if (workers === 1) cluster.schedulingPolicy = cluster.SCHED_NONE;
  // A worker that dies is replaced, after a wait that grows while replacements keep dying.
  const supervisor = superviseWorkers({ cluster, fork });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      supervisor.stop();
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
      process.exit(0);
    });
  }
  // The first worker migrates and seeds; the others start once it answers, so they never race to.
  fork();
  await waitUntilReady();
  supervisor.ready();
  for (let i = 1; i < workers; i++) fork();
  announce(workers > 1 ? `${workers} workers` : undefined);
} else {
  const [
    { handler },
    { default: http },
    { default: compression },
    { BROTLI_PARAMS },
    { createStaticFiles },
  ] = await Promise.all([
    import('../dist/server/entry.mjs'),
    import('node:http'),
    import('compression'),
    import('../src/serving/brotli-params.mjs'),
    import('./lib/static-files.mjs'),
  ]);
  // The adapter runs in middleware mode: `handler` renders pages and the API; files are ours to serve.
  const staticFiles = createStaticFiles(fileURLToPath(new URL('../dist/client/', import.meta.url)));
  // Pages, scripts and styles travel compressed (about a quarter of their size): Brotli where the
  // browser takes it (the parameters' file says why these). Pages from the page cache arrive
  // compressed already, once per cached copy, and pass through as they are.
  const compress = compression({ brotli: { params: BROTLI_PARAMS } });
  // Timeouts are checked every 2 s (Node's default is every 30 s).
  const server = http.createServer({ connectionsCheckingInterval: 2_000 }, (req, res) => {
    // TRACE, CONNECT and made-up methods reach no page or operation (the static file server would throw on them).
    if (!ALLOWED_METHODS.has(req.method ?? '')) {
      res.writeHead(405, METHOD_NOT_ALLOWED.headers).end(METHOD_NOT_ALLOWED.text);
      return;
    }
    // Astro makes a URL of the Host header before the middleware's host check runs.
    if (!isHostHeader(req.headers.host)) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end(UNKNOWN_HOST_MESSAGE);
      return;
    }
    // Static files under /ClientApp/ skip Astro's middleware, so this header is set here for every answer.
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // The API answers itself once it is open (src/server/http/node-listener.ts); the first call,
    // and every page, file and proxied call, goes through Astro.
    const apiListener = globalThis[API_RUNTIME]?.listener;
    if (apiListener && API_TARGET.test(req.url ?? '')) {
      compress(req, res, () => apiListener(req, res));
      return;
    }
    compress(req, res, () => staticFiles(req, res, () => handler(req, res)));
  });
  // A client that trickles its headers or body holds a connection: give up on it (Node waits 60 s / 5 min).
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.listen(Number(process.env.PORT), process.env.HOST);
}

/** Waits until the API answers: the first call opens the database, runs migrations and seeds the demo data. */
async function waitUntilReady() {
  // Plain http rather than fetch: the primary stays small (fetch's client is a few MB of code).
  const { default: http } = await import('node:http');
  const healthy = () =>
    new Promise((resolve) => {
      const request = http.get(`${origin}/api/health`, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      });
      request.on('error', () => resolve(false));
    });
  for (let attempt = 0; attempt < 600; attempt++) {
    if (await healthy()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function announce(detail) {
  const demo = process.env.DEFAULT_PROPERTY ?? 'GRANDLDN';
  console.log(`\nStayfront is ready${detail ? ` (${detail})` : ''}: ${origin}/Book/${demo}\n`);
}
