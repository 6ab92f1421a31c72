// How the primary process keeps its workers running.

/** A worker that ran this long was healthy: its death starts the waiting over. */
export const STABLE_MS = 10_000;
const FIRST_WAIT_MS = 500;
const LONGEST_WAIT_MS = 30_000;

/** What supervision reads of a worker. */
export interface SupervisedWorker {
  readonly id: number;
  readonly process: { readonly pid?: number | undefined };
}

/** The part of `node:cluster` supervision listens to. */
export interface WorkerEvents {
  on(event: 'fork', listener: (worker: SupervisedWorker) => void): unknown;
  on(
    event: 'exit',
    listener: (worker: SupervisedWorker, code: number, signal: string | null) => void,
  ): unknown;
}

export interface RestartPolicy {
  /** The wait (ms) before replacing a worker started at `startedAt` that died at `now`. */
  delayAfterExit(startedAt: number, now: number): number;
}

/**
 * How long to wait before starting a worker in place of one that died: at once after one that ran
 * a while, else a wait that doubles with each quick death in a row, up to 30 s. It never gives up:
 * whatever kills the workers (memory, a bad request, the database gone), the server answers again
 * once the cause is gone, without anyone restarting it.
 */
export function createRestartPolicy(): RestartPolicy {
  let quickDeaths = 0;
  return {
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

export interface SupervisionOptions {
  readonly cluster: WorkerEvents;
  readonly fork: () => unknown;
  readonly exit?: (code: number) => void;
  readonly log?: (message: string) => void;
  readonly now?: () => number;
  readonly setTimer?: (run: () => void, ms: number) => unknown;
  readonly policy?: RestartPolicy;
}

export interface Supervisor {
  /** The first worker answers: from now on a death is replaced rather than fatal. */
  ready(): void;
  /** The server is stopping: deaths are expected. */
  stop(): void;
}

/**
 * Replaces every worker that dies, after the policy's wait, until `stop()`. Before `ready()` (the
 * first worker has never answered) a death means the server cannot start here at all — the port is
 * taken, the data folder in use — and the primary exits with an error instead.
 */
export function superviseWorkers({
  cluster,
  fork,
  exit = (code) => process.exit(code),
  log = (message) => console.error(message),
  now = Date.now,
  setTimer = (run, ms) => setTimeout(run, ms),
  policy = createRestartPolicy(),
}: SupervisionOptions): Supervisor {
  const started = new Map<number, number>();
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
