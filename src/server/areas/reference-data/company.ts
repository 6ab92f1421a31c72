import { and, asc, eq, sql } from 'drizzle-orm';
import type { CompanyList, CompanySearchQuery } from '../../../api/contract/company.ts';
import type { AppContext } from '../../context.ts';
import { companies } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { NOT_LOGGED_IN_MESSAGE } from '../account/index.ts';
import { resolvePropertyId } from '../property/index.ts';
import { sessionAccount } from '../booking-core/index.ts';

const MAX_RESULTS = 20;

/**
 * The logged-in guest's own organisation when its name contains the query (any case), if the
 * guest's account may invoice it (spec §5/§6): the hotel's client list is not for anyone to read.
 */
export async function searchCompanies(
  ctx: AppContext,
  query: CompanySearchQuery,
  request: Request,
  responseHeaders: Headers,
): Promise<CompanyList> {
  const account = await sessionAccount(ctx, request, responseHeaders);
  if (!account) throw new HttpError(401, NOT_LOGGED_IN_MESSAGE);
  if (!account.canChoosePaymentMethod || account.companyId === null)
    throw new HttpError(403, 'Your account cannot invoice an organisation.');
  const propertyId = await resolvePropertyId(ctx, query.propertyId);
  const pattern = `%${escapeLike(query.query.toLowerCase())}%`;
  return ctx.db
    .select({ AccountId: companies.id, Name: companies.name, City: companies.city })
    .from(companies)
    .where(
      and(
        eq(companies.id, account.companyId),
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
