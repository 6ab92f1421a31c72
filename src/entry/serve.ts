// The built server (`npm start` after a build): a primary process that starts and replaces the
// workers, and workers that serve pages, files and the API with compressed answers. One worker on
// PGlite (one process's database), one per core on PostgreSQL: sessions, idempotency keys, limits
// and the outbox live in the database, and every process's in-memory nights are emptied by the
// database's notifications, so any worker can serve any request. Settings: `config.ts`.
import cluster from 'node:cluster';
import { serverConfig, ConfigError, type ServerConfig } from './config.ts';
import { applePayDomainFile } from '../serving/apple-pay-domain.ts';
import { waitUntilHealthy } from './health.ts';
import { workerAllocator } from './worker-allocator.ts';
import { superviseWorkers } from './worker-supervision.ts';

// React and other libraries take their fast production paths only when told so.
process.env.NODE_ENV ??= 'production';

let config: ServerConfig;
try {
  config = serverConfig(process.env);
  // Apple Pay's file is read by the workers when asked for: a path they cannot read stops the start.
  try {
    applePayDomainFile(process.env);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`[stayfront] ${error.message}`);
  process.exit(1);
}
// The public origin's default is read from these (src/serving/public-origin.ts).
process.env.HOST = config.host;
process.env.PORT = String(config.port);

if (cluster.isPrimary) await startPrimary(config);
else await (await import('./worker.ts')).startWorker(config);

async function startPrimary({ host, port, workers, workerFlags, allocator }: ServerConfig) {
  let workerEnv;
  try {
    const chosen = workerAllocator(allocator, process.env);
    if (chosen.note) console.log(`[stayfront] ${chosen.note}`);
    workerEnv = chosen.env;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`[stayfront] ${error.message}`);
    process.exit(1);
  }
  const fork = () => cluster.fork(workerEnv);
  cluster.setupPrimary({ execArgv: [...workerFlags, ...process.execArgv] });
  // A single worker takes its connections itself; several share them round robin.
  if (workers === 1) cluster.schedulingPolicy = cluster.SCHED_NONE;
  // A worker that dies is replaced, after a wait that grows while replacements keep dying.
  const supervisor = superviseWorkers({ cluster, fork });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      supervisor.stop();
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
      process.exit(0);
    });
  }
  const origin = `http://${host}:${port}`;
  // The first worker migrates and seeds; the others start once it answers, so they never race to.
  fork();
  await waitUntilHealthy(origin);
  supervisor.ready();
  for (let i = 1; i < workers; i++) fork();
  // A live start (hotel files, or DEMO_MODE=off) has no demo hotel to point at.
  const live = process.env.HOTEL_FILES || process.env.DEMO_MODE?.trim().toLowerCase() === 'off';
  const home = process.env.DEFAULT_PROPERTY ?? (live ? '' : 'GRANDLDN');
  const page = home
    ? `${origin}/Book/${home}`
    : `${origin}/ (the first hotel imported; DEFAULT_PROPERTY sets another)`;
  const detail = workers > 1 ? ` (${workers} workers)` : '';
  console.log(`\nStayfront is ready${detail}: ${page}\n`);
}
