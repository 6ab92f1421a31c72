/** Anything that answers `/api` requests: the reference app or the upstream proxy. */
export interface Api {
  fetch(request: Request): Promise<Response>;
}
