import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * One full garbage collection once the API is open, with a `vm` context of its own alive during it.
 * Two reasons:
 * - PGlite creates a new database by running `initdb` in a second WebAssembly instance, whose
 *   memory (over 128 MB) V8 frees only at a full collection; an idle server may not reach one for
 *   hours.
 * - V8's memory reducer gives a load's garbage back once the process is idle, and counts it idle
 *   only when it has seen Node's own (cppgc) heap marked, where Node keeps `vm` contexts. A worker
 *   whose cppgc heap has never held anything is "allocating" at every check: the reducer never
 *   counts it idle, and it keeps the load's memory (docs/performance.md).
 * `gc` is exposed to that context only, not to the site's code.
 */
export function collectStartGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  v8.setFlagsFromString('--no-expose-gc');
  gc();
}
