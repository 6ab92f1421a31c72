import { LogBatchSchema } from '../../../api/contract/log.ts';
import { defineRoute } from '../../http/route.ts';
import { storeClientLogs } from './log.ts';

export const logRoutes = [
  defineRoute({
    method: 'POST',
    path: '/Log',
    // The browser sends up to 20 entries a batch, each at most ~6 kB of text.
    maxBodyBytes: 128 * 1024,
    perMinute: 60,
    tag: 'Log',
    summary: 'Stores a batch of client-side error logs (card-like numbers masked). Answers 204.',
    body: LogBatchSchema,
    handle: ({ body, ctx, request }) =>
      storeClientLogs(ctx, body, request.headers.get('user-agent')),
  }),
];
