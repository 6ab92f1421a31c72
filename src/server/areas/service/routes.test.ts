import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../../api/contract/common.ts';
import { ServiceListSchema, type ServiceList } from '../../../api/contract/services.ts';
import { addDays } from '../../../domain/shared/clock.ts';
import type { Database } from '../../db/client.ts';
import { properties, ratePlans, roomTypes, services } from '../../db/schema/index.ts';
import type { ReferenceApi } from '../../runtime.ts';
import { openTestApi } from '../../testing/seeded-api.ts';
import { call, TEST_SEED_DAY } from '../../testing/fixtures.ts';

let api: ReferenceApi;
let db: Database;
let london: number;
beforeAll(async () => {
  api = await openTestApi();
  db = api.database.db;
  london = (
    await db.select({ id: properties.id }).from(properties).where(eq(properties.code, 'GRANDLDN'))
  )[0]!.id;
});
afterAll(async () => {
  await api?.close();
});

const roomType = async (code: string) =>
  (
    await db
      .select({ id: roomTypes.id })
      .from(roomTypes)
      .where(and(eq(roomTypes.propertyId, london), eq(roomTypes.code, code)))
  )[0]!.id;
const ratePlan = async (code: string) =>
  (
    await db
      .select({ id: ratePlans.id })
      .from(ratePlans)
      .where(and(eq(ratePlans.propertyId, london), eq(ratePlans.code, code)))
  )[0]!.id;

const get = (query: Record<string, string | number>) =>
  call(
    api,
    `/api/Service/Get?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString()}`,
  );

async function servicesFor(roomTypeCode: string, ratePlanCode: string): Promise<ServiceList> {
  const answer = await get({
    propertyId: 'grandldn',
    roomTypeId: await roomType(roomTypeCode),
    ratePlanId: await ratePlan(ratePlanCode),
    dateOfArrival: addDays(TEST_SEED_DAY, 10),
    dateOfDeparture: addDays(TEST_SEED_DAY, 12),
    languageCode: 'en',
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return v.parse(ServiceListSchema, answer.body);
}

const codes = (list: ServiceList) => list.Services.map((service) => service.Code);

describe('GET /api/Service/Get', () => {
  it('lists the active extras for the room type and rate plan, in sort order, each with one article', async () => {
    const list = await servicesFor('CLDBL', 'FLEX');
    expect(codes(list)).toEqual(['BRKFST', 'PARK', 'SPA', 'LATECO', 'FLOWERS', 'TEA', 'TRANSFER']);
    const parking = list.Services.find((service) => service.Code === 'PARK')!;
    expect(parking).toEqual({
      ServiceId: parking.ServiceId,
      Code: 'PARK',
      Name: 'Valet parking',
      Description: 'Secure valet parking, per night.',
      ImageUrl: null,
      ChargeType: 'PerDay',
      ChargePerPerson: false,
      AllowEditOnBookingEngine: true,
      Articles: [{ ArticleId: parking.ServiceId, Name: 'Valet parking', Price: 45, Quantity: 1 }],
    });
  });

  it('leaves out services restricted to other room types or rate plans', async () => {
    expect(codes(await servicesFor('CLDBL', 'BB'))).not.toContain('BRKFST');
    expect(codes(await servicesFor('CLDBL', 'FLEX'))).not.toContain('CHAMP');
    const deluxe = codes(await servicesFor('DLXKNG', 'BB'));
    expect(deluxe).toContain('CHAMP');
    expect(deluxe).not.toContain('BRKFST');
    expect(codes(await servicesFor('JRSTE', 'NRF'))).toEqual(
      expect.arrayContaining(['BRKFST', 'CHAMP']),
    );
  });

  it('gives every service its inventory: null when unlimited, a number when limited, 0 when none is left', async () => {
    const list = await servicesFor('DLXKNG', 'FLEX');
    expect(Object.keys(list.InventoryPerServiceId).sort()).toEqual(
      list.Services.map((service) => String(service.ServiceId)).sort(),
    );
    const inventory = (code: string) => {
      const id = list.Services.find((service) => service.Code === code)!.ServiceId;
      return list.InventoryPerServiceId[String(id)];
    };
    expect(inventory('FLOWERS')).toMatchObject({
      StartingInventory: null,
      AvailableInventory: null,
    });
    expect(inventory('PARK')).toMatchObject({ StartingInventory: 10, AvailableInventory: 10 });
    expect(inventory('LATECO')).toMatchObject({ StartingInventory: 0, AvailableInventory: 0 });
  });

  it('leaves out inactive services', async () => {
    await db
      .update(services)
      .set({ active: false })
      .where(and(eq(services.propertyId, london), eq(services.code, 'TRANSFER')));
    expect(codes(await servicesFor('CLDBL', 'FLEX'))).not.toContain('TRANSFER');
  });

  it('answers 400 for a missing or non-numeric id and 404 for an unknown property', async () => {
    const query = {
      propertyId: 'GRANDLDN',
      roomTypeId: 1,
      ratePlanId: 1,
      dateOfArrival: TEST_SEED_DAY,
      dateOfDeparture: addDays(TEST_SEED_DAY, 1),
    };
    const bad = await get({ ...query, roomTypeId: 'x' });
    expect(bad.status).toBe(400);
    expect(v.parse(ApiErrorSchema, bad.body).ModelState?.roomTypeId).toBeDefined();
    const { ratePlanId: _omitted, ...withoutPlan } = query;
    expect((await get(withoutPlan)).status).toBe(400);
    expect((await get({ ...query, propertyId: 'NOSUCHHOTEL' })).status).toBe(404);
  });
});
