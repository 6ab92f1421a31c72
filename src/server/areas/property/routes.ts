import { EntityRefParamsSchema } from '../../../api/contract/common.ts';
import { PropertySchema } from '../../../api/contract/property.ts';
import { defineRoute } from '../../http/route.ts';
import { textsLocaleOf } from './hotel-texts.ts';
import { getProperty } from './property.ts';

export const propertyRoutes = [
  defineRoute({
    method: 'GET',
    path: '/Property/:id',
    tag: 'Property',
    summary: 'A property by code (any case) or numeric id.',
    params: EntityRefParamsSchema,
    response: PropertySchema,
    errors: [404],
    handle: ({ params, ctx, request }) => getProperty(ctx, params.id, textsLocaleOf(request)),
  }),
];
