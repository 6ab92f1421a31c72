import { describe, expect, it } from 'vitest';
import { promoCodeButtonState, sameDayRestriction } from './search.ts';

describe('sameDayRestriction (spec §5)', () => {
  const restriction = {
    Enabled: true,
    Hour: 18,
    Minute: 30,
    Message: 'Please call us to book tonight',
  };
  const at = (hour: number, minute: number, today = '2026-12-01') => ({ today, hour, minute });

  it.each([
    ['exactly at the cut-off minute', restriction, '2026-12-01', at(18, 30), true],
    ['one minute before', restriction, '2026-12-01', at(18, 29), false],
    ['later that evening', restriction, '2026-12-01', at(23, 59), true],
    ['a later hour with an earlier minute', restriction, '2026-12-01', at(19, 0), true],
    ['an earlier hour with a later minute', restriction, '2026-12-01', at(17, 45), false],
    ['arrival tomorrow', restriction, '2026-12-02', at(23, 0), false],
    ['disabled', { ...restriction, Enabled: false }, '2026-12-01', at(23, 0), false],
    ['no restriction configured', null, '2026-12-01', at(23, 0), false],
  ])('%s', (_label, config, arrival, now, blocked) => {
    expect(sameDayRestriction(config, arrival, now).blocked).toBe(blocked);
  });

  it('gives the configured message', () => {
    expect(sameDayRestriction(restriction, '2026-12-01', at(18, 30))).toEqual({
      blocked: true,
      message: 'Please call us to book tonight',
    });
  });

  it('falls back to the spec text when no message is configured', () => {
    expect(sameDayRestriction({ ...restriction, Message: null }, '2026-12-01', at(18, 30))).toEqual(
      { blocked: true, message: 'No same day bookings available' },
    );
  });

  it('blocks from midnight when the cut-off is 00:00', () => {
    expect(
      sameDayRestriction({ ...restriction, Hour: 0, Minute: 0 }, '2026-12-01', at(0, 0)).blocked,
    ).toBe(true);
  });
});

describe('promoCodeButtonState (spec §4)', () => {
  it.each([
    ['', undefined, 'add'],
    ['  ', false, 'add'],
    [null, undefined, 'add'],
    ['WINTER10', undefined, 'entered'],
    ['WINTER10', true, 'entered'],
    ['NOPE', false, 'invalid'],
  ])('"%s" checked %s → %s', (code, valid, state) => {
    expect(promoCodeButtonState(code, valid)).toBe(state);
  });
});
