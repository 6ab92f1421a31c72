import ky, { isHTTPError, type KyInstance } from 'ky';
import * as v from 'valibot';
import { ApiError } from './api-error.ts';
import type { LogBatcher } from './log-batcher.ts';

export type ApiClient = {
  get<S extends v.GenericSchema>(
    path: string,
    schema: S,
    searchParams?: Record<string, string | number | boolean | undefined>,
  ): Promise<v.InferOutput<S>>;
  post<S extends v.GenericSchema>(
    path: string,
    body: unknown,
    schema: S,
    headers?: Record<string, string>,
  ): Promise<v.InferOutput<S>>;
  /** POST whose answer has no body (204). */
  send(path: string, body: unknown, headers?: Record<string, string>): Promise<void>;
};

const FALLBACK = 'Action failed';

/**
 * An answer without HTTP from an API in the same process (the reference API's operations), or
 * null when there is none (a hotel's own API behind the proxy): the call then goes over `fetch`.
 */
export type CallWithoutHttp = (request: {
  method: 'GET' | 'POST';
  path: string;
  query: Record<string, string>;
  body?: unknown;
}) => Promise<{ status: number; body: unknown; schema?: v.GenericSchema } | null>;

/**
 * One ky instance for the whole app (browser and server bind their own `fetch`). Errors are
 * normalised once (spec §8): an {@link ApiError} with the ModelState/Message text; a 401 is not
 * logged, any other failure is logged (name, message, code, status, url, method) and re-thrown.
 */
export function createApi(options: {
  prefix: string;
  fetch?: typeof fetch;
  logger?: LogBatcher;
  now?: () => Date;
  call?: CallWithoutHttp;
  /** Sent with every request (the browser's page language). */
  headers?: Record<string, string>;
}): ApiClient {
  const { logger, now = () => new Date() } = options;

  function failure(init: ConstructorParameters<typeof ApiError>[0]): ApiError {
    const apiError = new ApiError(init);
    if (init.status !== 401) {
      logger?.log({
        Level: 'error',
        Name: apiError.name,
        Message: apiError.message,
        ...(apiError.code ? { Code: apiError.code } : {}),
        Status: init.status,
        Url: init.url,
        Method: init.method,
        Timestamp: now().toISOString(),
      });
    }
    return apiError;
  }

  const http: KyInstance = ky.create({
    prefix: options.prefix,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    headers: options.headers,
    retry: 0,
    timeout: 30_000,
    hooks: {
      beforeError: [
        ({ error, request }) =>
          failure({
            status: isHTTPError(error) ? error.response.status : 0,
            url: request.url,
            method: request.method,
            body: isHTTPError(error) ? error.data : undefined,
            fallback: isHTTPError(error) ? FALLBACK : error.message || FALLBACK,
          }),
      ],
    },
  });

  function query(
    params: Record<string, string | number | boolean | undefined> = {},
  ): Record<string, string> {
    return Object.fromEntries(
      Object.entries(params)
        .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
        .map(([k, val]) => [k, String(val)]),
    );
  }

  /** The answer's body through `call` when it can answer (headers are for HTTP only), else undefined. */
  async function direct(
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, string>,
    body: unknown,
    headers: Record<string, string> | undefined,
  ): Promise<{ body: unknown; schema?: v.GenericSchema } | undefined> {
    if (!options.call || headers) return undefined;
    // Through JSON and back, as over HTTP: the operation gets a copy shaped as a guest's request would be.
    const sent = body === undefined ? undefined : (JSON.parse(JSON.stringify(body)) as unknown);
    const answer = await options.call({ method, path, query: params, body: sent });
    if (!answer) return undefined;
    if (answer.status >= 400)
      throw failure({
        status: answer.status,
        url: `${options.prefix}/${path}`,
        method,
        body: answer.body,
        fallback: FALLBACK,
      });
    return answer;
  }

  /**
   * The answer as `schema`'s output. An in-process answer that is exactly that contract (its route
   * is checked against it outside production) is taken as it is: parsing it again would cost a
   * fourteenth of a Rooms & Rates render.
   */
  function read<S extends v.GenericSchema>(
    schema: S,
    answer: { body: unknown; schema?: v.GenericSchema },
  ): v.InferOutput<S> {
    return answer.schema === schema ? answer.body : v.parse(schema, answer.body);
  }

  return {
    async get(path, schema, searchParams) {
      const params = query(searchParams);
      const answer = await direct('GET', path, params, undefined, undefined);
      return read(
        schema,
        answer ?? { body: await http.get(path, { searchParams: params }).json() },
      );
    },
    async post(path, body, schema, headers) {
      const answer = await direct('POST', path, {}, body, headers);
      return read(
        schema,
        answer ?? {
          body: await http.post(path, { json: body, ...(headers ? { headers } : {}) }).json(),
        },
      );
    },
    async send(path, body, headers) {
      if (await direct('POST', path, {}, body, headers)) return;
      await http.post(path, { json: body, ...(headers ? { headers } : {}) });
    },
  };
}
