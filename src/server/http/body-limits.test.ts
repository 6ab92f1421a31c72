import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../areas/index.ts';
import type { ReferenceApi } from '../runtime.ts';
import { call, postJson, TEST_SEED_DAY } from '../testing/fixtures.ts';
import { openTestApi } from '../testing/seeded-api.ts';
import { bodyLimitOf, bodyLimits, MAX_BODY_BYTES } from './json-body.ts';
import { addDays } from '../../domain/shared/clock.ts';

// Bodies are refused by size before they are parsed (a 1 MB body of 90,000 keys takes ~145 ms of
// CPU to parse), and by depth before any field is looked at (thousands of levels overflow the
// recursive checks' stack).
let api: ReferenceApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(async () => {
  await api?.close();
});

const writes = apiRoutes.filter((route) => route.body !== undefined);
const pathOf = (pattern: string) => `/api${pattern.replace(/:(\w+)/g, 'GRANDLDN')}`;
const search = {
  PropertyId: 'GRANDLDN',
  DateFrom: addDays(TEST_SEED_DAY, 30),
  DateTo: addDays(TEST_SEED_DAY, 32),
  Rooms: [{ NumberOfAdults: 2, NumberOfChildren: 0, NumberOfInfants: 0 }],
};
type Refusal = { Message: string; ModelState?: Record<string, string[]> };

describe('request body limits', () => {
  it.each(writes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s refuses JSON nested thousands of levels deep with 400',
    async (_name, route) => {
      // Within the size limit (16 kB): depth, not size, is refused.
      const deepArrays = '['.repeat(4000) + ']'.repeat(4000);
      const deepObjects = '{"a":'.repeat(2500) + '1' + '}'.repeat(2500);
      for (const deep of [deepArrays, deepObjects]) {
        const answer = await call(api, pathOf(route.path), {
          method: route.method,
          headers: { 'content-type': 'application/json' },
          body: deep,
        });
        expect(answer.status).toBe(400);
      }
    },
  );

  it('says why a deeply nested body is refused', async () => {
    const answer = await call(
      api,
      '/api/Availability/Search',
      postJson(JSON.parse('['.repeat(100) + ']'.repeat(100))),
    );
    expect(answer.status).toBe(400);
    expect((answer.body as Refusal).ModelState?.['$']).toEqual([
      'The request body is nested too deeply.',
    ]);
  });

  it('refuses a search body of 100 kB with 413 before parsing it, saying so', async () => {
    const keys = Object.fromEntries(Array.from({ length: 9000 }, (_, i) => [`k${i}`, 0]));
    const answer = await call(api, '/api/Availability/Search', postJson({ ...search, ...keys }));
    expect(answer.status).toBe(413);
    expect((answer.body as Refusal).Message).toBe(
      'The request body is too large: at most 16 kB is accepted.',
    );
  });

  it('refuses a body longer than its Content-Length says without reading past the limit', async () => {
    let pulled = 0;
    const chunk = new TextEncoder().encode(`{"k":"${'x'.repeat(8000)}",`);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.length;
        if (pulled > 1_000_000) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const answer = await call(api, '/api/Availability/Search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBe(413);
    expect(pulled).toBeLessThan(100_000);
  });

  it('still answers a body within the limit with 400 and a message per field', async () => {
    const answer = await call(
      api,
      '/api/Availability/Search',
      postJson({ ...search, PromoCode: 'x'.repeat(5000) }),
    );
    expect(answer.status).toBe(400);
    expect((answer.body as Refusal).ModelState?.['PromoCode']?.length).toBeGreaterThan(0);
  });

  it('takes a full batch of client logs (the browser sends up to 20 entries)', async () => {
    const entry = {
      Level: 'error',
      Name: 'ApiError',
      Message: 'm'.repeat(4000),
      Url: `/api/x?${'q'.repeat(1900)}`,
      Method: 'GET',
      Timestamp: `${TEST_SEED_DAY}T09:00:00Z`,
    };
    const answer = await call(
      api,
      '/api/Log',
      postJson({ Entries: Array.from({ length: 20 }, () => entry) }),
    );
    expect(answer.status).toBe(204);
  });

  it.each([
    ['POST', '/api/Availability/Search', 16 * 1024],
    ['POST', '/api/SimulatedGateway/Sessions/gw_1/Complete', 16 * 1024],
    ['POST', '/api/Reservation/Create', 64 * 1024],
    ['POST', '/api/PreCheckIn/Save', 128 * 1024],
    ['POST', '/api/Log', 128 * 1024],
    ['POST', '/api/No/Such/Operation', MAX_BODY_BYTES],
    ['GET', '/api/Availability/Search', MAX_BODY_BYTES],
  ])('the listener reads at most the limit of %s %s (%i bytes)', (method, path, limit) => {
    expect(bodyLimits(apiRoutes)(method, path)).toBe(limit);
  });

  it('gives every operation a limit no larger than what the listener reads', () => {
    for (const route of writes) expect(bodyLimitOf(route)).toBeLessThanOrEqual(MAX_BODY_BYTES);
  });
});
