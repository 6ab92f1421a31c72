import { describe, expect, it } from 'vitest';
import {
  guestsStillToAdd,
  ManageStep,
  newManageGuest,
  nextManageStep,
  randomLocalId,
  type ManageEvent,
} from './manage-steps.ts';

describe('manage steps (spec §4)', () => {
  it.each<[string, ManageStep, ManageEvent, ManageStep]>([
    ['start opens Start', 'None', { type: 'start' }, 'Start'],
    [
      'Start → overview once loaded',
      'Start',
      { type: 'loaded', isCancelled: false },
      'ReservationOverview',
    ],
    [
      'a cancelled reservation → Cancelled',
      'Start',
      { type: 'loaded', isCancelled: true },
      'Cancelled',
    ],
    ['overview → summary', 'ReservationOverview', { type: 'continue' }, 'Summary'],
    [
      'overview opens change dates',
      'ReservationOverview',
      { type: 'edit', step: 'ChangeDates' },
      'ChangeDates',
    ],
    ['overview opens a guest', 'ReservationOverview', { type: 'edit', step: 'Guest' }, 'Guest'],
    [
      'an edit step continues back to the overview',
      'Extras',
      { type: 'continue' },
      'ReservationOverview',
    ],
    [
      'an edit step goes back to the overview',
      'RoomTypeSelection',
      { type: 'back' },
      'ReservationOverview',
    ],
    ['summary goes back to the overview', 'Summary', { type: 'back' }, 'ReservationOverview'],
    ['save success → Complete', 'Summary', { type: 'saveSucceeded' }, 'Complete'],
    ['cancel success → Cancelled', 'ReservationOverview', { type: 'cancelSucceeded' }, 'Cancelled'],
    ['edit only from the overview', 'Summary', { type: 'edit', step: 'Booker' }, 'Summary'],
    ['summary does not continue further by itself', 'Summary', { type: 'continue' }, 'Summary'],
    ['loaded only matters at Start', 'Summary', { type: 'loaded', isCancelled: true }, 'Summary'],
    ['Complete is final', 'Complete', { type: 'back' }, 'Complete'],
    ['Cancelled is final', 'Cancelled', { type: 'loaded', isCancelled: false }, 'Cancelled'],
    ['nothing to save before loading', 'Start', { type: 'saveSucceeded' }, 'Start'],
  ])('%s', (_label, step, event, expected) => {
    expect(nextManageStep(step, event)).toBe(expected);
  });

  it('has the spec steps', () => {
    expect(Object.keys(ManageStep)).toEqual([
      'None',
      'Start',
      'ReservationOverview',
      'Booker',
      'Room',
      'Guest',
      'Extras',
      'RoomTypeSelection',
      'RatePlanSelection',
      'UpgradeSelection',
      'ChangeDates',
      'Summary',
      'Complete',
      'Cancelled',
    ]);
  });
});

describe('new guests in manage (spec §4)', () => {
  it('names a new guest "New Guest"', () => {
    expect(newManageGuest('abc')).toEqual({
      IndividualId: null,
      FirstName: 'New',
      LastName: 'Guest',
      Email: null,
      Phone: null,
      localId: 'abc',
      reviewed: false,
    });
  });

  it.each([
    [{ numberOfAdults: 2, numberOfChildren: 2, guests: [] }, 2],
    [{ numberOfAdults: 2, numberOfChildren: 1, guests: [{}] }, 1],
    [{ numberOfAdults: 1, numberOfChildren: 3, guests: [{}] }, 0],
    [{ numberOfAdults: 1, numberOfChildren: 0, guests: [{}, {}] }, 0],
  ])('%o may still add %i', (room, count) => {
    expect(guestsStillToAdd(room)).toBe(count);
  });

  it('draws alphanumeric local ids from the random source', () => {
    expect(randomLocalId(() => 0, 4)).toBe('AAAA');
    expect(randomLocalId(() => 0.9999999, 3)).toBe('999');
    const values = [0, 0.5, 0.99];
    let i = 0;
    expect(randomLocalId(() => values[i++ % 3] ?? 0, 3)).toBe('Af9');
  });
});
