import type { IncomingMessage, ServerResponse } from 'node:http';
import { isHostHeader, UNKNOWN_HOST_MESSAGE } from '../serving/host-header.mjs';
import { ALLOWED_METHODS, METHOD_NOT_ALLOWED } from '../serving/http-methods.mjs';
import type { NodeHandler } from './static-files.ts';

/** The reference API's own `/api` listener (`server/http/node-listener.ts`). */
export type ApiListener = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** What the built server passes Astro's pages as `Astro.locals` until it knows the API's listener. */
export interface EntryLocals {
  useApiListener(listener: ApiListener): void;
}

/** Astro's handler in middleware mode: renders pages and the `/api` route. */
export type PagesHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: () => void,
  locals?: object,
) => Promise<void>;

export interface ServingParts {
  readonly pages: PagesHandler;
  readonly files: NodeHandler;
  readonly compress: NodeHandler;
}

const API_TARGET = /^\/api(?:[/?]|$)/;

/**
 * One request's way through a worker: methods and Host checked first, then compression; `/api`
 * straight to the API's listener once the `/api` route has handed it over (the first call opens
 * the database); everything else to the built files, else to Astro.
 */
export function createRequestListener({ pages, files, compress }: ServingParts) {
  let apiListener: ApiListener | undefined;
  // Given to the pages only until the API's listener is known.
  const useApiListener = (listener: ApiListener) => void (apiListener = listener);
  const render = (req: IncomingMessage, res: ServerResponse) =>
    pages(
      req,
      res,
      undefined,
      apiListener ? undefined : ({ useApiListener } satisfies EntryLocals),
    );
  return (req: IncomingMessage, res: ServerResponse): void => {
    // TRACE, CONNECT and made-up methods reach no page or operation (the static file server would throw on them).
    if (!ALLOWED_METHODS.has(req.method ?? '')) {
      res.writeHead(405, METHOD_NOT_ALLOWED.headers).end(METHOD_NOT_ALLOWED.text);
      return;
    }
    // Astro makes a URL of the Host header before the middleware's host check runs.
    if (!isHostHeader(req.headers.host)) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end(UNKNOWN_HOST_MESSAGE);
      return;
    }
    // Static files under /ClientApp/ skip Astro's middleware, so this header is set here for every answer.
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const api = apiListener;
    if (api && API_TARGET.test(req.url ?? '')) {
      compress(req, res, () => void api(req, res));
      return;
    }
    compress(req, res, () => files(req, res, () => void render(req, res)));
  };
}
