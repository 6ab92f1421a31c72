// Starts the built server on a throwaway in-memory database for a measuring script, and stops it.
import { spawn } from 'node:child_process';

/** Runs `work(origin)` against a fresh built server on `port`; the server stops afterwards. */
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
    return await work(origin);
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
