import type { Hono } from 'hono';
import { CLIENT_ADDRESS_HEADER } from '../auth/client-address.ts';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../auth/throttle.ts';
import type { AppContext } from '../context.ts';
import { HttpError, INVALID_REQUEST_MESSAGE } from './errors.ts';
import type { RouteDefinition } from './route.ts';
import { bindQuery, parseInput } from './validation.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MAX_BODY_BYTES = 1_000_000;

/** Registers a route on the app: guards, parses every input with its contract schema, answers JSON (or 204). */
export function mountRoute(app: Hono, route: RouteDefinition, ctx: AppContext): void {
  app.on(route.method, route.path, async (c) => {
    const request = c.req.raw;
    if (WRITE_METHODS.has(request.method)) guardWrite(request, route.body !== undefined);
    if (route.perMinute) {
      const address = request.headers.get(CLIENT_ADDRESS_HEADER);
      const wait = address
        ? ctx.rateLimiter.take(
            `${route.method} ${route.path}`,
            address,
            route.perMinute,
            ctx.now().getTime(),
          )
        : 0;
      if (wait > 0)
        return c.json({ Message: TOO_MANY_ATTEMPTS_MESSAGE }, 429, {
          'Retry-After': String(wait),
          'Cache-Control': 'no-store',
        });
    }
    const params = route.params ? parseInput(route.params, c.req.param(), 'path') : undefined;
    const query = route.query
      ? parseInput(route.query, bindQuery(c.req.query(), route.query), 'query')
      : undefined;
    const body = route.body
      ? parseInput(route.body, await readJsonBody(request), 'body')
      : undefined;
    const responseHeaders = new Headers();
    let result: unknown;
    try {
      result = await route.handle({ params, query, body, ctx, request, responseHeaders });
    } catch (error) {
      // A refusal may carry headers of its own (Retry-After with a 429, a cleared session cookie).
      if (error instanceof HttpError)
        return withHeaders(c.json(error.toBody(), error.status), responseHeaders);
      throw error;
    }
    if (!route.response) return withHeaders(c.body(null, 204), responseHeaders);
    return withHeaders(
      new Response(JSON.stringify(result), {
        status: 200,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      }),
      responseHeaders,
    );
  });
}

function withHeaders(response: Response, extra: Headers): Response {
  // append, not set: several Set-Cookie lines must all reach the browser.
  for (const [name, value] of extra) response.headers.append(name, value);
  // API answers are about one guest, one booking or the live inventory: no shared or browser cache keeps them.
  if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'no-store');
  return response;
}

/** `application/json`, with or without parameters such as charset. */
export function isJsonContentType(contentType: string | null): boolean {
  return contentType !== null && /^application\/json\s*(;|$)/i.test(contentType.trim());
}

/**
 * Writes accept only JSON bodies (a cross-site form cannot send one without a CORS preflight), and
 * browsers' cross-site writes are refused outright.
 */
function guardWrite(request: Request, expectsBody: boolean): void {
  if (request.headers.get('sec-fetch-site') === 'cross-site') {
    throw new HttpError(403, 'Cross-site requests are not accepted.');
  }
  const contentType = request.headers.get('content-type');
  if (
    expectsBody
      ? !isJsonContentType(contentType)
      : contentType !== null && !isJsonContentType(contentType)
  ) {
    throw new HttpError(415, 'Send the request body as application/json.');
  }
}

async function readJsonBody(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw new HttpError(413, 'The request body is too large.');
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) throw new HttpError(413, 'The request body is too large.');
  if (!text.trim())
    throw new HttpError(400, INVALID_REQUEST_MESSAGE, { $: ['A JSON request body is required.'] });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, INVALID_REQUEST_MESSAGE, {
      $: ['The request body is not valid JSON.'],
    });
  }
}
