import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BookConfigSchema } from '../../api/contract/book.ts';
import { ApiErrorSchema, HealthSchema, SuccessSchema } from '../../api/contract/common.ts';
import { CurrencyExchangeRatesSchema } from '../../api/contract/currency-exchange-rate.ts';
import { PropertyGroupSchema } from '../../api/contract/property-group.ts';
import { PropertySchema } from '../../api/contract/property.ts';
import { RoomTypeConfigurationListSchema } from '../../api/contract/room-type-configuration.ts';
import { RoomTypeDetailsListSchema } from '../../api/contract/room-type-details.ts';
import {
  CancellationReasonListSchema,
  CountryListSchema,
  CreditCardTypeListSchema,
} from '../../api/contract/static-data.ts';
import { createApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { clientLogs, properties } from '../db/schema/index.ts';
import type { ReferenceApi } from '../runtime.ts';
import { openTestApi } from '../testing/seeded-api.ts';
import { call, postJson, TEST_NOW } from '../testing/fixtures.ts';
import { CLIENT_ADDRESS_HEADER } from '../auth/client-address.ts';
import { pruneClientLogs } from './log/log.ts';

// One seeded in-memory database for the whole file (each PGlite costs seconds and ~300 MB).
let api: ReferenceApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(async () => {
  await api?.close();
});

const get = (path: string) => call(api, path);
const parse = <T>(schema: v.GenericSchema<unknown, T>, body: unknown): T => v.parse(schema, body);

function expectInvalid(
  answer: { status: number; body: unknown },
  field: string,
  message?: string | RegExp,
): void {
  expect(answer.status).toBe(400);
  const error = parse(ApiErrorSchema, answer.body);
  expect(error.Message).toBe('The request is invalid.');
  expect(
    error.ModelState?.[field]?.length,
    `ModelState has ${field}: ${JSON.stringify(error.ModelState)}`,
  ).toBeGreaterThan(0);
  if (message) expect(error.ModelState?.[field]?.join(' ')).toMatch(message);
}

describe('GET /api/health', () => {
  it('answers ok once the database is ready', async () => {
    const answer = await get('/api/health');
    expect(answer.status).toBe(200);
    expect(parse(HealthSchema, answer.body)).toEqual({ Status: 'ok' });
  });
});

describe('GET /api/Property/{id}', () => {
  it("returns The Grand London's settings by code, in any letter case, or by numeric id", async () => {
    const byCode = await get('/api/Property/GRANDLDN');
    expect(byCode.status).toBe(200);
    const property = parse(PropertySchema, byCode.body);
    expect(property).toMatchObject({
      PropertyCode: 'GRANDLDN',
      PropertyName: 'The Grand London',
      Currency: 'GBP',
      StandardVatRate: 20,
      IsStandardTaxExclusive: false,
      MaxNumberOfRoomsOnBooking: 4,
      EnableChildrenSearch: true,
      EnableInfantSearch: true,
      LogoFileUrl: '/images/grandldn-logo.svg',
      Address: { City: 'London', CountryCode: 'GB', CountryName: 'United Kingdom' },
    });
    expect(property.Theme.Primary).toMatch(/^#[0-9a-f]{6}$/i);
    expect(property.CreditCards.map((card) => card.Name)).toContain('American Express');
    expect((await get('/api/Property/grandLdn')).body).toEqual(byCode.body);
    expect((await get(`/api/Property/${property.PropertyId}`)).body).toEqual(byCode.body);
  });

  it('describes the other demo properties: Lagos pays through Paystack with VAT on top; Cape Town shows four currencies', async () => {
    const lagos = parse(PropertySchema, (await get('/api/Property/lagosbay')).body);
    expect(lagos).toMatchObject({
      Currency: 'NGN',
      PayByPayStack: true,
      StandardVatRate: 7.5,
      IsStandardTaxExclusive: true,
    });
    const capeTown = parse(PropertySchema, (await get('/api/Property/SEASIDECPT')).body);
    expect(capeTown).toMatchObject({
      Currency: 'ZAR',
      StandardVatRate: 15,
      AvailableCurrencies: ['ZAR', 'GBP', 'USD', 'EUR'],
    });
  });

  it('answers 404 with a Message for an unknown property, including out-of-range ids', async () => {
    for (const ref of ['NOSUCHHOTEL', '999', '99999999999']) {
      const answer = await get(`/api/Property/${ref}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ Message: 'Property not found' });
    }
  });

  it('answers 400 naming the id when it cannot be a property code', async () => {
    expectInvalid(await get('/api/Property/grand%20london!'), 'id', /letters, digits/);
    expectInvalid(await get(`/api/Property/${'A'.repeat(51)}`), 'id', /at most 50/);
  });
});

describe('GET /api/PropertyGroup/{id}', () => {
  it('returns COASTAL with its three areas and member properties', async () => {
    const answer = await get('/api/PropertyGroup/coastal');
    expect(answer.status).toBe(200);
    const group = parse(PropertyGroupSchema, answer.body);
    expect(group.PropertyGroupCode).toBe('COASTAL');
    expect(group.UseAreaSearch).toBe(true);
    expect(group.Areas.map((area) => area.Name)).toEqual(['London', 'Cape Town', 'Lagos']);
    const areaOf = (code: string) =>
      group.Areas.find(
        (area) => area.Id === group.Properties.find((p) => p.PropertyCode === code)?.AreaId,
      )?.Name;
    expect(areaOf('GRANDLDN')).toBe('London');
    expect(areaOf('SEASIDECPT')).toBe('Cape Town');
    expect(areaOf('LAGOSBAY')).toBe('Lagos');
    // Each member's time zone, so the group's date fields start from the earliest member's today.
    expect(group.Properties.map((p) => [p.PropertyCode, p.TimeZone])).toEqual(
      expect.arrayContaining([
        ['GRANDLDN', 'Europe/London'],
        ['SEASIDECPT', 'Africa/Johannesburg'],
        ['LAGOSBAY', 'Africa/Lagos'],
      ]),
    );
    expect((await get(`/api/PropertyGroup/${group.PropertyGroupId}`)).body).toEqual(answer.body);
  });

  it('answers 404 for an unknown group and 400 for a malformed id', async () => {
    expect(await get('/api/PropertyGroup/NOWHERE')).toMatchObject({
      status: 404,
      body: { Message: 'Property group not found' },
    });
    expectInvalid(await get('/api/PropertyGroup/a.b'), 'id');
  });
});

describe('GET /api/Book/Config/{id}', () => {
  it("returns The Grand London's booking configuration", async () => {
    const answer = await get('/api/Book/Config/grandldn');
    expect(answer.status).toBe(200);
    const config = parse(BookConfigSchema, answer.body);
    expect(config).toMatchObject({
      MaxNumberOfRoomsOnBooking: 4,
      ShowRoomConfigurationQuestion: true,
      EnablePayByCompanyInvoice: true,
      HasCustomTermsAndConditions: true,
      RestaurantBookingServiceActive: true,
      RestaurantBookingServiceType: 'Internal',
      SameDayBookingRestriction: { Enabled: true, Hour: 18, Minute: 0 },
    });
    expect(config.RestaurantBookingDefaultRestaurant).toEqual(expect.any(Number));
    expect(config.Offers.find((offer) => offer.PromoCode === 'WINTER10')?.RatePlanCode).toBe(
      'WINTER',
    );
    expect(config.BookingIncentives.length).toBeGreaterThan(0);
  });

  it('lists locations where the property has them', async () => {
    const config = parse(BookConfigSchema, (await get('/api/Book/Config/SEASIDECPT')).body);
    expect(config.Locations.map((location) => location.Name)).toEqual([
      'Main House',
      'Garden Cottages',
    ]);
  });

  it('answers 404 for an unknown property', async () => {
    expect((await get('/api/Book/Config/NOPE')).status).toBe(404);
  });
});

describe('GET /api/StaticData/{id}/…', () => {
  it('lists countries by name, including the commonest guest countries', async () => {
    const countries = parse(
      CountryListSchema,
      (await get('/api/StaticData/GRANDLDN/countries')).body,
    );
    expect(countries.length).toBeGreaterThanOrEqual(50);
    const codes = countries.map((country) => country.Code);
    for (const code of ['GB', 'US', 'ZA', 'NG', 'KE', 'IE', 'FR', 'DE'])
      expect(codes).toContain(code);
    const names = countries.map((country) => country.Name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('lists the card types each property accepts', async () => {
    const grand = parse(
      CreditCardTypeListSchema,
      (await get('/api/StaticData/grandldn/creditcardtypes')).body,
    );
    expect(grand.map((card) => card.Name)).toEqual([
      'Visa',
      'Mastercard',
      'American Express',
      'Discover',
      'Diners Club',
      'JCB',
      'UnionPay',
    ]);
    const lagos = parse(
      CreditCardTypeListSchema,
      (await get('/api/StaticData/LAGOSBAY/creditcardtypes')).body,
    );
    expect(lagos.map((card) => card.Name)).toEqual(['Visa', 'Mastercard']);
  });

  it('lists cancellation reasons, one of which asks for a comment', async () => {
    const reasons = parse(
      CancellationReasonListSchema,
      (await get('/api/StaticData/GRANDLDN/CancellationReasons')).body,
    );
    expect(reasons.length).toBeGreaterThanOrEqual(5);
    expect(reasons.filter((reason) => reason.RequiresComment).map((reason) => reason.Name)).toEqual(
      ['Other (please tell us why)'],
    );
  });

  it('answers 404 for an unknown property on every list', async () => {
    for (const list of ['countries', 'creditcardtypes', 'CancellationReasons']) {
      expect(await get(`/api/StaticData/NOPE/${list}`)).toMatchObject({
        status: 404,
        body: { Message: 'Property not found' },
      });
    }
  });
});

describe('POST /api/StaticData/{id}/flush', () => {
  const admin = { authorization: 'Bearer test-admin-key' };
  beforeAll(() => {
    process.env['ADMIN_KEY'] = 'test-admin-key';
  });
  afterAll(() => {
    delete process.env['ADMIN_KEY'];
  });

  it('needs the administrator key: none, a wrong one, or none configured is 401', async () => {
    expect((await call(api, '/api/StaticData/GRANDLDN/flush', { method: 'POST' })).status).toBe(
      401,
    );
    expect(
      (
        await call(api, '/api/StaticData/GRANDLDN/flush', {
          method: 'POST',
          headers: { authorization: 'Bearer guess' },
        })
      ).status,
    ).toBe(401);
    delete process.env['ADMIN_KEY'];
    expect(
      (await call(api, '/api/StaticData/GRANDLDN/flush', { method: 'POST', headers: admin }))
        .status,
    ).toBe(401);
    process.env['ADMIN_KEY'] = 'test-admin-key';
  });

  it('serves cached configuration until the property is flushed, then the database again', async () => {
    const before = parse(PropertySchema, (await get('/api/Property/LAGOSBAY')).body);
    await api.database.db
      .update(properties)
      .set({ name: 'Lagos Bay Hotel & Marina' })
      .where(eq(properties.id, before.PropertyId));
    expect(parse(PropertySchema, (await get('/api/Property/LAGOSBAY')).body).PropertyName).toBe(
      'Lagos Bay',
    );

    const flushed = await call(api, '/api/StaticData/lagosbay/flush', {
      method: 'POST',
      headers: admin,
    });
    expect(flushed.status).toBe(200);
    expect(parse(SuccessSchema, flushed.body)).toEqual({ Success: true });
    expect(parse(PropertySchema, (await get('/api/Property/LAGOSBAY')).body).PropertyName).toBe(
      'Lagos Bay Hotel & Marina',
    );
    const group = parse(PropertyGroupSchema, (await get('/api/PropertyGroup/COASTAL')).body);
    expect(group.Properties.find((p) => p.PropertyCode === 'LAGOSBAY')?.PropertyName).toBe(
      'Lagos Bay Hotel & Marina',
    );
  });

  it('accepts an empty JSON body, refuses other content types (415) and cross-site calls (403)', async () => {
    expect((await call(api, '/api/StaticData/GRANDLDN/flush', postJson({}, admin))).status).toBe(
      200,
    );
    const text = await call(api, '/api/StaticData/GRANDLDN/flush', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'flush',
    });
    expect(text.status).toBe(415);
    expect(parse(ApiErrorSchema, text.body).Message).toMatch(/application\/json/);
    const crossSite = await call(api, '/api/StaticData/GRANDLDN/flush', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site', ...admin },
    });
    expect(crossSite.status).toBe(403);
  });

  it('answers 404 for an unknown property', async () => {
    expect(
      (await call(api, '/api/StaticData/NOPE/flush', { method: 'POST', headers: admin })).status,
    ).toBe(404);
  });
});

describe('GET /api/CurrencyExchangeRate', () => {
  it('converts from the property currency to each display currency', async () => {
    const answer = await get('/api/CurrencyExchangeRate?propertyId=SEASIDECPT');
    expect(answer.status).toBe(200);
    const rates = parse(CurrencyExchangeRatesSchema, answer.body);
    expect(rates.BaseCurrency).toBe('ZAR');
    expect(rates.Rates.map((rate) => rate.Currency)).toEqual(['ZAR', 'GBP', 'USD', 'EUR']);
    expect(rates.Rates[0]?.Rate).toBe(1);
    // 1 USD = 18.21 ZAR = 0.7865 GBP, so 1 ZAR ≈ 0.0432 GBP.
    expect(rates.Rates.find((rate) => rate.Currency === 'GBP')?.Rate).toBeCloseTo(
      0.7865 / 18.21,
      6,
    );
  });

  it('narrows to one currency and binds query names in any case', async () => {
    const rates = parse(
      CurrencyExchangeRatesSchema,
      (await get('/api/CurrencyExchangeRate?PropertyId=seasidecpt&Currency=USD')).body,
    );
    expect(rates.Rates).toEqual([
      { Currency: 'USD', Rate: expect.closeTo(1 / 18.21, 6) as number },
    ]);
  });

  it('answers 400 per field for missing or malformed parameters, 404 for an unknown property', async () => {
    expectInvalid(
      await get('/api/CurrencyExchangeRate'),
      'propertyId',
      'The propertyId field is required.',
    );
    expectInvalid(
      await get('/api/CurrencyExchangeRate?propertyId=GRANDLDN&currency=pounds'),
      'currency',
      /three-letter/,
    );
    expect((await get('/api/CurrencyExchangeRate?propertyId=NOPE')).status).toBe(404);
  });
});

describe('GET /api/RoomTypeDetails/Get', () => {
  it('gives every room type its photos, each with its own alt text, and its size', async () => {
    const answer = await get('/api/RoomTypeDetails/Get?propertyId=GRANDLDN');
    expect(answer.status).toBe(200);
    const list = parse(RoomTypeDetailsListSchema, answer.body);
    expect(list).toHaveLength(5);
    expect(list[0]).toMatchObject({
      Photos: [
        {
          Url: '/images/rooms/cldbl.jpg',
          AltText: 'Classic Double: a double bed with white linen by a window onto the courtyard',
        },
        { Url: '/images/grandldn-hero.jpg', AltText: 'The hotel’s façade on the Strand' },
      ],
      SizeSquareMetres: 22,
    });
    const one = parse(
      RoomTypeDetailsListSchema,
      (await get(`/api/RoomTypeDetails/Get?propertyId=GRANDLDN&roomTypeId=${list[1]!.RoomTypeId}`))
        .body,
    );
    expect(one).toEqual([list[1]]);
  });

  it('answers 400 for a non-numeric room type or no property, 404 for another property’s room type', async () => {
    expectInvalid(
      await get('/api/RoomTypeDetails/Get?propertyId=GRANDLDN&roomTypeId=twin'),
      'roomTypeId',
      /numeric id/,
    );
    expectInvalid(await get('/api/RoomTypeDetails/Get'), 'propertyId');
    const lagos = parse(
      RoomTypeDetailsListSchema,
      (await get('/api/RoomTypeDetails/Get?propertyId=LAGOSBAY')).body,
    );
    expect(lagos.every((entry) => entry.SizeSquareMetres === null)).toBe(true);
    expect(
      (await get(`/api/RoomTypeDetails/Get?propertyId=GRANDLDN&roomTypeId=${lagos[0]!.RoomTypeId}`))
        .status,
    ).toBe(404);
  });
});

describe('GET /api/RoomTypeConfiguration/Get', () => {
  it('lists the room configuration options of every room type', async () => {
    const answer = await get('/api/RoomTypeConfiguration/Get?propertyId=GRANDLDN');
    expect(answer.status).toBe(200);
    const list = parse(RoomTypeConfigurationListSchema, answer.body);
    expect(list).toHaveLength(5);
    const names = list.map((entry) => entry.DropdownOptions.map((option) => option.Name));
    expect(names).toContainEqual(['Twin beds', 'Beds pushed together']);
    expect(names).toContainEqual(['Double bed']);
  });

  it('narrows to one room type', async () => {
    const all = parse(
      RoomTypeConfigurationListSchema,
      (await get('/api/RoomTypeConfiguration/Get?propertyId=GRANDLDN')).body,
    );
    const second = all[1]!;
    const one = parse(
      RoomTypeConfigurationListSchema,
      (
        await get(
          `/api/RoomTypeConfiguration/Get?propertyId=grandldn&roomTypeId=${second.RoomTypeId}`,
        )
      ).body,
    );
    expect(one).toEqual([second]);
  });

  it('answers 400 for a non-numeric room type, 404 for a room type of another property or an unknown property', async () => {
    expectInvalid(
      await get('/api/RoomTypeConfiguration/Get?propertyId=GRANDLDN&roomTypeId=twin'),
      'roomTypeId',
      /numeric id/,
    );
    expectInvalid(await get('/api/RoomTypeConfiguration/Get'), 'propertyId');
    const lagos = parse(
      RoomTypeConfigurationListSchema,
      (await get('/api/RoomTypeConfiguration/Get?propertyId=LAGOSBAY')).body,
    );
    expect(lagos.every((entry) => entry.DropdownOptions.length === 0)).toBe(true);
    const other = await get(
      `/api/RoomTypeConfiguration/Get?propertyId=GRANDLDN&roomTypeId=${lagos[0]!.RoomTypeId}`,
    );
    expect(other).toMatchObject({ status: 404, body: { Message: 'Room type not found' } });
    expect((await get('/api/RoomTypeConfiguration/Get?propertyId=NOPE')).status).toBe(404);
  });
});

describe('POST /api/Log', () => {
  const entry = {
    Level: 'error',
    Name: 'HTTPError',
    Message: 'Request failed with status code 500',
    Code: 'ERR_BAD_RESPONSE',
    Status: 500,
    Url: '/api/Reservation/Create',
    Method: 'post',
    Timestamp: '2026-01-15T09:31:00.000Z',
  };

  it('stores a batch and answers 204, with card numbers and security codes masked', async () => {
    const answer = await call(
      api,
      '/api/Log',
      postJson({
        Entries: [
          entry,
          {
            ...entry,
            Level: 'warn',
            Message: 'Card 4111 1111 1111 1111 declined (cvv 123)',
            Code: null,
            Status: null,
          },
        ],
      }),
    );
    expect(answer).toMatchObject({ status: 204, body: null });
    const rows = await api.database.db.select().from(clientLogs).orderBy(clientLogs.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      level: 'error',
      name: 'HTTPError',
      status: 500,
      method: 'POST',
      url: '/api/Reservation/Create',
    });
    expect(rows[1]?.message).toBe('Card ************1111 declined (cvv ***)');
    expect(JSON.stringify(rows)).not.toMatch(/4111 1111|411111/);
  });

  it('keeps client logs for 30 days', async () => {
    const old = new Date(TEST_NOW.getTime() - 31 * 24 * 60 * 60 * 1000);
    await api.database.db.insert(clientLogs).values({
      level: 'error',
      name: 'Old',
      message: 'old entry',
      clientTimestamp: old,
      receivedAt: old,
    });
    await pruneClientLogs(api.database.db, TEST_NOW);
    expect(
      await api.database.db.select().from(clientLogs).where(eq(clientLogs.name, 'Old')),
    ).toEqual([]);
  });

  it('limits each client address to 60 batches a minute (429 with Retry-After)', async () => {
    const send = () =>
      call(
        api,
        '/api/Log',
        postJson({ Entries: [entry4242()] }, { [CLIENT_ADDRESS_HEADER]: '198.51.100.7' }),
      );
    for (let i = 0; i < 60; i++) expect((await send()).status).toBe(204);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address, and the site's own in-process calls (no address), are not held back.
    expect(
      (
        await call(
          api,
          '/api/Log',
          postJson({ Entries: [entry4242()] }, { [CLIENT_ADDRESS_HEADER]: '198.51.100.8' }),
        )
      ).status,
    ).toBe(204);
    expect((await call(api, '/api/Log', postJson({ Entries: [entry4242()] }))).status).toBe(204);
  });

  it('answers 400 with the field path of each bad entry', async () => {
    const answer = await call(
      api,
      '/api/Log',
      postJson({ Entries: [entry, { ...entry, Level: 'debug', Timestamp: 'yesterday' }] }),
    );
    expectInvalid(answer, 'Entries[1].Level', 'Level is one of error, warn, info.');
    expectInvalid(answer, 'Entries[1].Timestamp');
    expectInvalid(
      await call(api, '/api/Log', postJson({ Entries: [] })),
      'Entries',
      'Send at least one entry.',
    );
    expectInvalid(
      await call(api, '/api/Log', postJson({ Entries: Array.from({ length: 51 }, () => entry) })),
      'Entries',
      'Send at most 50 entries at a time.',
    );
    expectInvalid(
      await call(api, '/api/Log', postJson({})),
      'Entries',
      'The Entries field is required.',
    );
    expectInvalid(await call(api, '/api/Log', postJson('hello')), '$');
  });

  it('answers 400 for malformed JSON and 415 for bodies that are not JSON', async () => {
    const malformed = await call(api, '/api/Log', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"Entries": [',
    });
    expectInvalid(malformed, '$', 'The request body is not valid JSON.');
    expect(
      (
        await call(api, '/api/Log', {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify({ Entries: [entry] }),
        })
      ).status,
    ).toBe(415);
    expect((await call(api, '/api/Log', { method: 'POST' })).status).toBe(415);
    expect(
      (
        await call(api, '/api/Log', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'Entries=1',
        })
      ).status,
    ).toBe(415);
  });
});

describe('routing and failures', () => {
  it('answers an unknown /api route or method with 404 JSON', async () => {
    for (const [method, path] of [
      ['GET', '/api/NoSuchThing'],
      ['GET', '/api/Property'],
      ['DELETE', '/api/Property/GRANDLDN'],
    ] as const) {
      const answer = await call(api, path, { method });
      expect(answer.status).toBe(404);
      expect(parse(ApiErrorSchema, answer.body).Message).toBeTruthy();
    }
  });

  it('answers any host, so server-side page loads can call it in-process', async () => {
    const response = await api.fetch(new Request('https://hotel.example:8443/api/health'));
    expect(response.status).toBe(200);
  });

  it('answers 500 with a generic message and logs a request id, the route and the error kind, never its message or the body', async () => {
    // Database errors quote the query's parameters in their message: names, emails, tokens.
    const failing = new Proxy(
      {},
      {
        get: () => {
          throw Object.assign(
            new Error('insert failed: params ada@example.com, 4242424242424242'),
            { code: '22021' },
          );
        },
      },
    ) as Database;
    const app = createApp({ db: failing });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const answer = await call(app, '/api/Log', postJson({ Entries: [entry4242()] }));
      expect(answer).toMatchObject({
        status: 500,
        body: { Message: 'An unexpected error occurred' },
      });
      const output = logged.mock.calls
        .flat()
        .map((part) => (part instanceof Error ? part.stack : String(part)))
        .join('\n');
      expect(output).toContain(
        `request ${answer.headers.get('x-request-id')} POST /api/Log failed: Error (code 22021)`,
      );
      expect(output).not.toContain('ada@example.com');
      expect(output).not.toContain('4242');
    } finally {
      logged.mockRestore();
    }
  });
});

function entry4242() {
  return {
    Level: 'error',
    Name: 'Error',
    Message: 'card 4242424242424242',
    Timestamp: '2026-01-15T09:31:00Z',
  };
}
