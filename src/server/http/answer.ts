import { randomBytes } from 'node:crypto';
import { CLIENT_ADDRESS_HEADER } from '../auth/client-address.ts';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../auth/throttle.ts';
import { apiAnswerBodyIn, apiErrorBodyIn, localeOfApiRequest } from '../../i18n/api-error-texts.ts';
import type { AppContext } from '../context.ts';
import { checkAnswerContract } from './answer-contract.ts';
import { HttpError, UNEXPECTED_ERROR_MESSAGE } from './errors.ts';
import type { RouteDefinition } from './route.ts';
import { bindQuery, parseInput } from './validation.ts';

/** An operation's answer before it becomes HTTP: status, body (none for 204) and extra headers. */
export interface RouteAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Headers;
}

/** A request's inputs as they arrived: path parameters, query strings and a way to read the body. */
export interface RawInput {
  readonly request: Request;
  readonly params: Record<string, string>;
  readonly query: Record<string, string>;
  readonly readBody: () => Promise<unknown>;
}

/**
 * Runs one operation as HTTP and in-process callers alike: the per-address limit, every input
 * parsed with its contract schema, the handler; refusals become their status and spec §8 body.
 */
export async function answerRoute(
  route: RouteDefinition,
  ctx: AppContext,
  input: RawInput,
): Promise<RouteAnswer> {
  const headers = new Headers();
  // API answers are about one guest, one booking or the live inventory: no shared or browser cache keeps them.
  headers.set('Cache-Control', 'no-store');
  if (route.perMinute) {
    const address = input.request.headers.get(CLIENT_ADDRESS_HEADER);
    const wait = address
      ? await ctx.rateLimiter.take(
          `${route.method} ${route.path}`,
          address,
          route.perMinute,
          ctx.now().getTime(),
        )
      : 0;
    if (wait > 0) {
      headers.set('Retry-After', String(wait));
      const body = { Message: TOO_MANY_ATTEMPTS_MESSAGE };
      return {
        status: 429,
        body: apiErrorBodyIn(body, localeOfApiRequest(input.request.headers)),
        headers,
      };
    }
  }
  try {
    const params = route.params ? parseInput(route.params, input.params, 'path') : undefined;
    const query = route.query
      ? parseInput(route.query, bindQuery(input.query, route.query), 'query')
      : undefined;
    const body = route.body ? parseInput(route.body, await input.readBody(), 'body') : undefined;
    const result = await route.handle({
      params,
      query,
      body,
      ctx,
      // Read through: an in-process caller builds its Request only when a handler asks for it.
      get request() {
        return input.request;
      },
      responseHeaders: headers,
    });
    checkAnswerContract(route, result);
    return route.response
      ? {
          status: 200,
          body: apiAnswerBodyIn(result, () => localeOfApiRequest(input.request.headers)),
          headers,
        }
      : { status: 204, body: undefined, headers };
  } catch (error) {
    // A refusal may carry headers of its own (Retry-After with a 429, a cleared session cookie).
    if (error instanceof HttpError) {
      const body = apiErrorBodyIn(error.toBody(), localeOfApiRequest(input.request.headers));
      return { status: error.status, body, headers };
    }
    throw error;
  }
}

/**
 * The answer to an unexpected failure: a request id, the route pattern and the error's name and
 * code go to the log — never its message: database errors quote the query's parameters (names,
 * emails, tokens), and paths and bodies carry them too.
 */
export function unexpectedAnswer(error: unknown, method: string, pattern: string): RouteAnswer {
  const requestId = randomBytes(8).toString('hex');
  console.error(
    `[stayfront api] request ${requestId} ${method} ${pattern} failed: ${errorSummary(error)}`,
  );
  return {
    status: 500,
    body: { Message: UNEXPECTED_ERROR_MESSAGE },
    headers: new Headers({ 'X-Request-Id': requestId, 'Cache-Control': 'no-store' }),
  };
}

/** An error's kind for the log: its name and, for database errors, the SQLSTATE code — never its message. */
export function errorSummary(error: unknown): string {
  const name = error instanceof Error ? error.name : typeof error;
  const cause =
    error instanceof Error && error.cause && typeof error.cause === 'object' ? error.cause : error;
  const code =
    cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string'
      ? cause.code
      : null;
  return code ? `${name} (code ${code})` : name;
}
