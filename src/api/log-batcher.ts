export type LogEntry = {
  Level: 'error' | 'warn' | 'info';
  Name: string;
  Message: string;
  Code?: string;
  Status?: number;
  Url?: string;
  Method?: string;
  Timestamp: string;
};

export type LogBatcher = { log(entry: LogEntry): void; flush(): void };

// Card numbers must never reach logs, whatever an error message happens to contain.
const CARD_LIKE = /\d(?:[ -]?\d){11,18}/g;

export function maskCardNumbers(text: string): string {
  return text.replace(
    CARD_LIKE,
    (digits) => '•'.repeat(Math.max(0, digits.length - 4)) + digits.slice(-4),
  );
}

/**
 * Collects log entries and hands them to `send` in batches: when `maxBatch` is reached or
 * `delayMs` after the first entry of a batch. `send` failures are swallowed — logging must
 * never break the page.
 */
export function createLogBatcher(options: {
  send: (entries: LogEntry[]) => Promise<unknown> | void;
  delayMs?: number;
  maxBatch?: number;
  schedule?: (fn: () => void, ms: number) => unknown;
}): LogBatcher {
  const { send, delayMs = 2000, maxBatch = 20, schedule = setTimeout } = options;
  let pending: LogEntry[] = [];
  let scheduled = false;

  function flush(): void {
    scheduled = false;
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    try {
      void Promise.resolve(send(batch)).catch(() => undefined);
    } catch {
      // ignored: see above
    }
  }

  return {
    log(entry) {
      pending.push({
        ...entry,
        Message: maskCardNumbers(entry.Message),
        ...(entry.Url ? { Url: maskCardNumbers(entry.Url) } : {}),
      });
      if (pending.length >= maxBatch) flush();
      else if (!scheduled) {
        scheduled = true;
        schedule(flush, delayMs);
      }
    },
    flush,
  };
}
