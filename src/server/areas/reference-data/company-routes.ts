import { CompanyListSchema, CompanySearchQuerySchema } from '../../../api/contract/company.ts';
import { defineRoute } from '../../http/route.ts';
import { searchCompanies } from './company.ts';

export const companyRoutes = [
  defineRoute({
    method: 'GET',
    path: '/Company/SearchCompanies',
    tag: 'Company',
    summary: 'Organisations a booking can be invoiced to, by part of their name.',
    query: CompanySearchQuerySchema,
    response: CompanyListSchema,
    errors: [404],
    handle: ({ query, ctx }) => searchCompanies(ctx, query),
  }),
];
