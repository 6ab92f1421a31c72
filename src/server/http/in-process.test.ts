import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AvailabilitySearchResultSchema } from '../../api/contract/availability-search.ts';
import { CurrencyExchangeRatesSchema } from '../../api/contract/currency-exchange-rate.ts';
import { PropertySchema } from '../../api/contract/property.ts';
import { addDays } from '../../domain/shared/clock.ts';
import { createReferenceApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import type { ReferenceApi } from '../runtime.ts';
import { call, postJson, TEST_SEED_DAY } from '../testing/fixtures.ts';
import { openTestApi } from '../testing/seeded-api.ts';

// One seeded in-memory database for the file (each PGlite costs seconds and ~300 MB).
let api: ReferenceApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(async () => {
  await api?.close();
});

const inProcess = (request: Parameters<NonNullable<ReferenceApi['call']>>[0]) => {
  if (!api.call) throw new Error('The reference API answers calls from this process.');
  return api.call(request);
};

const search = (rooms: unknown) => ({
  PropertyId: 'GRANDLDN',
  DateFrom: addDays(TEST_SEED_DAY, 30),
  DateTo: addDays(TEST_SEED_DAY, 32),
  Rooms: rooms,
});

describe('operations called from this process through the app', () => {
  it('answer exactly what the same request over HTTP answers', async () => {
    const body = search([{ NumberOfAdults: 2, NumberOfChildren: 0, NumberOfInfants: 0 }]);
    const overHttp = await call(api, '/api/Availability/Search', postJson(body));
    const without = await inProcess({ method: 'POST', path: 'Availability/Search', body });
    expect(overHttp.status).toBe(200);
    expect(without).toEqual({
      status: 200,
      body: overHttp.body,
      schema: AvailabilitySearchResultSchema,
    });

    const property = await inProcess({ method: 'GET', path: 'Property/GRANDLDN' });
    expect(property).toEqual({
      status: 200,
      body: (await call(api, '/api/Property/GRANDLDN')).body,
      schema: PropertySchema,
    });
  });

  it('hand over their answer frozen outside production: a page cannot write into the API’s objects', async () => {
    const { body } = await inProcess({ method: 'GET', path: 'Property/GRANDLDN' });
    expect(Object.isFrozen(body)).toBe(true);
    expect(() => {
      (body as { PropertyName: string }).PropertyName = 'Changed';
    }).toThrow(TypeError);
  });

  it('bind path parameters and case-insensitive query strings as HTTP does', async () => {
    const encoded = await inProcess({
      method: 'GET',
      path: `Property/${encodeURIComponent('GRANDLDN')}`,
    });
    expect(encoded.status).toBe(200);
    const rates = await inProcess({
      method: 'GET',
      path: 'CurrencyExchangeRate',
      query: { propertyid: 'GRANDLDN' },
    });
    expect(rates).toEqual({
      status: 200,
      body: (await call(api, '/api/CurrencyExchangeRate?propertyid=GRANDLDN')).body,
      schema: CurrencyExchangeRatesSchema,
    });
  });

  it('refuse bad input with the same 400 and per-field messages', async () => {
    const body = search([{ NumberOfAdults: 'two' }]);
    const overHttp = await call(api, '/api/Availability/Search', postJson(body));
    const without = await inProcess({ method: 'POST', path: 'Availability/Search', body });
    expect(overHttp.status).toBe(400);
    expect(without).toEqual({ status: 400, body: overHttp.body });
  });

  it('answer 404 for an unknown property and for a path no operation has', async () => {
    expect((await inProcess({ method: 'GET', path: 'Property/NOSUCH' })).status).toBe(404);
    expect(await inProcess({ method: 'GET', path: 'Property' })).toEqual({
      status: 404,
      body: { Message: 'No API operation matches this path and method.' },
    });
    expect((await inProcess({ method: 'POST', path: 'Property/GRANDLDN' })).status).toBe(404);
  });

  it('answer an unexpected failure with the generic 500, its message kept out of the log', async () => {
    const failing = new Proxy(
      {},
      {
        get: () => {
          throw Object.assign(new Error('select failed: params ada@example.com'), {
            code: '22021',
          });
        },
      },
    ) as Database;
    const { call: failingCall } = createReferenceApp({ db: failing });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const answer = await failingCall({ method: 'GET', path: 'Property/GRANDLDN' });
      expect(answer).toEqual({ status: 500, body: { Message: 'An unexpected error occurred' } });
      const output = logged.mock.calls.flat().map(String).join('\n');
      expect(output).toMatch(/GET \/api\/Property\/:id failed: Error \(code 22021\)/);
      expect(output).not.toContain('ada@example.com');
    } finally {
      logged.mockRestore();
    }
  });
});
