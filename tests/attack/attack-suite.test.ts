import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../src/server/areas/index.ts';
import { WEBHOOK_OPERATIONS } from '../../src/server/areas/payments/webhook.ts';
import type { RouteDefinition } from '../../src/server/http/route.ts';
import type { ReferenceApi } from '../../src/server/runtime.ts';
import { openTestApi } from '../../src/server/testing/seeded-api.ts';
import { hostileText, hostileValue, objectOf } from './arbitraries.ts';

/**
 * For every operation of the published contract, generated invalid and hostile inputs — wrong
 * types, missing fields, NUL and control characters, huge strings and arrays, out-of-range numbers,
 * impossible dates, prototype keys — must get a 4xx that says what is wrong, never a 5xx.
 * `npm test` sends ATTACK_RUNS (200) per operation; `npm run attack` sends more.
 */
const RUNS = Number(process.env['ATTACK_RUNS'] ?? 200);

let api: ReferenceApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(async () => {
  await api?.close();
});

type Entries = Record<string, never>;
const entriesOf = (schema: unknown): Entries | null =>
  schema && typeof schema === 'object' && 'entries' in schema ? (schema.entries as Entries) : null;

/** One request for the route with generated path, query and body. */
function requestFor(
  route: RouteDefinition,
): fc.Arbitrary<{ url: string; init: RequestInit; text: string }> {
  const params = Object.keys(entriesOf(route.params) ?? {});
  const query = Object.keys(entriesOf(route.query) ?? {});
  const bodyEntries = entriesOf(route.body);
  const body: fc.Arbitrary<unknown> = route.body
    ? bodyEntries
      ? fc.oneof(
          { weight: 4, arbitrary: objectOf(bodyEntries) },
          { weight: 1, arbitrary: hostileValue },
        )
      : hostileValue
    : fc.constant(undefined);
  return fc
    .record({
      params: fc.tuple(...params.map(() => hostileText)),
      query: fc.tuple(...query.map(() => fc.option(hostileText, { nil: undefined }))),
      body,
      address: fc.integer({ min: 1, max: 250 }),
    })
    .map(({ params: values, query: queryValues, body: payload, address }) => {
      let path = route.path;
      params.forEach(
        (name, index) =>
          (path = path.replace(`:${name}`, encodeURIComponent(values[index] ?? '') || '%20')),
      );
      const search = new URLSearchParams();
      query.forEach((name, index) => {
        const value = queryValues[index];
        if (value !== undefined) search.set(name, value);
      });
      const headers: Record<string, string> = {
        'x-stayfront-client-address': `203.0.113.${address}`,
      };
      const init: RequestInit = { method: route.method, headers };
      const text =
        route.method === 'GET' ? '' : payload === undefined ? '{}' : JSON.stringify(payload);
      if (route.method !== 'GET') {
        headers['content-type'] = 'application/json';
        init.body = text;
      }
      return {
        url: `http://127.0.0.1:4321/api${path}${search.size ? `?${search}` : ''}`,
        init,
        text,
      };
    });
}

describe('attack suite: hostile input to every operation', () => {
  it('covers every operation the OpenAPI document publishes', async () => {
    const document = (await (
      await api.fetch(new Request('http://127.0.0.1:4321/api/openapi.json'))
    ).json()) as { paths: Record<string, Record<string, unknown>> };
    const published = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const attacked = [
      ...apiRoutes.map(
        (route) => `${route.method} /api${route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`,
      ),
      // The payment webhooks take a provider's signed raw body: webhook-attack.test.ts.
      ...Object.keys(WEBHOOK_OPERATIONS).map((path) => `POST ${path}`),
    ];
    expect(new Set(attacked)).toEqual(
      new Set(published.filter((operation) => operation !== 'GET /api/openapi.json')),
    );
  });

  for (const route of apiRoutes) {
    it(`${route.method} ${route.path}: ${RUNS} hostile requests, each a 4xx with a message or a 2xx, never a 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(requestFor(route), async ({ url, init, text: sent }) => {
          const response = await api.fetch(new Request(url, init));
          const text = await response.text();
          expect(
            response.status,
            `${init.method} ${url.slice(0, 200)} ${sent.slice(0, 300)} → ${text.slice(0, 300)}`,
          ).toBeLessThan(500);
          if (response.status >= 400) {
            const body = JSON.parse(text) as {
              Message?: unknown;
              ModelState?: Record<string, string[]>;
            };
            expect(typeof body.Message).toBe('string');
            if (response.status === 400)
              expect(Object.keys(body.ModelState ?? {}).length, text.slice(0, 300)).toBeGreaterThan(
                0,
              );
          }
        }),
        { numRuns: RUNS },
      );
    }, 120_000);
  }
});
