import type { InProcessCaller } from './http/in-process.ts';

export type { InProcessAnswer, InProcessCaller, InProcessRequest } from './http/in-process.ts';

/** Anything that answers `/api` requests: the reference app or the upstream proxy. */
export interface Api {
  fetch(request: Request): Promise<Response>;
  /** The reference app's operations called from this process (anonymous calls from pages); absent for a proxy. */
  readonly call?: InProcessCaller;
  /**
   * The hotel the site root opens when DEFAULT_PROPERTY is not set: present on a live start (no
   * demo hotel), read on each call because an import may add the first hotel while running.
   */
  readonly homeProperty?: () => Promise<string | undefined>;
}
