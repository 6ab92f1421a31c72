import type { PayByLinkConfig } from '../../../api/contract/pay-by-link.ts';
import type { AppContext } from '../../context.ts';
import { cardPaymentFor } from '../../payments/card-payment.ts';
import { getProperty, getPropertyRow, resolvePropertyId } from '../property/index.ts';

/** A payment link stays payable this long (a common choice of Stripe and Mews payment requests). */
export const LINK_VALID_DAYS = 7;

/** GET /api/PayByLink/Config/{id}. */
export async function getPayByLinkConfig(ctx: AppContext, ref: string): Promise<PayByLinkConfig> {
  const propertyId = await resolvePropertyId(ctx, ref);
  const [row, property] = await Promise.all([
    getPropertyRow(ctx, propertyId),
    getProperty(ctx, String(propertyId)),
  ]);
  return {
    PropertyId: propertyId,
    PropertyName: row.name,
    Telephone: row.telephone,
    Email: row.email,
    PayByPayStack: row.payByPaystack,
    CreditCards: property.CreditCards,
    DefaultPhoneCountryCode: row.defaultPhoneCountryCode,
    LinkValidDays: LINK_VALID_DAYS,
    ...cardPaymentFor(ctx.payments, row),
  };
}
