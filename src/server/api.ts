import type { DirectCaller } from './http/direct.ts';

export type { DirectAnswer, DirectCaller, DirectRequest } from './http/direct.ts';

/** Anything that answers `/api` requests: the reference app or the upstream proxy. */
export interface Api {
  fetch(request: Request): Promise<Response>;
  /** The reference API's operations without HTTP, for anonymous calls from pages; absent for a proxy. */
  readonly call?: DirectCaller;
}
