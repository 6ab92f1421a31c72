import { and, asc, eq, sql } from 'drizzle-orm';
import type { CompanyList, CompanySearchQuery } from '../../../api/contract/company.ts';
import type { AppContext } from '../../context.ts';
import { companies } from '../../db/schema/index.ts';
import { resolvePropertyId } from '../property/property.ts';

const MAX_RESULTS = 20;

/** Active organisations of the property whose name contains the query (any case). */
export async function searchCompanies(
  ctx: AppContext,
  query: CompanySearchQuery,
): Promise<CompanyList> {
  const propertyId = await resolvePropertyId(ctx, query.propertyId);
  const pattern = `%${escapeLike(query.query.toLowerCase())}%`;
  return ctx.db
    .select({ AccountId: companies.id, Name: companies.name, City: companies.city })
    .from(companies)
    .where(
      and(
        eq(companies.propertyId, propertyId),
        eq(companies.active, true),
        sql`lower(${companies.name}) like ${pattern} escape '\\'`,
      ),
    )
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(MAX_RESULTS);
}

/** Makes `%`, `_` and `\` match themselves in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
