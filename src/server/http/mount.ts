import type { Hono } from 'hono';
import { asciiJsonBytes } from '../../serving/wide-characters.ts';
import type { AppContext } from '../context.ts';
import { sharedAnswer } from './answer-contract.ts';
import { answerRoute, type RouteAnswer } from './answer.ts';
import { HttpError } from './errors.ts';
import { InProcessCall } from './in-process.ts';
import { bodyLimitOf, readJsonBody } from './json-body.ts';
import type { RouteDefinition } from './route.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Registers a route on the app: guards, parses every input with its contract schema, answers JSON
 * (or 204). An in-process call (`in-process.ts`) gets its answer as a value instead of JSON.
 */
export function mountRoute(app: Hono, route: RouteDefinition, ctx: AppContext): void {
  const bodyLimit = bodyLimitOf(route);
  app.on(route.method, route.path, async (c) => {
    const request = c.req.raw;
    const call: unknown = c.env;
    const inProcess = call instanceof InProcessCall ? call : undefined;
    if (WRITE_METHODS.has(request.method)) guardWrite(request, route.body !== undefined);
    const answer = await answerRoute(route, ctx, {
      request,
      params: c.req.param(),
      query: c.req.query(),
      readBody: inProcess
        ? () => Promise.resolve(inProcess.body)
        : () => readJsonBody(request, bodyLimit),
    });
    if (!inProcess) return httpResponse(answer);
    inProcess.answer =
      answer.status < 300 && route.response
        ? { status: answer.status, body: sharedAnswer(answer.body), schema: route.response }
        : { status: answer.status, body: answer.body };
    return new Response(null, { status: answer.status });
  });
}

/** A route's answer as HTTP: JSON (or no body for 204) with its headers. */
export function httpResponse(answer: RouteAnswer): Response {
  const response =
    answer.body === undefined
      ? new Response(null, { status: answer.status })
      : // Bytes: given a string, Response checks it for lone surrogates, measures it and encodes it.
        new Response(asciiJsonBytes(JSON.stringify(answer.body)), {
          status: answer.status,
          headers: { 'content-type': 'application/json; charset=utf-8' },
        });
  // append, not set: several Set-Cookie lines must all reach the browser.
  for (const [name, value] of answer.headers) response.headers.append(name, value);
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
