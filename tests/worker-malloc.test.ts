import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { JEMALLOC_OPTIONS, workerMallocEnv } from '../scripts/lib/worker-malloc.mjs';

const DEBIAN = '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2';
const on = (...files: string[]) => ({
  exists: (file: string) => files.includes(file),
  arch: 'x64',
  platform: 'linux',
});

describe('the allocator a worker starts with', () => {
  it.each([
    [
      'jemalloc where Debian puts it',
      {},
      on(DEBIAN),
      { LD_PRELOAD: DEBIAN, MALLOC_CONF: JEMALLOC_OPTIONS },
    ],
    [
      'jemalloc where Fedora puts it',
      {},
      on('/usr/lib64/libjemalloc.so.2'),
      { LD_PRELOAD: '/usr/lib64/libjemalloc.so.2', MALLOC_CONF: JEMALLOC_OPTIONS },
    ],
    [
      "the operator's jemalloc options",
      { MALLOC_CONF: 'narenas:1' },
      on(DEBIAN),
      { LD_PRELOAD: DEBIAN, MALLOC_CONF: 'narenas:1' },
    ],
    ['glibc with two arenas when jemalloc is not installed', {}, on(), { MALLOC_ARENA_MAX: '2' }],
    ['glibc when asked for', { MALLOC: 'glibc' }, on(DEBIAN), { MALLOC_ARENA_MAX: '2' }],
    [
      "glibc's arenas as the operator sets them",
      { MALLOC: 'glibc', MALLOC_ARENA_MAX: '4' },
      on(DEBIAN),
      { MALLOC_ARENA_MAX: '4' },
    ],
    [
      "the operator's own preload left alone",
      { LD_PRELOAD: '/opt/tcmalloc.so' },
      on(DEBIAN),
      { MALLOC_ARENA_MAX: '2' },
    ],
    ['glibc off Linux', {}, { ...on(DEBIAN), platform: 'darwin' }, { MALLOC_ARENA_MAX: '2' }],
  ])('%s', (_case, env, machine, expected) => {
    expect(workerMallocEnv(env, machine)).toEqual(expected);
  });

  // What the environment does to a real Node process on this machine.
  it.skipIf(!existsSync(DEBIAN) || process.platform !== 'linux')(
    'loads jemalloc into a Node process started with it',
    () => {
      const env = {
        ...process.env,
        LD_PRELOAD: undefined,
        MALLOC: undefined,
        MALLOC_CONF: undefined,
      };
      const maps = execFileSync(
        process.execPath,
        ['-e', "process.stdout.write(require('fs').readFileSync('/proc/self/maps', 'utf8'))"],
        { env: { ...env, ...workerMallocEnv(env) }, encoding: 'utf8' },
      );
      expect(maps).toContain('libjemalloc.so.2');
    },
  );
});
