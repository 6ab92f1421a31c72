import { BookConfigSchema } from '../../../api/contract/book.ts';
import { EntityRefParamsSchema } from '../../../api/contract/common.ts';
import { defineRoute } from '../../http/route.ts';
import { localeOfApiRequest } from '../../../i18n/api-error-texts.ts';
import { getBookConfig } from './book-config.ts';

export const bookRoutes = [
  defineRoute({
    method: 'GET',
    path: '/Book/Config/:id',
    tag: 'Book',
    summary: 'Booking-engine configuration of a property.',
    params: EntityRefParamsSchema,
    response: BookConfigSchema,
    errors: [404],
    handle: ({ params, ctx, request }) =>
      getBookConfig(ctx, params.id, localeOfApiRequest(request.headers)),
  }),
];
