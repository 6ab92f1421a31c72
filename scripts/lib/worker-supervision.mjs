// How the primary process keeps its workers running (scripts/serve.mjs).

/** A worker that ran this long was healthy: its death starts the waiting over. */
export const STABLE_MS = 10_000;
const FIRST_WAIT_MS = 500;
const LONGEST_WAIT_MS = 30_000;

/**
 * How long to wait before starting a worker in place of one that died: at once after one that ran
 * a while, else a wait that doubles with each quick death in a row, up to 30 s. It never gives up:
 * whatever kills the workers (memory, a bad request, the database gone), the server answers again
 * once the cause is gone, without anyone restarting it.
 */
export function createRestartPolicy() {
  let quickDeaths = 0;
  return {
    /** The wait (ms) before replacing a worker started at `startedAt` that died at `now`. */
    delayAfterExit(startedAt, now) {
      if (now - startedAt >= STABLE_MS) {
        quickDeaths = 0;
        return 0;
      }
      quickDeaths += 1;
      return Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (quickDeaths - 1));
    },
  };
}

/**
 * Replaces every worker that dies, after the policy's wait, until `stop()`. Before `ready()` (the
 * first worker has never answered) a death means the server cannot start here at all — the port is
 * taken, the data folder in use — and the primary exits with an error instead.
 *
 * @param {{
 *   cluster: import('node:events').EventEmitter;
 *   fork: () => unknown;
 *   exit?: (code: number) => void;
 *   log?: (message: string) => void;
 *   now?: () => number;
 *   setTimer?: (run: () => void, ms: number) => unknown;
 *   policy?: ReturnType<typeof createRestartPolicy>;
 * }} options
 */
export function superviseWorkers({
  cluster,
  fork,
  exit = (code) => process.exit(code),
  log = (message) => console.error(message),
  now = Date.now,
  setTimer = (run, ms) => setTimeout(run, ms),
  policy = createRestartPolicy(),
}) {
  const started = new Map();
  let isReady = false;
  let stopping = false;
  cluster.on('fork', (worker) => started.set(worker.id, now()));
  cluster.on('exit', (worker, code, signal) => {
    const startedAt = started.get(worker.id) ?? now();
    started.delete(worker.id);
    if (stopping) return;
    const how = signal ?? code;
    if (!isReady) {
      log(`[stayfront] worker ${worker.process.pid} could not start (${how})`);
      exit(1);
      return;
    }
    const wait = policy.delayAfterExit(startedAt, now());
    log(
      `[stayfront] worker ${worker.process.pid} stopped (${how}); starting another${wait ? ` in ${wait / 1000} s` : ''}`,
    );
    setTimer(() => {
      if (!stopping) fork();
    }, wait);
  });
  return {
    ready: () => void (isReady = true),
    stop: () => void (stopping = true),
  };
}
