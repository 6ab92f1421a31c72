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
 * One ky instance for the whole app (browser and server bind their own `fetch`). Errors are
 * normalised once (spec §8): an {@link ApiError} with the ModelState/Message text; a 401 is not
 * logged, any other failure is logged (name, message, code, status, url, method) and re-thrown.
 */
export function createApi(options: {
  prefix: string;
  fetch?: typeof fetch;
  logger?: LogBatcher;
  now?: () => Date;
}): ApiClient {
  const { logger, now = () => new Date() } = options;
  const http: KyInstance = ky.create({
    prefix: options.prefix,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    retry: 0,
    timeout: 30_000,
    hooks: {
      beforeError: [
        ({ error, request }) => {
          const status = isHTTPError(error) ? error.response.status : 0;
          const apiError = new ApiError({
            status,
            url: request.url,
            method: request.method,
            body: isHTTPError(error) ? error.data : undefined,
            fallback: isHTTPError(error) ? FALLBACK : error.message || FALLBACK,
          });
          if (status !== 401) {
            logger?.log({
              Level: 'error',
              Name: apiError.name,
              Message: apiError.message,
              ...(apiError.code ? { Code: apiError.code } : {}),
              Status: status,
              Url: request.url,
              Method: request.method,
              Timestamp: now().toISOString(),
            });
          }
          return apiError;
        },
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

  return {
    async get(path, schema, searchParams) {
      return v.parse(schema, await http.get(path, { searchParams: query(searchParams) }).json());
    },
    async post(path, body, schema, headers) {
      return v.parse(
        schema,
        await http.post(path, { json: body, ...(headers ? { headers } : {}) }).json(),
      );
    },
    async send(path, body, headers) {
      await http.post(path, { json: body, ...(headers ? { headers } : {}) });
    },
  };
}
