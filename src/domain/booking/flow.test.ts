import { describe, expect, it } from 'vitest';
import {
  afterBookingSummary,
  BookingPhase,
  FlowStep,
  hasFlowStep,
  isRoomDetailsComplete,
  nextBookingStep,
  viewportOf,
  withFlowStep,
  withoutFlowStep,
  type FlowBasketItem,
  type FlowRoom,
} from './flow.ts';

const leadGuest = { FirstName: 'Ada', LastName: 'Lovelace' };
const done: FlowBasketItem = {
  haveSeenUpgrades: true,
  haveSeenServices: true,
  availableUpgrades: [],
  leadGuest,
};
const room = (
  item: Partial<FlowBasketItem> | null,
  extra: Omit<FlowRoom, 'item'> = {},
): FlowRoom => ({ item: item && { ...done, ...item }, ...extra });

describe('FlowStep (spec §2 bit flags)', () => {
  it('has the spec values', () => {
    expect(FlowStep).toEqual({
      None: 1,
      RoomTypeSelection: 2,
      RatePlanSelection: 4,
      UpgradeSelection: 8,
      Occupancy: 16,
      Extras: 32,
      BookingSummary: 64,
      PersonalInformation: 128,
      Account: 256,
      AddressDetails: 512,
      PaymentDetails: 1024,
    });
    expect(Object.values(BookingPhase)).toEqual(['None', 'Search', 'RoomsAndRates', 'Checkout']);
  });

  it('adds, finds and removes steps in a set', () => {
    const set = withFlowStep(withFlowStep(0, FlowStep.Extras), FlowStep.PaymentDetails);
    expect(hasFlowStep(set, FlowStep.Extras)).toBe(true);
    expect(hasFlowStep(set, FlowStep.Occupancy)).toBe(false);
    expect(hasFlowStep(withoutFlowStep(set, FlowStep.Extras), FlowStep.Extras)).toBe(false);
    expect(hasFlowStep(withoutFlowStep(set, FlowStep.Extras), FlowStep.PaymentDetails)).toBe(true);
  });
});

describe('nextBookingStep (spec §4)', () => {
  it.each<
    [
      string,
      FlowRoom[],
      { roomConfigurationRequired?: boolean },
      { step: FlowStep; roomIndex?: number },
    ]
  >([
    ['no rooms searched', [], {}, { step: FlowStep.None }],
    [
      'nothing chosen yet',
      [room(null), room(null)],
      {},
      { step: FlowStep.RoomTypeSelection, roomIndex: 0 },
    ],
    [
      'room type picked, rate not yet',
      [room(null, { pendingRoomTypeId: 3 })],
      {},
      { step: FlowStep.RatePlanSelection, roomIndex: 0 },
    ],
    [
      'second room still to choose',
      [room({}), room(null)],
      {},
      { step: FlowStep.RoomTypeSelection, roomIndex: 1 },
    ],
    [
      'a room still to choose comes before upgrades of another',
      [room({ haveSeenUpgrades: false, availableUpgrades: [{}] }), room(null)],
      {},
      { step: FlowStep.RoomTypeSelection, roomIndex: 1 },
    ],
    [
      'unseen upgrades',
      [room({}), room({ haveSeenUpgrades: false, availableUpgrades: [{}] })],
      {},
      { step: FlowStep.UpgradeSelection, roomIndex: 1 },
    ],
    [
      'no upgrades counts as seen',
      [room({ haveSeenUpgrades: false, availableUpgrades: [] })],
      {},
      { step: FlowStep.BookingSummary },
    ],
    [
      'missing upgrades list counts as seen',
      [room({ haveSeenUpgrades: false, availableUpgrades: null })],
      {},
      { step: FlowStep.BookingSummary },
    ],
    [
      'upgrades come before occupancy',
      [room({ leadGuest: null }), room({ haveSeenUpgrades: false, availableUpgrades: [{}] })],
      {},
      { step: FlowStep.UpgradeSelection, roomIndex: 1 },
    ],
    [
      'lead guest without a last name',
      [room({}), room({ leadGuest: { FirstName: 'Ada', LastName: '' } })],
      {},
      { step: FlowStep.Occupancy, roomIndex: 1 },
    ],
    [
      'room configuration missing when asked',
      [room({})],
      { roomConfigurationRequired: true },
      { step: FlowStep.Occupancy, roomIndex: 0 },
    ],
    [
      'room configuration given when asked',
      [room({ roomConfiguration: { Id: 2 } })],
      { roomConfigurationRequired: true },
      { step: FlowStep.BookingSummary },
    ],
    [
      'occupancy comes before extras',
      [
        room({ haveSeenServices: false }, { hasSelectableServices: true }),
        room({ leadGuest: null }),
      ],
      {},
      { step: FlowStep.Occupancy, roomIndex: 1 },
    ],
    [
      'unseen selectable services',
      [room({}), room({ haveSeenServices: false }, { hasSelectableServices: true })],
      {},
      { step: FlowStep.Extras, roomIndex: 1 },
    ],
    [
      'unseen services, none selectable',
      [room({ haveSeenServices: false }, { hasSelectableServices: false })],
      {},
      { step: FlowStep.BookingSummary },
    ],
    [
      'selectable services already seen',
      [room({}, { hasSelectableServices: true })],
      {},
      { step: FlowStep.BookingSummary },
    ],
    ['everything done', [room({}), room({})], {}, { step: FlowStep.BookingSummary }],
  ])('%s', (_label, rooms, options, expected) => {
    expect(nextBookingStep(rooms, options)).toEqual(expected);
  });
});

describe('isRoomDetailsComplete', () => {
  it.each([
    [done, false, true],
    [{ ...done, leadGuest: undefined }, false, false],
    [done, true, false],
    [{ ...done, roomConfiguration: 1 }, true, true],
  ])('%o (configuration asked: %s) → %s', (item, asked, complete) => {
    expect(isRoomDetailsComplete(item, asked)).toBe(complete);
  });
});

describe('after the booking summary (spec §2)', () => {
  it.each([
    ['desktop', 'checkout'],
    ['mobile', 'scrollToTop'],
  ] as const)('%s → %s', (viewport, action) => {
    expect(afterBookingSummary(viewport)).toBe(action);
  });
  it.each([
    [1024, 'desktop'],
    [1023, 'mobile'],
    [375, 'mobile'],
    [1920, 'desktop'],
  ])('%i px is %s', (width, viewport) => {
    expect(viewportOf(width)).toBe(viewport);
  });
});
