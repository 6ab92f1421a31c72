import type { AppContext } from '../../context.ts';
import { getPropertyRow, resolvePropertyId } from '../property/index.ts';

/** The hotel an account call is made at: links in its emails open that hotel's pages. */
export interface AccountProperty {
  readonly propertyId: number;
  readonly code: string;
  readonly name: string;
  readonly email: string;
}

/** Resolves the body's PropertyId (code or id); 404 when unknown. */
export async function accountProperty(
  ctx: AppContext,
  ref: string | number,
): Promise<AccountProperty> {
  const propertyId = await resolvePropertyId(ctx, String(ref));
  const row = await getPropertyRow(ctx, propertyId);
  return { propertyId, code: row.code, name: row.name, email: row.email };
}
