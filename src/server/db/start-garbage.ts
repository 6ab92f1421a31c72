import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * One full garbage collection, once the database is open. PGlite creates a new database by running
 * `initdb` in a second WebAssembly instance, whose memory (over 128 MB) V8 frees only at its first
 * full collection; an idle server may not reach one for hours (issue 15). `gc` is exposed to a
 * context of its own, not to the site's code.
 */
export function collectStartGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  v8.setFlagsFromString('--no-expose-gc');
  gc();
}
