import {
  toJsonSchema,
  toJsonSchemaDefs,
  type ConversionConfig,
  type JsonSchema,
} from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { SESSION_COOKIE } from '../auth/session-cookie.ts';
import { bodyLimitOf } from '../http/json-body.ts';
import type { RouteDefinition } from '../http/route.ts';

export interface OpenApiInfo {
  readonly title: string;
  readonly version: string;
  readonly description: string;
}

/** What each area of the contract is for (spec §7), published as the document's tags. */
const TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  Meta: 'Health and this document.',
  Property: 'A property: name, address, currency, VAT, occupancy settings and brand colours.',
  PropertyGroup: 'A group of properties with its areas, for the group search.',
  Book: 'Booking-engine configuration of a property.',
  StaticData: 'Countries, card types and cancellation reasons.',
  CurrencyExchangeRate:
    'Rates for showing prices in another currency (payment stays in the property currency).',
  RoomTypeConfiguration: 'Room set-up choices (for example twin or double) per room type.',
  Company: 'Organisations a logged-in guest may invoice.',
  Log: 'Batched client error logs (no personal data).',
  Availability: 'Searching stays, the availability calendar and promo codes.',
  Service: 'Extras that can be added to a room.',
  Reservation: 'Creating a booking, its payment status and confirmation, gift vouchers.',
  SimulatedGateway: 'The simulated payment gateway that stands where a real one would.',
  Payments: 'Payment providers\u2019 webhooks (Stripe, Paystack), signed on the raw body.',
  Account: 'Guest accounts: login, registration, password and profile.',
  Contact: 'Messages to the hotel.',
  ManageBooking: 'Finding, amending and cancelling a booking.',
  PreCheckIn: 'Guest registration before arrival from an emailed link.',
  PayByLink: 'Paying an invoice or storing a card from an emailed link.',
  RestaurantBooking: 'Booking a table at a restaurant of the property.',
  Dev: 'Demo-only development helpers (the outbox).',
};

const SESSION_SCHEME = 'sessionCookie';

type AnySchema = v.GenericSchema;

/**
 * Builds an OpenAPI 3.1 document from the routes' contract schemas. Named contract schemas become
 * `components.schemas` (`PropertySchema` → `Property`) and are referenced wherever a route uses them.
 */
