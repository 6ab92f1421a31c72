import { createApi } from './create-api.ts';
import { createLogBatcher, type LogEntry } from './log-batcher.ts';

function sendLogs(entries: LogEntry[]): void {
  const body = JSON.stringify({ Entries: entries });
  // keepalive lets the last batch leave while the guest navigates away.
  void fetch('/api/Log', {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
  }).catch(() => undefined);
}

const logger = createLogBatcher({ send: sendLogs });
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => logger.flush());
}

/** The browser's API client: same-origin `/api`, failures logged in batches. */
export const api = createApi({ prefix: '/api', logger });
