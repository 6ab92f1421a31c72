import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromMinorUnits, minorUnitDigits, roundMoney, toMinorUnits } from './money.ts';

describe('minorUnitDigits', () => {
  it.each([
    ['GBP', 2],
    ['ZAR', 2],
    ['NGN', 2],
    ['KES', 2],
    ['JPY', 0],
    ['BHD', 3],
    ['gbp', 2],
  ])('%s has %i digits', (currency, digits) => {
    expect(minorUnitDigits(currency)).toBe(digits);
  });
});

describe('roundMoney', () => {
  it.each([
    [1.005, 'GBP', 1.01],
    [2.675, 'GBP', 2.68],
    [10.004, 'GBP', 10],
    [-1.005, 'GBP', -1.01],
    [-0.001, 'GBP', 0],
    [1234.5, 'JPY', 1235],
    [1234.4, 'JPY', 1234],
    [99.995, 'NGN', 100],
    [0.1 + 0.2, 'ZAR', 0.3],
    [1.0005, 'BHD', 1.001],
  ])('%d %s → %d', (amount, currency, expected) => {
    expect(roundMoney(amount, currency)).toBe(expected);
  });

  it('rounds as absorbing the noise on every amount would, near a half or not', () => {
    const absorbingAlways = (amount: number, currency: string) => {
      const factor = 10 ** minorUnitDigits(currency);
      const shifted = Number((Math.abs(amount) * factor).toPrecision(15));
      return (Math.sign(amount) * Math.round(shifted)) / factor || 0;
    };
    const halves = fc
      .tuple(fc.integer({ min: -1e8, max: 1e8 }), fc.constantFrom(-1e-9, -1e-13, 0, 1e-13, 1e-9))
      .map(([units, noise]) => (units + 0.5) / 100 + noise);
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ min: -1e9, max: 1e9, noNaN: true }), halves),
        fc.constantFrom('GBP', 'JPY', 'BHD'),
        (amount, currency) => {
          expect(roundMoney(amount, currency)).toBe(absorbingAlways(amount, currency));
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundMoney(-0.001, 'GBP'), 0)).toBe(true);
  });

  it('lands on the minor unit and within half of it', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.constantFrom('GBP', 'JPY', 'BHD'),
        (amount, currency) => {
          const digits = minorUnitDigits(currency);
          const rounded = roundMoney(amount, currency);
          const minorUnits = rounded * 10 ** digits;
          expect(Math.abs(minorUnits - Math.round(minorUnits))).toBeLessThan(
            1e-6 * Math.max(1, Math.abs(minorUnits)),
          );
          expect(Math.abs(rounded - amount)).toBeLessThanOrEqual(
            0.5 / 10 ** digits + 1e-9 * Math.max(1, Math.abs(amount)),
          );
        },
      ),
    );
  });
});

describe('minor units', () => {
  it.each([
    [12.34, 'GBP', 1234],
    [0.1 + 0.2, 'GBP', 30],
    [1.005, 'GBP', 101],
    [1500, 'JPY', 1500],
    [1.2345, 'BHD', 1235],
    [250000, 'NGN', 25000000],
    [-12.5, 'ZAR', -1250],
    [0, 'GBP', 0],
  ])('%s %s is %i minor units', (amount, currency, minor) => {
    expect(toMinorUnits(amount, currency)).toBe(minor);
  });

  it('round-trips every amount already rounded to its minor unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.constantFrom('GBP', 'JPY', 'BHD', 'NGN'),
        (minor, currency) =>
          toMinorUnits(fromMinorUnits(minor, currency), currency) === (minor === 0 ? 0 : minor),
      ),
    );
  });
});
