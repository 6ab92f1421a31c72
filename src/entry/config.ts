import os from 'node:os';
import { otaPushIntervalMs } from '../server/ota/push-interval.ts';

/**
 * How the built server runs, read once from the environment at start. Every setting has a default
 * (README "Running the server"); a value that cannot be used stops the start with its reason.
 */
export interface ServerConfig {
  readonly host: string;
  readonly port: number;
  /** Worker processes serving requests. */
  readonly workers: number;
  /** Node and V8 flags each worker starts with. */
  readonly workerFlags: readonly string[];
  readonly allocator: AllocatorChoice;
  /** How often reservations are pushed to channel managers (`OTA_PUSH_SECONDS`). */
  readonly otaPushMs: number;
}

/**
 * Which malloc the workers run on. glibc's keeps what a load frees between blocks still in use
 * (about 100 MB after `npm run bench`) until `malloc_trim`, which Node cannot call; jemalloc hands
 * free pages back to the system within a second of their last use.
 */
export type AllocatorChoice =
  | { readonly kind: 'jemalloc'; readonly library: string; readonly required: boolean }
  | { readonly kind: 'system' };

/**
 * Baseline-compiled WebAssembly only: V8 otherwise compiles PGlite a second time, optimised, in the
 * background, which held about 190 MB of a fresh start's ~690 MB; with the nights in memory the
 * database is off the pages' hot path. A 16 MB semi-space (32 MB young generation instead of
 * V8's 128 MB on a machine with many GiB) held 80 MB less after the bench for about 2 % of the
 * distinct-stay throughput; smaller costs up to a quarter of it (docs/performance.md). V8 takes
 * `--liftoff-only` only on the command line, not in NODE_OPTIONS, hence a setting of our own.
 */
export const DEFAULT_WORKER_FLAGS = ['--liftoff-only', '--max-semi-space-size=16'] as const;

/** Where Debian and Ubuntu (`apt-get install libjemalloc2`) keep jemalloc, per architecture. */
export const DEFAULT_JEMALLOC: Readonly<Record<string, string>> = {
  x64: '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
  arm64: '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2',
};

/** A setting the server cannot start with. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface Machine {
  readonly cores: number;
  readonly arch: string;
  readonly platform: string;
}

const THIS_MACHINE: Machine = {
  cores: os.availableParallelism(),
  arch: process.arch,
  platform: process.platform,
};

/** The server's settings from `env`; throws a {@link ConfigError} naming the setting at fault. */
export function serverConfig(
  env: Readonly<Record<string, string | undefined>>,
  machine: Machine = THIS_MACHINE,
): ServerConfig {
  return {
    host: env.HOST || '127.0.0.1',
    port: portOf(env.PORT),
    workers: workersOf(env.WORKERS, Boolean(env.DATABASE_URL), machine.cores),
    workerFlags: workerFlagsOf(env.WORKER_FLAGS),
    allocator: allocatorOf(env, machine),
    otaPushMs: otaPushMsOf(env.OTA_PUSH_SECONDS),
  };
}

function otaPushMsOf(value: string | undefined): number {
  try {
    return otaPushIntervalMs(value);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

function portOf(value: string | undefined): number {
  if (value === undefined || value === '') return 4321;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65_535)
    throw new ConfigError(`PORT must be a port number from 1 to 65535; it is "${value}".`);
  return port;
}

function workersOf(value: string | undefined, postgres: boolean, cores: number): number {
  // PGlite is one process's database; only a PostgreSQL server can be shared by several workers.
  if (value === undefined || value === '') return postgres ? cores : 1;
  const workers = Number(value);
  if (!/^\d+$/.test(value) || workers < 1)
    throw new ConfigError(`WORKERS must be a whole number of at least 1; it is "${value}".`);
  if (workers > 1 && !postgres)
    throw new ConfigError(
      `WORKERS=${value} needs DATABASE_URL: PGlite is one process's database, so it runs one worker.`,
    );
  return workers;
}

function workerFlagsOf(value: string | undefined): readonly string[] {
  if (value === undefined) return DEFAULT_WORKER_FLAGS;
  const flags = value.split(/\s+/).filter(Boolean);
  const wrong = flags.find((flag) => !flag.startsWith('--'));
  if (wrong)
    throw new ConfigError(
      `WORKER_FLAGS holds Node or V8 flags separated by spaces, each starting with "--"; "${wrong}" does not.`,
    );
  return flags;
}

function allocatorOf(
  env: Readonly<Record<string, string | undefined>>,
  machine: Machine,
): AllocatorChoice {
  const choice = (env.NODE_ALLOCATOR ?? '').trim().toLowerCase();
  if (choice !== '' && choice !== 'jemalloc' && choice !== 'system')
    throw new ConfigError(
      `NODE_ALLOCATOR must be "jemalloc" or "system"; it is "${env.NODE_ALLOCATOR}".`,
    );
  // Named by the operator (or a path given), jemalloc must be there; by default it is used when it is.
  const required = choice === 'jemalloc' || Boolean(env.JEMALLOC_PATH);
  // An operator's own preload decides the allocator.
  if (choice === 'system' || env.LD_PRELOAD) return { kind: 'system' };
  if (machine.platform !== 'linux') {
    if (required) throw new ConfigError('jemalloc is preloaded into the workers on Linux only.');
    return { kind: 'system' };
  }
  const library = env.JEMALLOC_PATH || DEFAULT_JEMALLOC[machine.arch];
  if (library) return { kind: 'jemalloc', library, required };
  if (required)
    throw new ConfigError(`Set JEMALLOC_PATH: there is no default place for ${machine.arch}.`);
  return { kind: 'system' };
}
