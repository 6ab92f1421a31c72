import { getApi } from '../server/runtime.ts';
import { createApi } from './create-api.ts';
import { createLogBatcher } from './log-batcher.ts';

// Requests never leave the process: the reference API (or the upstream proxy) answers them
// directly, so the host name here is only a placeholder.
const INTERNAL_ORIGIN = 'http://stayfront.internal';

const inProcessFetch: typeof fetch = async (input, init) => {
  const request = input instanceof Request ? input : new Request(input, init);
  return (await getApi()).fetch(request);
};

const logger = createLogBatcher({
  send: (entries) => inProcessFetch(`${INTERNAL_ORIGIN}/api/Log`, {
    method: 'POST',
    body: JSON.stringify({ Entries: entries }),
    headers: { 'Content-Type': 'application/json' },
  }),
});

/** The server-side API client used by pages while rendering. */
export const serverApi = createApi({ prefix: `${INTERNAL_ORIGIN}/api`, fetch: inProcessFetch, logger });
