import { describe, expect, it } from 'vitest';
import type { PromoCodeRow } from './statics.ts';
import { evaluatePromoCode, PROMO_CODE_INVALID } from './promo-code.ts';

const promo = (fields: Partial<PromoCodeRow>): PromoCodeRow => ({
  id: 1,
  propertyId: 1,
  code: 'WINTER10',
  description: 'Ten off',
  ratePlanId: null,
  discountPercentage: 10,
  validFrom: null,
  validTo: null,
  active: true,
  ...fields,
});

describe('evaluatePromoCode', () => {
  it.each([
    ['no code', [promo({})], null, 'none'],
    ['a blank code', [promo({})], '   ', 'none'],
    ['a known code in any case, with spaces', [promo({})], ' winter10 ', 'valid'],
    ['an unknown code', [promo({})], 'SUMMER', 'invalid'],
    ['an inactive code', [promo({ active: false })], 'WINTER10', 'invalid'],
    ['a code not valid yet', [promo({ validFrom: '2026-01-16' })], 'WINTER10', 'invalid'],
    ['a code from today', [promo({ validFrom: '2026-01-15' })], 'WINTER10', 'valid'],
    ['a code until today', [promo({ validTo: '2026-01-15' })], 'WINTER10', 'valid'],
    ['an expired code', [promo({ validTo: '2026-01-14' })], 'WINTER10', 'invalid'],
  ] as const)('%s → %s', (_case, promos, code, status) => {
    expect(evaluatePromoCode(promos, code, '2026-01-15').status).toBe(status);
  });

  it('gives the description of a valid code and "Code invalid" otherwise', () => {
    expect(evaluatePromoCode([promo({})], 'WINTER10', '2026-01-15')).toMatchObject({
      message: 'Ten off',
      promo: { code: 'WINTER10' },
    });
    expect(evaluatePromoCode([promo({})], 'NOPE', '2026-01-15')).toEqual({
      status: 'invalid',
      message: PROMO_CODE_INVALID,
    });
  });
});
