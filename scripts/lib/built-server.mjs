// Starts the built server on a throwaway in-memory database for a measuring script, and stops it.
import { spawn } from 'node:child_process';

/**
 * Runs `work(origin, pid)` against a fresh built server on `port`; the server stops afterwards.
 * With `DATABASE_URL` set it runs on that PostgreSQL with one worker per core (as `npm start`).
 */
export async function withBuiltServer(port, work) {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    // One load generator on one address would hit the per-address limits at once.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      RATE_LIMITS: 'off',
    },
    stdio: 'ignore',
  });
  try {
    await waitForHealth(origin);
    return await work(origin, server.pid);
  } finally {
    server.kill();
  }
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
