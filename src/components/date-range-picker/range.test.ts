import { describe, expect, it } from 'vitest';
import { isBetween, nightsOf, phaseFor, pickDate } from './range.ts';

describe('phaseFor', () => {
  it.each([
    [{ arrive: '', depart: '' }, 'arrive'],
    [{ arrive: '2026-12-07', depart: '' }, 'depart'],
    [{ arrive: '2026-12-07', depart: '2026-12-09' }, 'arrive'],
  ] as const)('%o → %s', (range, phase) => {
    expect(phaseFor(range)).toBe(phase);
  });
});

describe('pickDate', () => {
  it('chooses the arrival first and clears the departure', () => {
    expect(
      pickDate({ arrive: '2026-12-07', depart: '2026-12-09' }, 'arrive', '2026-12-20'),
    ).toEqual({
      range: { arrive: '2026-12-20', depart: '' },
      phase: 'depart',
      complete: false,
    });
  });

  it('completes the stay with a later departure', () => {
    expect(pickDate({ arrive: '2026-12-07', depart: '' }, 'depart', '2026-12-09')).toEqual({
      range: { arrive: '2026-12-07', depart: '2026-12-09' },
      phase: 'arrive',
      complete: true,
    });
  });

  it.each(['2026-12-07', '2026-12-01'])(
    'starts over when the departure %s is not after the arrival',
    (date) => {
      expect(pickDate({ arrive: '2026-12-07', depart: '' }, 'depart', date)).toEqual({
        range: { arrive: date, depart: '' },
        phase: 'depart',
        complete: false,
      });
    },
  );
});

describe('nightsOf', () => {
  it.each([
    [{ arrive: '2026-12-07', depart: '2026-12-09' }, 2],
    [{ arrive: '2026-12-31', depart: '2027-01-01' }, 1],
    [{ arrive: '2026-12-07', depart: '2026-12-07' }, undefined],
    [{ arrive: '2026-12-09', depart: '2026-12-07' }, undefined],
    [{ arrive: '', depart: '2026-12-07' }, undefined],
  ])('%o has %s nights', (range, nights) => {
    expect(nightsOf(range)).toBe(nights);
  });
});

it('highlights the nights between arrival and departure', () => {
  const range = { arrive: '2026-12-07', depart: '2026-12-10' };
  expect(
    ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10'].map((d) => isBetween(d, range)),
  ).toEqual([false, true, true, false]);
});
