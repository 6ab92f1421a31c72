import * as v from 'valibot';
import { defineRoute, type RouteDefinition } from '../../http/route.ts';
import { buildOpenApiDocument } from '../../openapi/document.ts';
import { contractComponents } from '../../openapi/named-schemas.ts';
import { WEBHOOK_OPERATIONS } from '../payments/index.ts';

const OpenApiDocumentSchema = v.looseObject({
  openapi: v.string(),
  paths: v.record(v.string(), v.unknown()),
});

/** GET /api/openapi.json, generated once from the contract schemas of `routes` (and of itself). */
export function openApiRoute(routes: readonly RouteDefinition[]): RouteDefinition {
  let document: Record<string, unknown> | undefined;
  const self: RouteDefinition = defineRoute({
    method: 'GET',
    path: '/openapi.json',
    tag: 'Meta',
    summary: 'This document: the reference API contract as OpenAPI 3.1.',
    response: OpenApiDocumentSchema,
    handle: () =>
      (document ??= buildOpenApiDocument(
        [...routes, self],
        contractComponents(),
        {
          title: 'Stayfront booking API',
          version: '1.0.0',
          description:
            'The /api contract the Stayfront front end calls; the reference API implements it.',
        },
        WEBHOOK_OPERATIONS,
      )) as v.InferInput<typeof OpenApiDocumentSchema>,
  });
  return self;
}
