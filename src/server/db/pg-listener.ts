import pg from 'pg';

/** First wait before reconnecting a lost listener, doubled after each failed try up to the most. */
export const RECONNECT_FIRST_MS = 250;
export const RECONNECT_MOST_MS = 30_000;

/** The wait before reconnect try `attempt` (0 first): doubling, capped, with up to a fifth of jitter. */
export function reconnectDelay(attempt: number, random = Math.random): number {
  const delay = Math.min(RECONNECT_MOST_MS, RECONNECT_FIRST_MS * 2 ** attempt);
  return Math.round(delay * (1 - random() / 5));
}

/**
 * LISTENs on `channel` over a connection of its own (a pooled one would be handed back) and keeps
 * listening: when the connection is lost (PostgreSQL restarted, the connection was ended) it
 * reconnects with back-off and then calls `onReconnect`, since notifications sent meanwhile are
 * lost. Resolves once the first LISTEN is in place; `close` stops it.
 */
export async function startListener(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onReconnect: () => void,
): Promise<{ close(): Promise<void> }> {
  let closed = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('error', (error) =>
      console.error('[stayfront] PostgreSQL listener error:', error.message),
    );
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    next.once('end', () => {
      if (!closed) retry(0);
    });
    client = next;
  };

  const retry = (attempt: number) => {
    client = undefined;
    timer = setTimeout(() => {
      connect().then(
        () => {
          console.log('[stayfront] PostgreSQL listener connected again.');
          onReconnect();
        },
        () => {
          if (!closed) retry(attempt + 1);
        },
      );
    }, reconnectDelay(attempt));
    timer.unref();
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      await client?.end();
    },
  };
}
