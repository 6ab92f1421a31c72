import { SMALL_HOTEL_YAML } from './small-hotel.ts';

/** The small hotel with a night closed to arrival, a day closed to departure and a maximum stay. */
export const RESTRICTED_HOTEL_YAML = `${SMALL_HOTEL_YAML}restrictions:
  - { from: "2030-01-10", to: "2030-01-10", closedToArrival: true }
  - { roomType: DBL, from: "2030-01-15", to: "2030-01-15", closedToDeparture: true }
  - { ratePlan: FLEX, from: "2030-01-20", to: "2030-01-21", maxStay: 2 }
`;

const DBL = ['DBL/FLEX'];

/** Stays of the restricted hotel (January 2030) and what a search answers for each. */
export const RESTRICTED_STAYS: readonly [string, string, string, string[], string | null][] = [
  [
    'arriving on a night closed to arrival',
    '01-10',
    '01-12',
    [],
    'Stays cannot arrive on this date.',
  ],
  ['staying through a night closed to arrival', '01-09', '01-11', DBL, null],
  [
    'leaving on a day closed to departure',
    '01-13',
    '01-15',
    [],
    'Stays cannot leave on this departure date.',
  ],
  ['staying through a day closed to departure', '01-13', '01-16', DBL, null],
  [
    'longer than the maximum stay',
    '01-20',
    '01-23',
    [],
    'Stays arriving on this date are for at most 2 nights.',
  ],
  ['as long as the maximum stay', '01-20', '01-22', DBL, null],
];
