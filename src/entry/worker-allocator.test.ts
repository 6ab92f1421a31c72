import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_JEMALLOC, serverConfig } from './config.ts';
import { JEMALLOC_OPTIONS, workerAllocator } from './worker-allocator.ts';

const DEBIAN = DEFAULT_JEMALLOC['x64']!;
const jemalloc = (required = false, library = DEBIAN) =>
  ({ kind: 'jemalloc', library, required }) as const;
const installed =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file);

describe('the environment a worker starts with for its allocator', () => {
  it.each([
    [
      'jemalloc preloaded',
      jemalloc(),
      {},
      installed(DEBIAN),
      { LD_PRELOAD: DEBIAN, MALLOC_CONF: JEMALLOC_OPTIONS },
    ],
    [
      "jemalloc with the operator's options",
      jemalloc(),
      { MALLOC_CONF: 'narenas:1' },
      installed(DEBIAN),
      { LD_PRELOAD: DEBIAN, MALLOC_CONF: 'narenas:1' },
    ],
    [
      'glibc with two arenas',
      { kind: 'system' } as const,
      {},
      installed(DEBIAN),
      { MALLOC_ARENA_MAX: '2' },
    ],
    [
      "glibc's arenas as the operator sets them",
      { kind: 'system' } as const,
      { MALLOC_ARENA_MAX: '4' },
      installed(),
      { MALLOC_ARENA_MAX: '4' },
    ],
    [
      'glibc when the default jemalloc is not installed',
      jemalloc(),
      {},
      installed(),
      { MALLOC_ARENA_MAX: '2' },
    ],
  ])('%s', (_case, choice, env, exists, expected) => {
    expect(workerAllocator(choice, env, exists).env).toEqual(expected);
  });

  it('says so when the default jemalloc is not installed', () => {
    expect(workerAllocator(jemalloc(), {}, installed()).note).toContain(DEBIAN);
    expect(workerAllocator(jemalloc(), {}, installed(DEBIAN)).note).toBeUndefined();
  });

  it('refuses to start without a jemalloc that was asked for', () => {
    const start = () => workerAllocator(jemalloc(true, '/opt/none.so'), {}, installed(DEBIAN));
    expect(start).toThrow(ConfigError);
    expect(start).toThrow('jemalloc is not at /opt/none.so');
  });

  // What the default settings do to a real Node process on this machine.
  it.skipIf(!existsSync(DEBIAN) || process.platform !== 'linux' || process.arch !== 'x64')(
    'loads jemalloc into a Node process started with the defaults',
    () => {
      const env = { ...process.env, LD_PRELOAD: undefined, NODE_ALLOCATOR: undefined };
      const chosen = workerAllocator(serverConfig({}).allocator, {});
      const maps = execFileSync(
        process.execPath,
        ['-e', "process.stdout.write(require('fs').readFileSync('/proc/self/maps', 'utf8'))"],
        { env: { ...env, ...chosen.env }, encoding: 'utf8' },
      );
      expect(maps).toContain('libjemalloc.so.2');
    },
  );
});
