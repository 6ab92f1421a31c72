import { describe, expect, it } from 'vitest';
import { parseHotelText } from './read.ts';
import type { HotelFile } from './hotel-file.ts';
import { nightsOf, rateKey, ratesOf, roomKey, roomsToSellOf } from './nights.ts';
import { SMALL_HOTEL_YAML } from './testing/small-hotel.ts';

function file(extra = ''): HotelFile {
  const result = parseHotelText(SMALL_HOTEL_YAML + extra, { today: '2029-01-01' });
  if (!result.ok || result.kind !== 'hotel') throw new Error(JSON.stringify(result));
  return result.file;
}

describe('nights', () => {
  it('lists a range’s nights on its weekdays, from today on', () => {
    // 2030-01-04 is a Friday.
    expect(
      nightsOf({ from: '2030-01-01', to: '2030-01-10', weekdays: ['fri', 'sat'] }, '2029-01-01'),
    ).toEqual(['2030-01-04', '2030-01-05']);
    expect(nightsOf({ from: '2030-01-01', to: '2030-01-03' }, '2030-01-02')).toEqual([
      '2030-01-02',
      '2030-01-03',
    ]);
  });

  it('prices every night of a range, restrictions applied', () => {
    const rates = ratesOf(
      file(
        'restrictions:\n  - { ratePlan: FLEX, from: "2030-01-10", to: "2030-01-11", minStay: 3 }\n',
      ),
      '2029-01-01',
    );
    expect(rates.size).toBe(31);
    expect(rates.get(rateKey('DBL', 'FLEX', '2030-01-09'))).toMatchObject({
      baseRate: 100,
      minLengthOfStay: 1,
    });
    expect(rates.get(rateKey('DBL', 'FLEX', '2030-01-10'))?.minLengthOfStay).toBe(3);
  });

  it('applies maximum stays and closed to arrival or departure to the nights they cover', () => {
    const rates = ratesOf(
      file(
        'restrictions:\n  - { from: "2030-01-10", to: "2030-01-10", maxStay: 4, closedToArrival: true }\n  - { roomType: DBL, from: "2030-01-12", to: "2030-01-12", closedToDeparture: true }\n',
      ),
      '2029-01-01',
    );
    expect(rates.get(rateKey('DBL', 'FLEX', '2030-01-10'))).toMatchObject({
      maxLengthOfStay: 4,
      closedToArrival: true,
      closedToDeparture: false,
    });
    expect(rates.get(rateKey('DBL', 'FLEX', '2030-01-11'))).toMatchObject({
      maxLengthOfStay: null,
      closedToArrival: false,
    });
    expect(rates.get(rateKey('DBL', 'FLEX', '2030-01-12'))?.closedToDeparture).toBe(true);
  });

  it('sells the room type’s rooms unless roomsToSell says otherwise', () => {
    const hotel = file(
      'roomsToSell:\n  - { roomType: DBL, from: "2030-01-05", to: "2030-01-05", rooms: 1 }\n',
    );
    const rooms = roomsToSellOf(hotel, ratesOf(hotel, '2029-01-01'), '2029-01-01');
    expect(rooms.get(roomKey('DBL', '2030-01-04'))).toBe(3);
    expect(rooms.get(roomKey('DBL', '2030-01-05'))).toBe(1);
    expect(rooms.has(roomKey('DBL', '2030-02-01'))).toBe(false);
  });
});
