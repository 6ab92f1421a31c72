import { EntityRefParamsSchema, SuccessSchema } from '../../../api/contract/common.ts';
import { assertAdmin } from '../../auth/admin-key.ts';
import {
  CancellationReasonListSchema,
  CountryListSchema,
  CreditCardTypeListSchema,
} from '../../../api/contract/static-data.ts';
import { defineRoute } from '../../http/route.ts';
import {
  flushStaticData,
  getCancellationReasons,
  getCountries,
  getCreditCardTypes,
} from './static-data.ts';

const tag = 'StaticData';

export const staticDataRoutes = [
  defineRoute({
    method: 'GET',
    path: '/StaticData/:id/countries',
    tag,
    summary: 'Countries for address and phone inputs, by name.',
    params: EntityRefParamsSchema,
    response: CountryListSchema,
    errors: [404],
    handle: ({ params, ctx }) => getCountries(ctx, params.id),
  }),
  defineRoute({
    method: 'GET',
    path: '/StaticData/:id/creditcardtypes',
    tag,
    summary: 'Card types the property accepts.',
    params: EntityRefParamsSchema,
    response: CreditCardTypeListSchema,
    errors: [404],
    handle: ({ params, ctx }) => getCreditCardTypes(ctx, params.id),
  }),
  defineRoute({
    method: 'GET',
    path: '/StaticData/:id/CancellationReasons',
    tag,
    summary: 'Reasons a guest can give when cancelling.',
    params: EntityRefParamsSchema,
    response: CancellationReasonListSchema,
    errors: [404],
    handle: ({ params, ctx }) => getCancellationReasons(ctx, params.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/StaticData/:id/flush',
    tag,
    summary:
      "Empties the server's cache of the property's configuration and static data (needs the ADMIN_KEY as a Bearer token).",
    params: EntityRefParamsSchema,
    response: SuccessSchema,
    errors: [401, 404],
    handle: ({ params, ctx, request }) => {
      assertAdmin(request);
      return flushStaticData(ctx, params.id);
    },
  }),
];
