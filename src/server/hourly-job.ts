const HOUR = 60 * 60 * 1000;

/**
 * Runs an outbox job now and then every hour (or `everyMs`); returns a stop function. A run never
 * overlaps the previous one; failures are logged by name only (no personal data) and retried next time.
 */
export function startHourlyJob(
  label: string,
  run: () => Promise<number>,
  log: (message: string) => void,
  everyMs = HOUR,
): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    run()
      .then((sent) => {
        if (sent > 0) log(`[stayfront] ${label} written: ${sent}.`);
      })
      .catch((error: unknown) =>
        log(`[stayfront] ${label} job failed: ${error instanceof Error ? error.name : 'error'}.`),
      )
      .finally(() => {
        running = false;
      });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
