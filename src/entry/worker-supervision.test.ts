import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createRestartPolicy, superviseWorkers } from './worker-supervision.ts';

describe('the wait before a dead worker is replaced', () => {
  it.each([
    ['a worker that ran a while is replaced at once', [60_000], [0]],
    [
      'quick deaths in a row wait longer each time',
      [1_000, 2_000, 500, 100],
      [500, 1_000, 2_000, 4_000],
    ],
    [
      'the wait stops growing at 30 s',
      Array(10).fill(1_000),
      [500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000, 30_000],
    ],
    [
      'a worker that ran a while starts the count again',
      [1_000, 1_000, 60_000, 1_000],
      [500, 1_000, 0, 500],
    ],
  ])('%s', (_name, lifetimes: number[], waits: number[]) => {
    const policy = createRestartPolicy();
    let clock = 0;
    const delays = lifetimes.map((lived) => {
      const started = clock;
      clock += lived;
      return policy.delayAfterExit(started, clock);
    });
    expect(delays).toEqual(waits);
  });
});

/** A cluster as the primary sees it: forks are recorded, deaths are ours to cause, time is ours. */
function fakeCluster() {
  const cluster = new EventEmitter();
  const alive = new Set<number>();
  const timers: { at: number; run: () => void }[] = [];
  let clock = 0;
  let nextId = 1;
  const exits: number[] = [];
  const fork = () => {
    const worker = { id: nextId++, process: { pid: 1000 + nextId } };
    alive.add(worker.id);
    cluster.emit('fork', worker);
    return worker;
  };
  const supervisor = superviseWorkers({
    cluster,
    fork,
    exit: (code: number) => exits.push(code),
    log: () => {},
    now: () => clock,
    setTimer: (run: () => void, ms: number) => timers.push({ at: clock + ms, run }),
  });
  return {
    supervisor,
    fork,
    exits,
    alive: () => alive.size,
    kill(id: number, signal = 'SIGKILL') {
      alive.delete(id);
      cluster.emit('exit', { id, process: { pid: 1000 + id } }, null, signal);
    },
    newest: () => nextId - 1,
    advance(ms: number) {
      clock += ms;
      for (const timer of timers.splice(0).sort((a, b) => a.at - b.at))
        if (timer.at <= clock) timer.run();
        else timers.push(timer);
    },
  };
}

describe('the primary process', () => {
  it('replaces two workers that die within a few seconds, and never exits', () => {
    const server = fakeCluster();
    server.fork();
    server.fork();
    server.supervisor.ready();
    server.advance(60_000);
    server.kill(1);
    server.advance(0);
    expect(server.alive()).toBe(2);
    // The fresh worker dies at once, and so does the other.
    server.advance(1_000);
    server.kill(server.newest());
    server.kill(2);
    server.advance(30_000);
    expect(server.alive()).toBe(2);
    for (let death = 0; death < 20; death++) {
      server.kill(server.newest(), 'SIGTERM');
      server.advance(30_000);
    }
    expect(server.alive()).toBe(2);
    expect(server.exits).toEqual([]);
  });

  it('exits when the first worker cannot start (the port is taken, the data folder in use)', () => {
    const server = fakeCluster();
    server.fork();
    server.kill(1, 'SIGABRT');
    expect(server.exits).toEqual([1]);
  });

  it('replaces nothing once it is stopping', () => {
    const server = fakeCluster();
    server.fork();
    server.supervisor.ready();
    server.supervisor.stop();
    server.kill(1, 'SIGTERM');
    server.advance(60_000);
    expect(server.alive()).toBe(0);
  });
});
