import { and, eq, gte, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type {
  CheckVoucherRequestSchema,
  CheckVoucherResult,
} from '../../../api/contract/reservation.ts';
import { hotelClock } from '../../../domain/shared/clock.ts';
import { roundMoney } from '../../../domain/shared/money.ts';
import type { IsoDate } from '../../../domain/shared/types.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { giftVouchers, voucherRedemptions } from '../../db/schema/index.ts';
import { getBookConfig } from '../property/book-config.ts';
import { getPropertyRow, resolvePropertyId } from '../property/property.ts';

export type CheckVoucherRequest = v.InferOutput<typeof CheckVoucherRequestSchema>;
type VoucherRow = typeof giftVouchers.$inferSelect;

export const VOUCHER_NOT_RECOGNISED = 'Voucher code not recognised';
export const VOUCHER_USED_UP = 'This voucher has been used up';
export const VOUCHERS_NOT_ACCEPTED = 'Gift vouchers cannot be used for bookings at this hotel';
export const voucherExpired = (date: IsoDate) => `This voucher expired on ${date}`;

export type VoucherVerdict =
  | { readonly valid: false; readonly message: string }
  | {
      readonly valid: true;
      readonly voucher: VoucherRow;
      readonly discount: number;
      readonly message: string;
    };

/**
 * What a gift voucher is worth against a booking of `total` today: not recognised (unknown,
 * inactive, or the hotel takes no vouchers), expired, used up, or valid for min(balance, total).
 */
export function voucherVerdict(
  voucher: VoucherRow | null,
  options: { acceptsVouchers: boolean; today: IsoDate; total: number; currency: string },
): VoucherVerdict {
  if (!options.acceptsVouchers) return { valid: false, message: VOUCHERS_NOT_ACCEPTED };
  if (!voucher?.active) return { valid: false, message: VOUCHER_NOT_RECOGNISED };
  if (voucher.expiresOn !== null && voucher.expiresOn < options.today)
    return { valid: false, message: voucherExpired(voucher.expiresOn) };
  if (voucher.balance <= 0) return { valid: false, message: VOUCHER_USED_UP };
  const discount = roundMoney(
    Math.min(voucher.balance, Math.max(0, options.total)),
    options.currency,
  );
  const amount = new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: options.currency,
  }).format(discount);
  return {
    valid: true,
    voucher,
    discount,
    message: `Gift voucher applied: ${amount} off your booking.`,
  };
}

/**
 * POST /api/Reservation/CheckVoucherCode. The booking total is what the guest was shown for the
 * rooms (their TotalCost); Create prices the rooms again and works the discount out itself.
 */
export async function checkVoucherCode(
  ctx: AppContext,
  body: CheckVoucherRequest,
): Promise<CheckVoucherResult> {
  const propertyId = await resolvePropertyId(ctx, String(body.PropertyId));
  const [property, config] = await Promise.all([
    getPropertyRow(ctx, propertyId),
    getBookConfig(ctx, String(propertyId)),
  ]);
  const [voucher] = await ctx.db
    .select()
    .from(giftVouchers)
    .where(
      and(
        eq(giftVouchers.propertyId, propertyId),
        eq(giftVouchers.code, body.VoucherCode.trim().toUpperCase()),
      ),
    );
  const verdict = voucherVerdict(voucher ?? null, {
    acceptsVouchers: config.GiftServiceProviderConfig.Active,
    today: hotelClock(ctx.now(), property.timeZone).today,
    total: body.Rooms.reduce((sum, room) => sum + room.TotalCost, 0),
    currency: property.currency,
  });
  if (!verdict.valid)
    return {
      IsValid: false,
      TotalDiscount: 0,
      Message: verdict.message,
      ShowExperienceWarningMessage: false,
    };
  return {
    IsValid: true,
    TotalDiscount: verdict.discount,
    Message: verdict.message,
    ShowExperienceWarningMessage: verdict.voucher.isExperience,
  };
}

/**
 * Takes `amount` off the voucher's balance in one conditional UPDATE (never below zero, not once
 * expired) and records the redemption; false when the balance no longer covers it.
 */
export async function redeemVoucher(
  tx: Executor,
  voucherId: number,
  reservationId: number,
  amount: number,
  today: IsoDate,
): Promise<boolean> {
  const updated = await tx
    .update(giftVouchers)
    .set({ balance: sql`${giftVouchers.balance} - ${amount}` })
    .where(
      and(
        eq(giftVouchers.id, voucherId),
        eq(giftVouchers.active, true),
        gte(giftVouchers.balance, amount),
        sql`(${giftVouchers.expiresOn} is null or ${giftVouchers.expiresOn} >= ${today})`,
      ),
    )
    .returning({ id: giftVouchers.id });
  if (!updated.length) return false;
  await tx.insert(voucherRedemptions).values({ voucherId, reservationId, amount });
  return true;
}

/** Gives a failed booking's redemptions back to their vouchers. */
export async function restoreVoucherRedemptions(
  tx: Executor,
  reservationId: number,
): Promise<void> {
  const redemptions = await tx
    .delete(voucherRedemptions)
    .where(eq(voucherRedemptions.reservationId, reservationId))
    .returning();
  for (const redemption of redemptions) {
    await tx
      .update(giftVouchers)
      .set({
        balance: sql`least(${giftVouchers.amount}, ${giftVouchers.balance} + ${redemption.amount})`,
      })
      .where(eq(giftVouchers.id, redemption.voucherId));
  }
}
