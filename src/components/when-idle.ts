/**
 * Runs `run` at the browser's next idle moment, or `fallbackMs` later where there is no
 * `requestIdleCallback` (Safari). Returns what cancels it, for an effect's clean-up. For work a
 * page wants soon but not in the task that makes it live: each idle moment is a task of its own.
 */
export function whenIdle(run: () => void, fallbackMs = 1000): () => void {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(run);
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, fallbackMs);
  return () => clearTimeout(timer);
}
