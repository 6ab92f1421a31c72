// Starts the built server on a throwaway database for a measuring script, and stops it.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** How Node runs the server entry (as `npm run serve` does). */
export const SERVE_COMMAND = [
  '--experimental-strip-types',
  '--disable-warning=ExperimentalWarning',
  fileURLToPath(new URL('../serve.ts', import.meta.url)),
];

export interface BuiltServerOptions {
  /** A PGlite data folder, new and removed afterwards, rather than an in-memory database. */
  readonly onDisk?: boolean;
  /** Called with a first server's pid once it has made the folder's database; it is then stopped. */
  readonly onFirstStart?: (pid: number) => void | Promise<void>;
}

/**
 * Runs `work(origin, pid)` against a fresh built server on `port`; the server stops afterwards.
 * Its PGlite database is in memory, or with `onDisk` in a new folder removed afterwards (as
 * `npm start` keeps it, in a folder). With `DATABASE_URL` set it runs on that PostgreSQL with one
 * worker per core (as `npm start`). With `onFirstStart(pid)`, a first server makes the folder's
 * database and is stopped once it has been called, and `work` gets a second one on that database:
 * a hotel's server every day after its first.
 */
export async function withBuiltServer<T>(
  port: number,
  work: (origin: string, pid: number) => Promise<T>,
  { onDisk = false, onFirstStart }: BuiltServerOptions = {},
): Promise<T> {
  // Checkouts measured side by side on one machine each set their own offset.
  port += Number(process.env['MEASURE_PORT_OFFSET'] ?? 0);
  const origin = `http://127.0.0.1:${port}`;
  const folder = onDisk ? await mkdtemp(path.join(os.tmpdir(), 'stayfront-measure-')) : null;
  try {
    if (onFirstStart) {
      const first = startServer(port, folder);
      try {
        await waitForHealth(origin);
        await onFirstStart(first.pid);
      } finally {
        await first.stop();
      }
    }
    const server = startServer(port, folder);
    try {
      await waitForHealth(origin);
      return await work(origin, server.pid);
    } finally {
      await server.stop();
    }
  } finally {
    if (folder) await rm(folder, { recursive: true, force: true, maxRetries: 5 });
  }
}

function startServer(port: number, folder: string | null) {
  const server = spawn(process.execPath, SERVE_COMMAND, {
    // One load generator on one address would hit the per-address limits at once.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: folder ?? 'memory://',
      RATE_LIMITS: 'off',
    },
    stdio: 'ignore',
  });
  const stopped = new Promise((resolve) => server.once('exit', resolve));
  if (server.pid === undefined) throw new Error('the server could not be started');
  return {
    pid: server.pid,
    stop: () => {
      server.kill();
      return stopped;
    },
  };
}

async function waitForHealth(origin: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}
