import { and, eq, gte, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type {
  CheckVoucherRequestSchema,
  CheckVoucherResult,
} from '../../../api/contract/reservation.ts';
import { hotelClock } from '../../../domain/shared/clock.ts';
import { roundMoney } from '../../../domain/shared/money.ts';
import type { IsoDate } from '../../../domain/shared/types.ts';
import { limitedAddress } from '../../auth/guest-limits.ts';
import { giveBack, tryAttempt } from '../../auth/throttle.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { giftVouchers, voucherRedemptions } from '../../db/schema/index.ts';
import { getBookConfig, getPropertyRow, resolvePropertyId } from '../property/index.ts';
import {
  VOUCHER_CHECKS_PER_ADDRESS,
  VOUCHER_LIMIT_MESSAGE,
  VOUCHER_MISSES_PER_HOTEL,
} from './guest-limits.ts';

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
 * rooms (their TotalCost); Create prices the rooms again and works the discount out itself. Over a
 * guessing limit the code is not looked up and the answer says to wait (with Retry-After).
 */
export async function checkVoucherCode(
  ctx: AppContext,
  body: CheckVoucherRequest,
  request: Request,
  responseHeaders: Headers,
): Promise<CheckVoucherResult> {
  const propertyId = await resolvePropertyId(ctx, String(body.PropertyId));
  const [property, config] = await Promise.all([
    getPropertyRow(ctx, propertyId),
    getBookConfig(ctx, String(propertyId)),
  ]);
  const guess = await countGuess(ctx, String(propertyId), request);
  if (guess.wait > 0) {
    responseHeaders.set('Retry-After', String(guess.wait));
    return invalid(VOUCHER_LIMIT_MESSAGE);
  }
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
  if (voucher?.active) await giveBack(ctx.db, guess.taken.slice(1));
  if (!verdict.valid) return invalid(verdict.message);
  return {
    IsValid: true,
    TotalDiscount: verdict.discount,
    Message: verdict.message,
    ShowExperienceWarningMessage: verdict.voucher.isExperience,
  };
}

const invalid = (message: string): CheckVoucherResult => ({
  IsValid: false,
  TotalDiscount: 0,
  Message: message,
  ShowExperienceWarningMessage: false,
});

/**
 * Counts a check against its address and, until the code proves real, as a miss for the hotel —
 * before the lookup and atomically, so parallel guesses cannot outrun the limits. Answers the wait
 * (0 when counted) and what was counted, the hotel's miss second.
 */
async function countGuess(ctx: AppContext, propertyId: string, request: Request) {
  const address = limitedAddress(ctx.guestLimits, request);
  if (!address) return { wait: 0, taken: [] };
  return tryAttempt(
    ctx.db,
    [
      [VOUCHER_CHECKS_PER_ADDRESS, address],
      [VOUCHER_MISSES_PER_HOTEL, propertyId],
    ],
    ctx.now(),
  );
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
