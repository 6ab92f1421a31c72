import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_JEMALLOC, DEFAULT_WORKER_FLAGS, serverConfig } from './config.ts';

const LINUX = { cores: 4, arch: 'x64', platform: 'linux' };
const DEBIAN = DEFAULT_JEMALLOC['x64'];

describe('the server settings', () => {
  it('has a default for everything', () => {
    expect(serverConfig({}, LINUX)).toEqual({
      host: '127.0.0.1',
      port: 4321,
      workers: 1,
      workerFlags: DEFAULT_WORKER_FLAGS,
      allocator: { kind: 'jemalloc', library: DEBIAN, required: false },
      otaPushMs: 15_000,
    });
  });

  it.each([
    ['one worker on PGlite', {}, 1],
    ['one per core on PostgreSQL', { DATABASE_URL: 'postgres://db/stayfront' }, 4],
    ['as many as asked on PostgreSQL', { DATABASE_URL: 'postgres://db/s', WORKERS: '7' }, 7],
    ['one when asked on PGlite', { WORKERS: '1' }, 1],
  ])('workers: %s', (_case, env, workers) => {
    expect(serverConfig(env, LINUX).workers).toBe(workers);
  });

  it.each([
    ['HOST and PORT', { HOST: '0.0.0.0', PORT: '8080' }, { host: '0.0.0.0', port: 8080 }],
    ['no worker flags', { WORKER_FLAGS: '' }, { workerFlags: [] }],
    [
      'worker flags of its own',
      { WORKER_FLAGS: ' --max-semi-space-size=64   --jitless ' },
      { workerFlags: ['--max-semi-space-size=64', '--jitless'] },
    ],
  ])('%s', (_case, env, expected) => {
    expect(serverConfig(env, LINUX)).toMatchObject(expected);
  });

  it.each([
    ['jemalloc by default', {}, LINUX, { kind: 'jemalloc', library: DEBIAN, required: false }],
    ['jemalloc on ARM', {}, { ...LINUX, arch: 'arm64' }, { kind: 'jemalloc', required: false }],
    [
      'jemalloc when asked for',
      { NODE_ALLOCATOR: 'jemalloc' },
      LINUX,
      { kind: 'jemalloc', library: DEBIAN, required: true },
    ],
    [
      'jemalloc where the operator keeps it',
      { JEMALLOC_PATH: '/usr/lib64/libjemalloc.so.2' },
      LINUX,
      { kind: 'jemalloc', library: '/usr/lib64/libjemalloc.so.2', required: true },
    ],
    ['the system malloc when asked for', { NODE_ALLOCATOR: 'System' }, LINUX, { kind: 'system' }],
    ["the operator's own preload", { LD_PRELOAD: '/opt/tc.so' }, LINUX, { kind: 'system' }],
    ['the system malloc off Linux', {}, { ...LINUX, platform: 'darwin' }, { kind: 'system' }],
    ['the system malloc on another CPU', {}, { ...LINUX, arch: 'riscv64' }, { kind: 'system' }],
  ])('allocator: %s', (_case, env, machine, allocator) => {
    expect(serverConfig(env, machine).allocator).toMatchObject(allocator);
  });

  it.each([
    ['PORT', { PORT: 'eighty' }, 'PORT must be a port number from 1 to 65535; it is "eighty".'],
    ['PORT', { PORT: '70000' }, 'PORT must be a port number'],
    ['WORKERS', { WORKERS: '0', DATABASE_URL: 'postgres://db/s' }, 'WORKERS must be a whole'],
    ['WORKERS', { WORKERS: '2.5', DATABASE_URL: 'postgres://db/s' }, 'WORKERS must be a whole'],
    ['WORKERS', { WORKERS: 'four', DATABASE_URL: 'postgres://db/s' }, 'it is "four"'],
    ['WORKERS', { WORKERS: '2' }, 'WORKERS=2 needs DATABASE_URL'],
    ['WORKER_FLAGS', { WORKER_FLAGS: '--jitless liftoff' }, '"liftoff" does not'],
    ['NODE_ALLOCATOR', { NODE_ALLOCATOR: 'tcmalloc' }, 'NODE_ALLOCATOR must be "jemalloc" or'],
    ['NODE_ALLOCATOR', { NODE_ALLOCATOR: 'jemalloc' }, 'on Linux only', 'darwin'],
    ['JEMALLOC_PATH', { NODE_ALLOCATOR: 'jemalloc' }, 'Set JEMALLOC_PATH', 'linux', 'riscv64'],
    ['OTA_PUSH_SECONDS', { OTA_PUSH_SECONDS: '0' }, 'OTA_PUSH_SECONDS must be a whole number'],
  ])(
    'refuses a wrong %s with its reason',
    (_name, env, message, platform = 'linux', arch = 'x64') => {
      const read = () => serverConfig(env, { cores: 4, arch, platform });
      expect(read).toThrow(ConfigError);
      expect(read).toThrow(message);
    },
  );
});
