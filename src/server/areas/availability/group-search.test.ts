import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AvailabilitySearchResultSchema } from '../../../api/contract/availability-search.ts';
import { ApiErrorSchema } from '../../../api/contract/common.ts';
import {
  CheckPromoCodeGroupResultSchema,
  GroupSearchResultSchema,
} from '../../../api/contract/group-search.ts';
import { PropertyGroupSchema } from '../../../api/contract/property-group.ts';
import { PropertySchema } from '../../../api/contract/property.ts';
import { priceTaxOf } from '../../../domain/booking/room-quote.ts';
import { lowestStayTotal } from '../../../domain/search/stay-total.ts';
import { addDays } from '../../../domain/shared/clock.ts';
import type { ReferenceApi } from '../../runtime.ts';
import { call, postJson, TEST_SEED_DAY } from '../../testing/fixtures.ts';
import { openTestApi } from '../../testing/seeded-api.ts';

let api: ReferenceApi;
beforeAll(async () => {
  api = await openTestApi({ RATE_LIMITS: 'off' });
});
afterAll(async () => {
  await api?.close();
});

const arrive = addDays(TEST_SEED_DAY, 60);
const depart = addDays(arrive, 3);
const search = (body: Record<string, unknown>, path = 'SearchPropertyGroup') =>
  call(
    api,
    `/api/Availability/${path}`,
    postJson({
      PropertyGroupId: 'COASTAL',
      DateFrom: arrive,
      DateTo: depart,
      Rooms: [{ NumberOfAdults: 2 }],
      ...body,
    }),
  );

describe('POST /api/Availability/SearchPropertyGroup', () => {
  it('prices each member as its own search does, cheapest first, in its currency and the group\u2019s', async () => {
    const answer = search({});
    const result = v.parse(GroupSearchResultSchema, (await answer).body);
    expect(result).toMatchObject({ DisplayCurrency: 'GBP', Nights: 3 });
    expect(result.Properties.map((line) => line.PropertyCode).sort()).toEqual([
      'GRANDLDN',
      'LAGOSBAY',
      'SEASIDECPT',
    ]);
    const available = result.Properties.filter((line) => line.Available);
    expect(available.length).toBeGreaterThan(0);
    expect(available.map((line) => line.DisplayTotalCost)).toEqual(
      [...available.map((line) => line.DisplayTotalCost)].sort((a, b) => a! - b!),
    );
    for (const line of available) {
      const own = v.parse(
        AvailabilitySearchResultSchema,
        (
          await call(
            api,
            '/api/Availability/Search',
            postJson({
              PropertyId: line.PropertyCode,
              DateFrom: arrive,
              DateTo: depart,
              Rooms: [{ NumberOfAdults: 2 }],
            }),
          )
        ).body,
      );
      const property = v.parse(
        PropertySchema,
        (await call(api, `/api/Property/${line.PropertyCode}`)).body,
      );
      const expected = lowestStayTotal({
        offers: own.RoomTypes,
        roomsPerRoomType: own.NumberOfRoomsPerRoomTypeId,
        rooms: [{ adults: 2, children: 0, infants: 0 }],
        dateFrom: arrive,
        dateTo: depart,
        tax: priceTaxOf(property),
        today: TEST_SEED_DAY,
      });
      expect(line.TotalCost).toBe(expected!.total);
      expect(line.Currency).toBe(property.Currency);
      if (line.Currency === 'GBP') expect(line.DisplayTotalCost).toBe(line.TotalCost);
      else expect(line.DisplayTotalCost).not.toBe(line.TotalCost);
    }
  });

  it('puts properties that cannot house the party last, with the reason', async () => {
    const result = v.parse(
      GroupSearchResultSchema,
      (await search({ Rooms: [{ NumberOfAdults: 7 }] })).body,
    );
    const last = result.Properties.at(-1)!;
    expect(last).toMatchObject({ Available: false, TotalCost: null });
    expect(last.Reason).toBeTruthy();
  });

  it('narrows to one area, and refuses an area of another group', async () => {
    const group = v.parse(
      PropertyGroupSchema,
      (await call(api, '/api/PropertyGroup/COASTAL')).body,
    );
    const capeTown = group.Areas.find((area) => area.Name === 'Cape Town')!;
    const result = v.parse(
      GroupSearchResultSchema,
      (await search({ AreaId: capeTown.Id }, 'SearchPropertyGroupAreaAvailability')).body,
    );
    expect(result.Properties.map((line) => line.PropertyCode)).toEqual(['SEASIDECPT']);
    expect((await search({ AreaId: 999999 })).status).toBe(400);
    expect(
      v.parse(ApiErrorSchema, (await search({}, 'SearchPropertyGroupAreaAvailability')).body)
        .ModelState,
    ).toHaveProperty('AreaId');
  });

  it('answers bad searches with per-field messages', async () => {
    const answer = await search({ DateTo: arrive, Rooms: [] });
    expect(answer.status).toBe(400);
    expect(Object.keys(v.parse(ApiErrorSchema, answer.body).ModelState ?? {})).toEqual(
      expect.arrayContaining(['DateTo', 'Rooms']),
    );
  });
});

describe('POST /api/Availability/CheckPromoCodeGroup', () => {
  it('says where in the group a code applies', async () => {
    const london = v.parse(
      PropertySchema,
      (await call(api, '/api/Property/GRANDLDN')).body,
    ).PropertyId;
    const valid = v.parse(
      CheckPromoCodeGroupResultSchema,
      (
        await call(
          api,
          '/api/Availability/CheckPromoCodeGroup',
          postJson({ propertyGroupId: 'COASTAL', promoCode: 'winter10' }),
        )
      ).body,
    );
    expect(valid).toMatchObject({ IsValid: true, PropertyIds: [london] });
    const invalid = v.parse(
      CheckPromoCodeGroupResultSchema,
      (
        await call(
          api,
          '/api/Availability/CheckPromoCodeGroup',
          postJson({ propertyGroupId: 'COASTAL', promoCode: 'NOPE' }),
        )
      ).body,
    );
    expect(invalid).toMatchObject({ IsValid: false, Message: 'Code invalid', PropertyIds: [] });
  });
});
