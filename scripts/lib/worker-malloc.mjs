// Which malloc a worker runs on. glibc's keeps what a load frees between blocks still in
// use — about 100 MB of its heap after `npm run bench`, given back only by `malloc_trim`, which Node
// cannot call. jemalloc hands free pages back to the system within a second of their last use.
// It is used when the machine has it (Debian and Ubuntu: `apt-get install libjemalloc2`).
import { existsSync } from 'node:fs';

const LIBRARY = 'libjemalloc.so.2';
// Debian and Ubuntu keep libraries per architecture; Fedora and RHEL in lib64; Alpine in lib.
const FOLDERS = {
  x64: ['/usr/lib/x86_64-linux-gnu', '/usr/lib64', '/usr/lib'],
  arm64: ['/usr/lib/aarch64-linux-gnu', '/usr/lib64', '/usr/lib'],
};
// Two arenas, as for glibc; free pages returned after 1 s instead of 10 s, by jemalloc's own
// thread, so an idle server gives them back too (docs/performance.md).
export const JEMALLOC_OPTIONS = 'narenas:2,background_thread:true,dirty_decay_ms:1000';

/**
 * The environment a worker starts with for its allocator: jemalloc preloaded when it is installed,
 * otherwise glibc with two arenas instead of eight per core. `MALLOC=glibc` keeps glibc; an
 * operator's own `LD_PRELOAD` is left as it is.
 * @param {Record<string, string | undefined>} [env]
 * @param {{ exists?: (file: string) => boolean, arch?: string, platform?: string }} [machine]
 * @returns {Record<string, string>}
 */
export function workerMallocEnv(
  env = process.env,
  { exists = existsSync, arch = process.arch, platform = process.platform } = {},
) {
  // Two glibc arenas instead of eight per core: ~25 MB less after a results-page load, same CPU.
  const glibc = { MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2' };
  if (platform !== 'linux' || env.MALLOC === 'glibc' || env.LD_PRELOAD) return glibc;
  const library = (FOLDERS[arch] ?? ['/usr/lib64', '/usr/lib'])
    .map((folder) => `${folder}/${LIBRARY}`)
    .find((file) => exists(file));
  if (!library) return glibc;
  return { LD_PRELOAD: library, MALLOC_CONF: env.MALLOC_CONF ?? JEMALLOC_OPTIONS };
}
