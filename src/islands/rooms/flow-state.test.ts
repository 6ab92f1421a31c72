import { describe, expect, it } from 'vitest';
import { FlowStep } from '../../domain/booking/flow.ts';
import { currentStep, roomsLeft, shownBasket, upgradesFor } from './flow-state.ts';
import { makeItem, makeOffer, makeRate } from '../../stores/test-fixtures.ts';
import type { Basket } from '../../stores/basket.ts';

describe('roomsLeft', () => {
  it('takes one room per basket item and can leave one room out', () => {
    const items = [makeItem({ roomTypeId: 1 }), null, makeItem({ roomTypeId: 1 })];
    expect(roomsLeft({ 1: 3, 2: 1 }, items)).toEqual({ 1: 1, 2: 1 });
    expect(roomsLeft({ 1: 3, 2: 1 }, items, 0)).toEqual({ 1: 2, 2: 1 });
  });
});

describe('shownBasket', () => {
  const server: Basket = {
    propertyCode: 'GRANDLDN',
    searchKey: 'k1',
    items: [null, null],
    removed: [],
  };
  const chosen: Basket = { ...server, items: [makeItem(), null] };
  it.each<[string, Basket, Basket | 'stored']>([
    ['nothing chosen for this search', { ...server, items: [null, null] }, server],
    ['another search', { ...chosen, searchKey: 'k2' }, server],
    ['another hotel', { ...chosen, propertyCode: 'SEASIDE' }, server],
    ['another number of rooms', { ...chosen, items: [makeItem()] }, server],
    ['a room chosen', chosen, chosen],
    ['a room removed, nothing chosen', { ...server, removed: [1] }, 'stored'],
  ])('%s', (_case, stored, expected) => {
    expect(shownBasket(stored, server)).toBe(expected === 'stored' ? stored : expected);
  });
});

describe('currentStep', () => {
  const FACTS = {
    upgrades: (_index: number, item: { roomTypeId: number }) => (item.roomTypeId === 9 ? 0 : 1),
    hasExtras: (_index: number, item: { roomTypeId: number }) => item.roomTypeId !== 9,
  };
  it.each([
    ['no room chosen', [null, null], { step: FlowStep.RoomTypeSelection, roomIndex: 0 }],
    [
      'second room still to choose',
      [makeItem(), null],
      { step: FlowStep.RoomTypeSelection, roomIndex: 1 },
    ],
    [
      'unseen upgrade',
      [makeItem({ haveSeenUpgrades: false })],
      { step: FlowStep.UpgradeSelection, roomIndex: 0 },
    ],
    [
      'an upgrade that sold out is not asked about',
      [makeItem({ haveSeenUpgrades: false, roomTypeId: 9 })],
      { step: FlowStep.BookingSummary },
    ],
    [
      'no lead guest',
      [makeItem({ leadGuest: { FirstName: '', LastName: '' } })],
      { step: FlowStep.Occupancy, roomIndex: 0 },
    ],
    [
      'extras to choose (or still loading)',
      [makeItem({ haveSeenServices: false })],
      { step: FlowStep.Extras, roomIndex: 0 },
    ],
    [
      'no extras to choose',
      [makeItem({ haveSeenServices: false, roomTypeId: 9 })],
      { step: FlowStep.BookingSummary },
    ],
    ['everything done', [makeItem(), makeItem()], { step: FlowStep.BookingSummary }],
  ])('%s', (_name, items, expected) => {
    // Room type 9 has neither upgrades nor extras here; every other room has one of each.
    expect(currentStep(items, [], FACTS)).toEqual(expected);
  });

  it.each([
    [
      'a removed room is not asked for again',
      [makeItem(), null],
      [1],
      { step: FlowStep.BookingSummary },
    ],
    [
      'the next room after a removed one keeps its own number',
      [null, null, null],
      [0],
      { step: FlowStep.RoomTypeSelection, roomIndex: 1 },
    ],
    [
      'the step of a room after a removed one points at that room',
      [null, makeItem({ leadGuest: { FirstName: '', LastName: '' } })],
      [0],
      { step: FlowStep.Occupancy, roomIndex: 1 },
    ],
    [
      'every room removed: the empty summary',
      [null, null],
      [0, 1],
      { step: FlowStep.BookingSummary },
    ],
  ])('%s', (_name, items, removed, expected) => {
    expect(currentStep(items, removed, FACTS)).toEqual(expected);
  });
});

describe('upgradesFor', () => {
  const flex = makeRate({ RatePlanId: 1, BaseRate: 200 });
  const offers = [
    makeOffer(1, [flex], {
      Upgrades: [
        { RoomTypeId: 2, AvailableRates: [makeRate({ RatePlanId: 1, BaseRate: 260 })] },
        { RoomTypeId: 3, AvailableRates: [makeRate({ RatePlanId: 7, BaseRate: 240 })] },
      ],
    }),
    makeOffer(2, [makeRate({ RatePlanId: 1, BaseRate: 260 })]),
    makeOffer(3, [makeRate({ RatePlanId: 7, BaseRate: 240 })]),
  ];
  const item = {
    roomTypeId: 1,
    rate: flex,
    numberOfAdults: 2,
    numberOfChildren: 0,
    numberOfInfants: 0,
  };

  it('offers an upgrade on the same rate plan with its cost difference', () => {
    expect(
      upgradesFor(item, 200, offers, { 1: 1, 2: 1, 3: 1 }).map((u) => [
        u.roomTypeId,
        u.totalCostDifference,
      ]),
    ).toEqual([[2, 60]]);
  });

  it('offers nothing when the upgrade room type has no room left', () => {
    expect(upgradesFor(item, 200, offers, { 1: 1, 2: 0, 3: 1 })).toEqual([]);
  });
});
