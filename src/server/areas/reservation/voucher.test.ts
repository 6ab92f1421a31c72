import { describe, expect, it } from 'vitest';
import type { giftVouchers } from '../../db/schema/index.ts';
import {
  VOUCHER_NOT_RECOGNISED,
  VOUCHER_USED_UP,
  VOUCHERS_NOT_ACCEPTED,
  voucherExpired,
  voucherVerdict,
} from './voucher.ts';

const voucher = (
  change: Partial<typeof giftVouchers.$inferSelect> = {},
): typeof giftVouchers.$inferSelect => ({
  id: 1,
  propertyId: 1,
  code: 'GIFT-100',
  currency: 'GBP',
  amount: 100,
  balance: 100,
  isExperience: false,
  expiresOn: '2026-12-31',
  active: true,
  ...change,
});
const options = { acceptsVouchers: true, today: '2026-01-15', total: 250, currency: 'GBP' };

describe('voucherVerdict', () => {
  it.each([
    ['unknown', null, options, VOUCHER_NOT_RECOGNISED],
    ['inactive', voucher({ active: false }), options, VOUCHER_NOT_RECOGNISED],
    [
      'expired yesterday',
      voucher({ expiresOn: '2026-01-14' }),
      options,
      voucherExpired('2026-01-14'),
    ],
    ['used up', voucher({ balance: 0 }), options, VOUCHER_USED_UP],
    [
      'at a hotel without vouchers',
      voucher(),
      { ...options, acceptsVouchers: false },
      VOUCHERS_NOT_ACCEPTED,
    ],
  ])('%s → invalid', (_case, row, settings, message) => {
    expect(voucherVerdict(row, settings)).toEqual({ valid: false, message });
  });

  it.each([
    ['the balance when the booking costs more', voucher(), 250, 100],
    ['the booking total when it costs less', voucher(), 60.5, 60.5],
    ['what is left of a part-used voucher', voucher({ balance: 35.25 }), 250, 35.25],
    ['until the last day it is valid', voucher({ expiresOn: '2026-01-15' }), 250, 100],
    ['without an expiry date', voucher({ expiresOn: null }), 250, 100],
  ])('takes off %s', (_case, row, total, discount) => {
    const verdict = voucherVerdict(row, { ...options, total });
    expect(verdict).toMatchObject({ valid: true, discount });
  });
});
