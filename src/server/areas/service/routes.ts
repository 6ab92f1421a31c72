import { ServiceListSchema, ServiceQuerySchema } from '../../../api/contract/services.ts';
import { defineRoute } from '../../http/route.ts';
import { textsLocaleOf } from '../property/index.ts';
import { getServices } from './extras.ts';

export const serviceRoutes = [
  defineRoute({
    method: 'GET',
    path: '/Service/Get',
    tag: 'Service',
    summary: 'Extras a room of this room type and rate plan can add, with their inventory.',
    query: ServiceQuerySchema,
    response: ServiceListSchema,
    errors: [404],
    handle: ({ query, ctx, request }) =>
      getServices(ctx, query, textsLocaleOf(request, query.languageCode)),
  }),
];
