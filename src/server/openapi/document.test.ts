import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { call } from '../testing/fixtures.ts';

// The document is built from schemas only; a database that is never touched is enough.
const app = createApp({ db: {} as Database });

interface Operation {
  operationId: string;
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

async function loadDocument(): Promise<Document> {
  const answer = await call(app, '/api/openapi.json');
  expect(answer.status).toBe(200);
  return answer.body as Document;
}

describe('GET /api/openapi.json', () => {
  it('is OpenAPI 3.1 and lists every route the app serves', async () => {
    const document = await loadDocument();
    expect(document.openapi).toBe('3.1.0');
    const served = app.routes
      .filter((route) => route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`);
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(new Set(documented)).toEqual(new Set(served));
    for (const expected of [
      'GET /api/Property/{id}',
      'GET /api/PropertyGroup/{id}',
      'GET /api/Book/Config/{id}',
      'GET /api/StaticData/{id}/countries',
      'GET /api/StaticData/{id}/creditcardtypes',
      'GET /api/StaticData/{id}/CancellationReasons',
      'POST /api/StaticData/{id}/flush',
      'GET /api/CurrencyExchangeRate',
      'GET /api/RoomTypeConfiguration/Get',
      'GET /api/RoomTypeDetails/Get',
      'GET /api/Company/SearchCompanies',
      'POST /api/Log',
      'GET /api/health',
      'GET /api/openapi.json',
    ]) {
      expect(documented).toContain(expected);
    }
  });

  it('describes inputs and outputs with the contract schemas', async () => {
    const { paths, components } = await loadDocument();
    const property = paths['/api/Property/{id}']?.get;
    expect(property?.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
    expect(property?.responses['200']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/Property',
    });
    expect(property?.responses['404']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });

    const rates = paths['/api/CurrencyExchangeRate']?.get;
    expect(rates?.parameters?.map((p) => [p.name, p.in, p.required])).toEqual([
      ['propertyId', 'query', true],
      ['currency', 'query', false],
    ]);

    const log = paths['/api/Log']?.post;
    expect(log?.requestBody?.content['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/LogBatch',
    });
    expect(Object.keys(log?.responses ?? {})).toEqual(
      expect.arrayContaining(['204', '400', '415', '500']),
    );
    // Every refusal a route declares is published, not only 404.
    const create = paths['/api/Reservation/Create']?.post;
    expect(Object.keys(create?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '402', '404', '409', '422']),
    );
    // Each operation publishes the largest body it takes.
    const described = (responses: unknown) =>
      (responses as Record<string, { description?: string }>)['413']?.description;
    expect(described(create?.responses)).toBe('Body larger than 64 kB.');
    expect(described(paths['/api/Availability/Search']?.post?.responses)).toBe(
      'Body larger than 16 kB.',
    );

    const propertySchema = components.schemas.Property as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(propertySchema.required).toContain('PropertyCode');
    expect(propertySchema.properties.Theme).toEqual({ $ref: '#/components/schemas/Theme' });
  });

  it('has no reference to a schema it does not define', async () => {
    const document = await loadDocument();
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of new Set(refs)) {
      const name = /#\/components\/schemas\/([^"]+)/.exec(ref)?.[1];
      expect(name, ref).toBeDefined();
      expect(document.components.schemas, ref).toHaveProperty(name!);
    }
  });
});
