import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { grossAmount, vatAmount } from './vat.ts';

describe('vatAmount (spec §9)', () => {
  it.each([
    ['inclusive 20% of 120', 120, 20, true, 20],
    ['exclusive 20% of 100', 100, 20, false, 20],
    ['inclusive 15% of 115', 115, 15, true, 15],
    ['exclusive 7.5% of 200', 200, 7.5, false, 15],
    ['a rate of 0', 99, 0, true, 0],
    ['a total of 0', 0, 20, false, 0],
  ])('%s', (_label, total, rate, inclusive, expected) => {
    expect(vatAmount(total, rate, inclusive)).toBeCloseTo(expected, 10);
  });
});

describe('grossAmount', () => {
  it.each([
    [120, 20, true, 120],
    [100, 20, false, 120],
  ])('%d at %d%% (inclusive %s) → %d', (total, rate, inclusive, expected) => {
    expect(grossAmount(total, rate, inclusive)).toBeCloseTo(expected, 10);
  });
});

describe('VAT invariants (property)', () => {
  const total = fc.double({ min: 0, max: 1e7, noNaN: true });
  const rate = fc.double({ min: 0, max: 50, noNaN: true });

  it('inclusive VAT of a total plus the net equals the total, and the net’s exclusive VAT is the same VAT', () => {
    fc.assert(
      fc.property(total, rate, (gross, percent) => {
        const vat = vatAmount(gross, percent, true);
        const net = gross - vat;
        expect(vat).toBeGreaterThanOrEqual(0);
        expect(vat).toBeLessThanOrEqual(gross);
        expect(vatAmount(net, percent, false) + net).toBeCloseTo(gross, 4);
      }),
    );
  });
});
