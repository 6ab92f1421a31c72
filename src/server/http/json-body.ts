import { HttpError, INVALID_REQUEST_MESSAGE } from './errors.ts';
import type { RouteDefinition } from './route.ts';

/** What an operation's body may weigh unless it says more: searches, logins and forms are a few kB. */
export const DEFAULT_BODY_BYTES = 16 * 1024;
/** The largest body any operation takes (`maxBodyBytes`); the Node listener reads no further. */
export const MAX_BODY_BYTES = 128 * 1024;
// Contract bodies nest four levels at most (a booking's rooms' extras); parsed JSON is walked by
// recursive checks, so thousands of levels would overflow the stack.
const MAX_DEPTH = 32;

/** The size limit of a route's body. */
export const bodyLimitOf = (route: Pick<RouteDefinition, 'maxBodyBytes'>): number =>
  route.maxBodyBytes ?? DEFAULT_BODY_BYTES;

/**
 * The body limit of the operation a request is for, by method and path (`POST /api/Log`): for the
 * Node listener, which reads a body before the app routes it. The largest limit when none matches.
 */
export function bodyLimits(
  routes: readonly Pick<RouteDefinition, 'method' | 'path' | 'body' | 'maxBodyBytes'>[],
): (method: string, pathname: string) => number {
  const table = routes
    .filter((route) => route.body !== undefined)
    .map((route) => ({
      method: route.method,
      pattern: new RegExp(
        `^/api${route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`,
      ),
      limit: bodyLimitOf(route),
    }));
  return (method, pathname) =>
    table.find((entry) => entry.method === method && entry.pattern.test(pathname))?.limit ??
    MAX_BODY_BYTES;
}

export const bodyTooLarge = (limit: number): HttpError =>
  new HttpError(
    413,
    `The request body is too large: at most ${Math.round(limit / 1024)} kB is accepted.`,
  );

/**
 * A request's JSON body, refused before it is parsed when it is larger than `limit` (by its
 * Content-Length, or as soon as more has arrived: the rest is never read) and after parsing when
 * it nests deeper than any contract does.
 */
export async function readJsonBody(request: Request, limit: number): Promise<unknown> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) throw bodyTooLarge(limit);
  const text = await readText(request, limit);
  if (!text.trim()) throw invalidBody('A JSON request body is required.');
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw invalidBody('The request body is not valid JSON.');
  }
  if (nestsDeeperThan(body, MAX_DEPTH)) throw invalidBody('The request body is nested too deeply.');
  return body;
}

const invalidBody = (message: string) =>
  new HttpError(400, INVALID_REQUEST_MESSAGE, { $: [message] });

async function readText(request: Request, limit: number): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw bodyTooLarge(limit);
    }
    chunks.push(read.value);
  }
  // As Request.text() does: UTF-8, a byte order mark dropped.
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** Whether arrays and objects nest more than `max` levels (walked without recursion). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [current, depth] = item;
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= max) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}
