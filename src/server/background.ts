/**
 * Work that must not shape the answer's timing — such as whether a password-reset email was
 * written for a known address — runs after the answer is sent. Failures are logged by name only.
 */
export interface Background {
  run(task: () => Promise<void>): void;
  /** Resolves once every task started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
}

export function createBackground(): Background {
  const pending = new Set<Promise<void>>();
  return {
    run(task) {
      const running = Promise.resolve()
        .then(task)
        .catch((error: unknown) =>
          console.error(
            `[stayfront] background task failed: ${error instanceof Error ? error.name : typeof error}`,
          ),
        )
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
