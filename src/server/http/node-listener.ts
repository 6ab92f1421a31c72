import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import {
  isServedHost,
  securityHeaderList,
  servedOverHttps,
  UNKNOWN_HOST_MESSAGE,
} from '../../serving/served-request.ts';
import type { Api } from '../api.ts';
import { guestAddress, withClientAddress } from '../auth/client-address.ts';
import { errorSummary } from './answer.ts';
import { UNEXPECTED_ERROR_MESSAGE } from './errors.ts';
import { bodyTooLarge, MAX_BODY_BYTES } from './json-body.ts';

/** A Node request listener for `/api`. */
export type ApiListener = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * `/api` answered straight from Node's request: what the page pipeline did for an API
 * call (the Host check, the security headers, the guest's address for the abuse limits) without
 * its Request with an abort signal, middleware, render context and response stream, which would
 * be a third of a search's CPU and keep each call's objects alive past the young generation. The
 * built server (`src/entry/`) uses it once the `/api` route has handed it over; `astro dev` keeps
 * the `/api/[...path]` route, which does the same through Astro.
 */
export function createApiListener(
  api: Api,
  bodyLimit: (method: string, pathname: string) => number = () => MAX_BODY_BYTES,
): ApiListener {
  return async (req, res) => {
    try {
      if (!isServedHost(req.headers.host)) {
        return plain(res, 400, UNKNOWN_HOST_MESSAGE);
      }
      const https = servedOverHttps(
        (req.socket as Partial<TLSSocket>).encrypted === true,
        req.headers['x-forwarded-proto'] as string | undefined,
      );
      const url = URL.parse(`${https ? 'https' : 'http'}://${req.headers.host}${req.url}`);
      if (!url) return plain(res, 400, 'The request target is not a valid path.');
      const limit = bodyLimit(req.method ?? '', url.pathname);
      const body = await readBody(req, limit);
      if (body === 'too large') {
        // Not read to its end: the connection closes rather than take in the rest.
        res.setHeader('Connection', 'close');
        const refusal = { status: 413, headers: { 'Cache-Control': 'no-store' } };
        return await send(res, Response.json(bodyTooLarge(limit).toBody(), refusal), https);
      }
      const request = new Request(url, { method: req.method, headers: requestHeaders(req), body });
      const address = guestAddress(
        req.socket.remoteAddress,
        request.headers.get('x-forwarded-for'),
      );
      const response = await api.fetch(withClientAddress(request, address));
      await send(res, response, https);
    } catch (error) {
      // The app answers its own failures; this is a request Node could not turn into one.
      console.error(`[stayfront api] ${req.method} request failed: ${errorSummary(error)}`);
      if (res.headersSent) res.destroy();
      else plain(res, 500, UNEXPECTED_ERROR_MESSAGE);
    }
  };
}

function requestHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.append(name, value);
  }
  return headers;
}

/** The body of a write (none for GET and HEAD), or 'too large' past its operation's limit. */
async function readBody(
  req: IncomingMessage,
  limit: number,
): Promise<Buffer<ArrayBuffer> | undefined | 'too large'> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  if (Number(req.headers['content-length'] ?? 0) > limit) return 'too large';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return 'too large';
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function send(res: ServerResponse, response: Response, https: boolean): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  // Each Set-Cookie stays a line of its own; the rest go as they are.
  for (const [name, value] of response.headers) if (name !== 'set-cookie') headers[name] = value;
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  for (const [name, value] of securityHeaderList(https)) {
    const key = name.toLowerCase();
    if (!(key in headers)) headers[key] = value;
  }
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  res.writeHead(response.status, headers).end(body);
}

function plain(res: ServerResponse, status: number, text: string): void {
  const headers = { 'Content-Type': 'text/plain; charset=utf-8' };
  res.writeHead(status, headers).end(text);
}
