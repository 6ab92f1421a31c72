import { describe, expect, it } from 'vitest';
import { preCheckInLinkState, type PreCheckInLinkFacts } from './link-window.ts';

const base: PreCheckInLinkFacts = {
  status: 'Confirmed',
  dateFrom: '2026-03-10',
  dateTo: '2026-03-12',
  completed: false,
  opensDaysBeforeArrival: 7,
  today: '2026-03-05',
};

describe.each([
  ['open within the window', {}, 'Open'],
  ['opens exactly N days before arrival', { today: '2026-03-03' }, 'Open'],
  ['not yet open the day before that', { today: '2026-03-02' }, 'NotYetOpen'],
  ['open on the departure day', { today: '2026-03-12' }, 'Open'],
  ['expired after departure', { today: '2026-03-13' }, 'Expired'],
  ['cancelled bookings never open', { status: 'Cancelled' }, 'Cancelled'],
  ['pending payments never open', { status: 'PendingPayment' }, 'NotConfirmed'],
  ['failed bookings never open', { status: 'Failed' }, 'NotConfirmed'],
  ['completed shows complete', { completed: true }, 'Complete'],
  ['completed wins over expired', { completed: true, today: '2026-04-01' }, 'Complete'],
  ['cancelled wins over completed', { completed: true, status: 'Cancelled' }, 'Cancelled'],
] as const)('%s', (_name, change, expected) => {
  it(`is ${expected}`, () => expect(preCheckInLinkState({ ...base, ...change })).toBe(expected));
});
