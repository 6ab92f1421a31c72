import { CompanyListSchema, CompanySearchQuerySchema } from '../../../api/contract/company.ts';
import { defineRoute } from '../../http/route.ts';
import { searchCompanies } from './company.ts';

export const companyRoutes = [
  defineRoute({
    method: 'GET',
    path: '/Company/SearchCompanies',
    tag: 'Company',
    summary:
      "The logged-in guest's own organisation, when their account may invoice it, by part of its name.",
    session: 'optional',
    query: CompanySearchQuerySchema,
    response: CompanyListSchema,
    errors: [401, 403, 404],
    handle: ({ query, ctx, request, responseHeaders }) =>
      searchCompanies(ctx, query, request, responseHeaders),
  }),
];
