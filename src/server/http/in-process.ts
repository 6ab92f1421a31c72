import type { Hono } from 'hono';
import type * as v from 'valibot';
import type { HttpMethod } from './route.ts';

/** An anonymous request to an operation, made in the same process. */
export interface InProcessRequest {
  readonly method: HttpMethod;
  /** Below `/api`, without a query string: `Book/Config/GRANDLDN`. */
  readonly path: string;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  /** The page's language, sent as `Content-Language` so refusals come back in it. */
  readonly language?: string | undefined;
}

export interface InProcessAnswer {
  readonly status: number;
  readonly body: unknown;
  /** The contract the body is exactly (a 2xx answer of a route that has one): callers need not parse it again. */
  readonly schema?: v.GenericSchema;
}

export type InProcessCaller = (request: InProcessRequest) => Promise<InProcessAnswer>;

/**
 * What an in-process call hands the app beside its Request, as Hono's `env`: the body as a value,
 * and a place for the answer as a value. The app routes, limits and validates it as any request;
 * only the JSON text of the body and of the answer, which this process would write and read back
 * at once, is skipped (`mount.ts`).
 */
export class InProcessCall {
  readonly body: unknown;
  answer: InProcessAnswer | undefined;
  constructor(body: unknown) {
    this.body = body;
  }
}

// Handlers that read the request see what an anonymous server-side fetch would send them.
const ORIGIN = 'http://stayfront.internal/api';
const JSON_BODY = { 'content-type': 'application/json' };

/** Calls the app's operations from this process, through the same router and checks as HTTP. */
export function createInProcessCaller(app: Pick<Hono, 'fetch'>): InProcessCaller {
  return async ({ method, path, query, body, language }) => {
    const search = query ? new URLSearchParams(query).toString() : '';
    const request = new Request(`${ORIGIN}/${path}${search ? `?${search}` : ''}`, {
      method,
      headers: {
        ...(method !== 'GET' && JSON_BODY),
        ...(language && { 'content-language': language }),
      },
    });
    const call = new InProcessCall(body);
    const response = await app.fetch(request, call);
    if (call.answer) return call.answer;
    // Answered before an operation ran (no operation has this path) or by the app's error handler.
    return { status: response.status, body: response.body ? await response.json() : undefined };
  };
}
