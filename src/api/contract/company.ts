import * as v from 'valibot';
import { EntityRefSchema, IdSchema } from './common.ts';

/** GET /api/Company/SearchCompanies?propertyId=&query= (query shape not shown in the spec; our decision). */
export const CompanySearchQuerySchema = v.object({
  propertyId: EntityRefSchema,
  query: v.pipe(
    v.string('Type at least 2 characters of the organisation name.'),
    v.trim(),
    v.minLength(2, 'Type at least 2 characters of the organisation name.'),
    v.maxLength(100, 'Use at most 100 characters.'),
  ),
});
export type CompanySearchQuery = v.InferOutput<typeof CompanySearchQuerySchema>;

/** An organisation a booking can be invoiced to; `AccountId` is sent back as the booking's AccountId. */
export const CompanySchema = v.object({
  AccountId: IdSchema,
  Name: v.string(),
  City: v.nullable(v.string()),
});
export type Company = v.InferOutput<typeof CompanySchema>;

/**
 * The logged-in guest's own organisation when its name matches (case-insensitive, anywhere in the
 * name); 401 without a session, 403 when the account may not invoice an organisation.
 */
export const CompanyListSchema = v.array(CompanySchema);
export type CompanyList = v.InferOutput<typeof CompanyListSchema>;
