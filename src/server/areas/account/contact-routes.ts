import {
  ContactMessageRequestSchema,
  ContactMessageResultSchema,
  OutboxEmailListSchema,
  OutboxQuerySchema,
} from '../../../api/contract/contact.ts';
import { assertSameOrigin } from '../../auth/same-origin.ts';
import { defineRoute } from '../../http/route.ts';
import { sendContactMessage } from './contact.ts';
import { listOutbox } from './outbox.ts';

export const contactRoutes = [
  defineRoute({
    method: 'POST',
    path: '/Contact/Message',
    tag: 'Contact',
    summary:
      'Sends the Contact Us message to the hotel, with a copy to the guest (through the outbox); 429 when sent too often.',
    body: ContactMessageRequestSchema,
    response: ContactMessageResultSchema,
    errors: [404, 429],
    handle: ({ ctx, body, request, responseHeaders }) => {
      assertSameOrigin(request);
      return sendContactMessage(ctx, body, request, responseHeaders);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/Dev/Outbox',
    tag: 'Development',
    summary: 'The newest outbox emails (demo mode only; 404 otherwise).',
    query: OutboxQuerySchema,
    response: OutboxEmailListSchema,
    errors: [404],
    handle: ({ ctx, query }) => listOutbox(ctx, query.to),
  }),
];
