import { asc, eq, isNull, or } from 'drizzle-orm';
import type {
  CancellationReason,
  Country,
  CreditCardType,
} from '../../../api/contract/static-data.ts';
import type { AppContext } from '../../context.ts';
import {
  cancellationReasons,
  countries,
  creditCardTypes,
  propertyCreditCardTypes,
} from '../../db/schema/index.ts';
import { resolvePropertyId, DIRECTORY } from '../property/index.ts';

/** Countries ordered by name. */
export async function getCountries(ctx: AppContext, ref: string): Promise<Country[]> {
  const propertyId = await resolvePropertyId(ctx, ref);
  return ctx.cache.getOrLoad(propertyId, 'countries', () =>
    ctx.db
      .select({ Id: countries.id, Name: countries.name, Code: countries.code })
      .from(countries)
      .orderBy(asc(countries.name)),
  );
}

/** Decision: the card types this property accepts (the same list as Property.CreditCards). */
export async function getCreditCardTypes(ctx: AppContext, ref: string): Promise<CreditCardType[]> {
  const propertyId = await resolvePropertyId(ctx, ref);
  return ctx.cache.getOrLoad(propertyId, 'creditCardTypes', () =>
    ctx.db
      .select({ Id: creditCardTypes.id, Name: creditCardTypes.name })
      .from(propertyCreditCardTypes)
      .innerJoin(creditCardTypes, eq(creditCardTypes.id, propertyCreditCardTypes.creditCardTypeId))
      .where(eq(propertyCreditCardTypes.propertyId, propertyId))
      .orderBy(asc(creditCardTypes.sortOrder), asc(creditCardTypes.id)),
  );
}

/** The property's own reasons and those shared by every property, in sort order. */
export async function getCancellationReasons(
  ctx: AppContext,
  ref: string,
): Promise<CancellationReason[]> {
  const propertyId = await resolvePropertyId(ctx, ref);
  return ctx.cache.getOrLoad(propertyId, 'cancellationReasons', async () => {
    const rows = await ctx.db
      .select({
        Id: cancellationReasons.id,
        Name: cancellationReasons.name,
        RequiresComment: cancellationReasons.requiresComment,
      })
      .from(cancellationReasons)
      .where(
        or(isNull(cancellationReasons.propertyId), eq(cancellationReasons.propertyId, propertyId)),
      )
      .orderBy(asc(cancellationReasons.sortOrder), asc(cancellationReasons.id));
    return rows;
  });
}

/** Empties what is cached for the property (and the code → id directory, which groups share). */
export async function flushStaticData(ctx: AppContext, ref: string): Promise<{ Success: true }> {
  const propertyId = await resolvePropertyId(ctx, ref);
  ctx.cache.flush(propertyId);
  ctx.cache.flush(DIRECTORY);
  return { Success: true };
}
