import { EntityRefParamsSchema } from '../../../api/contract/common.ts';
import { PropertyGroupSchema } from '../../../api/contract/property-group.ts';
import { defineRoute } from '../../http/route.ts';
import { getPropertyGroup } from './property-group.ts';

export const propertyGroupRoutes = [
  defineRoute({
    method: 'GET',
    path: '/PropertyGroup/:id',
    tag: 'PropertyGroup',
    summary:
      'A property group with its areas and member properties, by code (any case) or numeric id.',
    params: EntityRefParamsSchema,
    response: PropertyGroupSchema,
    errors: [404],
    handle: ({ params, ctx }) => getPropertyGroup(ctx, params.id),
  }),
];