export function buildOpenApiDocument(
  routes: readonly RouteDefinition[],
  namedSchemas: Readonly<Record<string, AnySchema>>,
  info: OpenApiInfo,
  /** Operations outside the contract routes (payment webhooks, which take a provider's raw body). */
  rawOperations: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {},
): Record<string, unknown> {
  const config: ConversionConfig = {
    target: 'draft-2020-12',
    // Requests are documented as sent (query ids are strings before parsing); responses have no transforms.
    typeMode: 'input',
    definitions: namedSchemas,
    // `check` (calendar validity) and `trim` have no JSON Schema form; the pattern still documents them.
    ignoreActions: ['check', 'trim'],
    overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
  };
  const convert = (schema: AnySchema): JsonSchema => stripDialect(toJsonSchema(schema, config));
  const { definitions: _named, ...defsConfig } = config;
  const components: Record<string, JsonSchema> = toJsonSchemaDefs(namedSchemas, defsConfig);

  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = `/api${route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
    (paths[path] ??= {})[route.method.toLowerCase()] = operation(route, convert);
  }
  for (const [path, operations] of Object.entries(rawOperations))
    paths[path] = { ...paths[path], ...operations };
  const rawTags = Object.values(rawOperations).flatMap((operations) =>
    Object.values(operations).flatMap((op) => (op as { tags?: string[] }).tags ?? []),
  );
  const tags = [...new Set([...routes.map((route) => route.tag), ...rawTags])]
    .sort()
    .map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? `${name} operations.` }));
  return {
    openapi: '3.1.0',
    info: { ...info, license: { name: 'Proprietary', url: 'https://stayfront.example/licence' } },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [
      {
        url: '/',
        description:
          'This site: the reference API, or the hotel’s own booking API behind API_UPSTREAM.',
      },
    ],
    tags,
    paths,
    components: {
      schemas: usedComponents(paths, components),
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description:
            'The logged-in guest’s session (HttpOnly, SameSite=Lax), set by Account/Authenticate.',
        },
      },
    },
  };
}

/** Only the named schemas the operations reach (directly or through other schemas). */
function usedComponents(
  paths: unknown,
  components: Record<string, JsonSchema>,
): Record<string, JsonSchema> {
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    const text = JSON.stringify(value);
    for (const match of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      const name = match[1]!;
      if (used.has(name)) continue;
      used.add(name);
      visit(components[name]);
    }
  };
  visit(paths);
  return Object.fromEntries(Object.entries(components).filter(([name]) => used.has(name)));
}

/** Who may call an operation: anyone, anyone (acting for the guest when logged in), or only a logged-in guest. */
function securityOf(route: RouteDefinition): Record<string, string[]>[] {
  if (route.errors?.includes(401)) return [{ [SESSION_SCHEME]: [] }];
  if (route.session === 'optional') return [{}, { [SESSION_SCHEME]: [] }];
  return [];
}

/** What each refusal a route declares means, for the published contract. */
const ERROR_DESCRIPTIONS: Record<number, string> = {
  401: 'Not logged in.',
  402: 'Payment declined; nothing was booked.',
  404: 'Not found.',
  409: 'Conflict with the current state (sold out, prices changed); nothing was changed.',
  422: 'The Idempotency-Key was used with a different request.',
  429: 'Too many attempts; Retry-After says when to try again.',
};

function operation(
  route: RouteDefinition,
  convert: (schema: AnySchema) => JsonSchema,
): Record<string, unknown> {
  const parameters = [
    ...parametersOf(route.params, 'path', convert),
    ...parametersOf(route.query, 'query', convert),
  ];
  const errorRef = { $ref: '#/components/schemas/ApiError' };
  const error = (description: string) => ({
    description,
    content: { 'application/json': { schema: errorRef } },
  });
  const responses: Record<string, unknown> = route.response
    ? {
        '200': {
          description: 'OK',
          content: { 'application/json': { schema: convert(route.response) } },
        },
      }
    : { '204': { description: 'No Content' } };
  const isWrite = route.method !== 'GET';
  if (route.params || route.query || route.body)
    responses['400'] = error('Invalid input; ModelState lists the messages per field.');
  if (isWrite) responses['403'] = error('Cross-site write refused.');
  for (const status of route.errors ?? [])
    responses[String(status)] ??= error(ERROR_DESCRIPTIONS[status] ?? 'Refused; Message says why.');
  if (route.body)
    responses['413'] = error(`Body larger than ${Math.round(bodyLimitOf(route) / 1024)} kB.`);
  if (isWrite) responses['415'] = error('The body is not application/json.');
  responses['500'] = error('Unexpected error.');
  return {
    operationId: operationId(route),
    tags: [route.tag],
    summary: route.summary,
    description: route.description ?? route.summary,
    security: securityOf(route),
    ...(parameters.length ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: convert(route.body) } },
          },
        }
      : {}),
    responses,
  };
}

function parametersOf(
  schema: AnySchema | undefined,
  location: 'path' | 'query',
  convert: (schema: AnySchema) => JsonSchema,
) {
  if (!schema || !('entries' in schema)) return [];
  const entries = schema.entries as Record<string, AnySchema>;
  return Object.entries(entries).map(([name, entry]) => {
    const optional = entry.type === 'optional' || entry.type === 'exact_optional';
    const inner = optional && 'wrapped' in entry ? (entry.wrapped as AnySchema) : entry;
    return {
      name,
      in: location,
      required: location === 'path' || !optional,
      schema: convert(inner),
    };
  });
}

/** `GET /StaticData/:id/countries` → `getStaticDataCountries`. */
function operationId(route: RouteDefinition): string {
  const words = route.path.split('/').filter((part) => part && !part.startsWith(':'));
  return (
    route.method.toLowerCase() +
    words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join('')
  );
}

function stripDialect(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, $defs: _defs, ...rest } = schema as JsonSchema & { $defs?: unknown };
  return rest;
}
