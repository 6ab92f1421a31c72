import { EntityRefParamsSchema } from '../../../api/contract/common.ts';
import {
  PreCheckInConfigSchema,
  PreCheckInGetQuerySchema,
  PreCheckInGetResultSchema,
  PreCheckInSaveRequestSchema,
  PreCheckInSaveResultSchema,
} from '../../../api/contract/pre-check-in.ts';
import { defineRoute } from '../../http/route.ts';
import { getPreCheckInConfig } from './config.ts';
import { getPreCheckIn } from './get.ts';
import { savePreCheckIn } from './save.ts';

const tag = 'PreCheckIn';

export const preCheckInRoutes = [
  defineRoute({
    method: 'GET',
    path: '/PreCheckIn/Config/:id',
    tag,
    summary:
      'Which guest details the hotel asks for at pre-check-in and which are required; when the link opens.',
    params: EntityRefParamsSchema,
    response: PreCheckInConfigSchema,
    errors: [404],
    handle: ({ params, ctx }) => getPreCheckInConfig(ctx, params.id),
  }),
  defineRoute({
    method: 'GET',
    path: '/PreCheckIn/Get',
    tag,
    summary:
      'The reservation behind an emailed pre-check-in link (hash = the link code), or Title/Message/Success when the link is complete, expired, cancelled or not open yet.',
    query: PreCheckInGetQuerySchema,
    response: PreCheckInGetResultSchema,
    errors: [404, 429],
    handle: ({ query, ctx, request, responseHeaders }) =>
      getPreCheckIn(ctx, query, request, responseHeaders),
  }),
  defineRoute({
    method: 'POST',
    path: '/PreCheckIn/Save',
    // Up to 20 rooms of guests, each with an address and a document: the largest body there is.
    maxBodyBytes: 128 * 1024,
    tag,
    summary:
      'Saves pre-check-in progress, or completes it (Complete: true). Guests and booker are checked against the hotel\u2019s fields; one transaction.',
    body: PreCheckInSaveRequestSchema,
    response: PreCheckInSaveResultSchema,
    errors: [404, 409, 429],
    handle: ({ body, ctx, request, responseHeaders }) =>
      savePreCheckIn(ctx, body, request, responseHeaders),
  }),
];
