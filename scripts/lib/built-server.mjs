// Starts the built server on a throwaway database for a measuring script, and stops it.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs `work(origin, pid)` against a fresh built server on `port`; the server stops afterwards.
 * Its PGlite database is in memory, or with `onDisk` in a new folder removed afterwards (as
 * `npm start` keeps it, in a folder). With `DATABASE_URL` set it runs on that PostgreSQL with one
 * worker per core (as `npm start`). With `onFirstStart(pid)`, a first server makes the folder's
 * database and is stopped once it has been called, and `work` gets a second one on that database:
 * a hotel's server every day after its first.
 */
export async function withBuiltServer(port, work, { onDisk = false, onFirstStart } = {}) {
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

function startServer(port, folder) {
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
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
  return {
    pid: server.pid,
    stop: () => {
      server.kill();
      return stopped;
    },
  };
}

async function waitForHealth(origin) {
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
