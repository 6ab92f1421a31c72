import type * as v from 'valibot';
import type { AppContext } from '../context.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteInput<P, Q, B> {
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly ctx: AppContext;
  readonly request: Request;
  /** Headers added to the answer, error answers included (Set-Cookie, Retry-After). */
  readonly responseHeaders: Headers;
}

/**
 * One API operation: its contract schemas (used both to validate and to publish OpenAPI) and its handler.
 * Absent schemas mean "no such input"; an absent `response` means 204 No Content.
 */
export interface RouteDefinition<P = unknown, Q = unknown, B = unknown, R = unknown> {
  readonly method: HttpMethod;
  /** hono pattern below `/api`, e.g. `/Property/:id`. */
  readonly path: string;
  readonly summary: string;
  /** Longer text for the published contract; the summary when absent. */
  readonly description?: string;
  readonly tag: string;
  /**
   * For the published contract: `optional` when the handler acts for a logged-in guest if there is
   * one. Routes that answer 401 without a session (`errors` has 401) need it; the handler enforces both.
   */
  readonly session?: 'optional';
  /** Requests one client address may make per minute (429 + Retry-After beyond); unlimited when absent. */
  readonly perMinute?: number;
  /** The largest body it takes, in bytes (413 beyond, before parsing); `DEFAULT_BODY_BYTES` when absent. */
  readonly maxBodyBytes?: number;
  readonly params?: v.GenericSchema<unknown, P>;
  readonly query?: v.GenericSchema<unknown, Q>;
  readonly body?: v.GenericSchema<unknown, B>;
  readonly response?: v.GenericSchema<R, unknown>;
  /** Error statuses this route documents besides 500 (400 and 415 are added for routes with inputs/bodies). */
  readonly errors?: readonly number[];
  handle(input: RouteInput<P, Q, B>): Promise<R> | R;
}

/** Identity helper that lets TypeScript infer the handler's input and output types from the schemas. */
export function defineRoute<P = undefined, Q = undefined, B = undefined, R = undefined>(
  route: RouteDefinition<P, Q, B, R>,
): RouteDefinition<P, Q, B, R> {
  return route;
}
