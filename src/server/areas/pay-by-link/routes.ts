import { EntityRefParamsSchema } from '../../../api/contract/common.ts';
import {
  PayByLinkConfigSchema,
  PayByLinkGetQuerySchema,
  PayByLinkGetResultSchema,
  PayByLinkLookupQuerySchema,
  PayByLinkOutcomeSchema,
  PayByLinkProcessRequestSchema,
  PayByLinkProcessResultSchema,
} from '../../../api/contract/pay-by-link.ts';
import { defineRoute } from '../../http/route.ts';
import { getPayByLinkConfig } from './config.ts';
import { getPaymentRequest } from './get.ts';
import { paymentConfirmation, paymentStatus } from './outcome.ts';
import { processPayment } from './process.ts';

const tag = 'PayByLink';

export const payByLinkRoutes = [
  defineRoute({
    method: 'GET',
    path: '/PayByLink/Config/:id',
    tag,
    summary:
      'How the hotel takes payments by link: card types, or Paystack\u2019s page; contact details; how long links stay valid.',
    params: EntityRefParamsSchema,
    response: PayByLinkConfigSchema,
    errors: [404],
    handle: ({ params, ctx }) => getPayByLinkConfig(ctx, params.id),
  }),
  defineRoute({
    method: 'GET',
    path: '/PayByLink/Get',
    tag,
    summary:
      'The payment request behind an emailed link (hash = the link code over payment id, invoice number and action) and where it stands.',
    query: PayByLinkGetQuerySchema,
    response: PayByLinkGetResultSchema,
    errors: [404, 429],
    handle: ({ query, ctx, request, responseHeaders }) =>
      getPaymentRequest(ctx, query, request, responseHeaders),
  }),
  defineRoute({
    method: 'POST',
    path: '/PayByLink/Process',
    tag,
    summary:
      'Pays the invoice or stores the card (test cards and 3-D Secure as at checkout; Paystack\u2019s page where the hotel uses it). At most once per request, even when sent twice at once.',
    body: PayByLinkProcessRequestSchema,
    response: PayByLinkProcessResultSchema,
    errors: [402, 404, 409, 429],
    handle: ({ body, ctx, request, responseHeaders }) =>
      processPayment(ctx, body, request, responseHeaders),
  }),
  defineRoute({
    method: 'GET',
    path: '/PayByLink/Status',
    tag,
    summary:
      'Where a started payment stands (by its confirmation token); settles it from the gateway after a challenge or hosted payment.',
    query: PayByLinkLookupQuerySchema,
    response: PayByLinkOutcomeSchema,
    errors: [404],
    handle: ({ query, ctx, request }) => paymentStatus(ctx, query, request),
  }),
  defineRoute({
    method: 'GET',
    path: '/PayByLink/Confirmation',
    tag,
    summary: 'The receipt of a completed payment; 400 while it is not complete.',
    query: PayByLinkLookupQuerySchema,
    response: PayByLinkOutcomeSchema,
    errors: [400, 404],
    handle: ({ query, ctx, request }) => paymentConfirmation(ctx, query, request),
  }),
];
