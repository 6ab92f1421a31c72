import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { collectStartGarbage } from './start-garbage.ts';

describe('collectStartGarbage', () => {
  it('frees memory nothing refers to any more, such as a finished initdb instance', async () => {
    const ref = (() => new WeakRef(new ArrayBuffer(64 * 2 ** 20)))();
    // A WeakRef keeps its target until the job that made it has ended.
    await nextTurn();
    collectStartGarbage();
    expect(ref.deref()).toBeUndefined();
  });

  it('leaves `gc` out of reach of the site code', () => {
    collectStartGarbage();
    expect('gc' in globalThis).toBe(false);
  });
});
