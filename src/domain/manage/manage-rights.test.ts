import { describe, expect, it } from 'vitest';
import { manageRights, REFUSED } from './manage-rights.ts';

const flexible = {
  terms: { nonRefundable: false, freeUntilDaysBefore: 2, penalty: { kind: 'FirstNight' } } as const,
};
const nonRefundable = { terms: { nonRefundable: true } as const };

describe('manageRights', () => {
  it.each([
    ['upcoming and flexible', 'Confirmed', '2027-06-10', [flexible], '2027-06-01', true, null],
    [
      'inside the fee window (still allowed, with a fee)',
      'Confirmed',
      '2027-06-10',
      [flexible],
      '2027-06-09',
      true,
      null,
    ],
    [
      'the day of arrival',
      'Confirmed',
      '2027-06-10',
      [flexible],
      '2027-06-10',
      false,
      REFUSED.arrived,
    ],
    ['in house', 'Confirmed', '2027-06-10', [flexible], '2027-06-11', false, REFUSED.arrived],
    [
      'non-refundable room',
      'Confirmed',
      '2027-06-10',
      [flexible, nonRefundable],
      '2027-06-01',
      false,
      REFUSED.nonRefundable,
    ],
    ['cancelled', 'Cancelled', '2027-06-10', [flexible], '2027-06-01', false, REFUSED.cancelled],
    [
      'awaiting payment',
      'PendingPayment',
      '2027-06-10',
      [flexible],
      '2027-06-01',
      false,
      REFUSED.notConfirmed,
    ],
  ] as const)('%s', (_name, status, dateFrom, rooms, today, allowed, reason) => {
    expect(manageRights({ status, dateFrom }, rooms, today)).toEqual({
      CanBeEdited: allowed,
      CanBeCancelled: allowed,
      reason,
    });
  });
});
