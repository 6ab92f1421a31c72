import { existsSync } from 'node:fs';
import { ConfigError, type AllocatorChoice } from './config.ts';

/**
 * jemalloc with two arenas, as for glibc; free pages returned after 1 s instead of 10 s, by its own
 * thread, so an idle server gives them back too (docs/performance.md).
 */
export const JEMALLOC_OPTIONS = 'narenas:2,background_thread:true,dirty_decay_ms:1000';

export interface WorkerAllocator {
  /** Variables the workers start with; the allocator is chosen when a process starts. */
  readonly env: Readonly<Record<string, string>>;
  /** Said once at start when the default jemalloc is not installed. */
  readonly note?: string;
}

/**
 * The environment that puts a worker on `choice`: jemalloc preloaded, or the system's malloc
 * (glibc with two arenas instead of eight per core: ~25 MB less after a results-page load, same
 * CPU). The operator's `MALLOC_CONF` and `MALLOC_ARENA_MAX` are kept.
 */
export function workerAllocator(
  choice: AllocatorChoice,
  env: Readonly<Record<string, string | undefined>>,
  exists: (file: string) => boolean = existsSync,
): WorkerAllocator {
  const system = { env: { MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || '2' } };
  if (choice.kind === 'system') return system;
  if (exists(choice.library))
    return {
      env: { LD_PRELOAD: choice.library, MALLOC_CONF: env.MALLOC_CONF || JEMALLOC_OPTIONS },
    };
  if (choice.required)
    throw new ConfigError(
      `jemalloc is not at ${choice.library}: install it (apt-get install libjemalloc2), set JEMALLOC_PATH to it, or set NODE_ALLOCATOR=system.`,
    );
  return {
    ...system,
    note: `jemalloc is not installed (${choice.library}); the workers use the system's malloc.`,
  };
}
