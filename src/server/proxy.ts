import type { Api } from './api.ts';

/** Headers that describe one connection, not the message (RFC 9110 §7.6.1), plus ones fetch must compute itself. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);

export interface UpstreamProxyOptions {
  /** Injected for tests; the global fetch otherwise. */
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

/**
 * `API_UPSTREAM` mode: forwards each request (method, path, query, body, end-to-end headers) to the
 * hotel's own API below `upstream` and hands back its answer unchanged. No database is opened.
 */
export function createUpstreamProxy(upstream: string, options: UpstreamProxyOptions = {}): Api {
  const base = parseUpstream(upstream);
  const fetchUpstream = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const basePath = base.pathname.replace(/\/+$/, '');

  return {
    async fetch(request: Request): Promise<Response> {
      const incoming = new URL(request.url);
      const target = new URL(`${basePath}${incoming.pathname}${incoming.search}`, base.origin);
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      const body = hasBody ? await request.arrayBuffer() : undefined;
      let response: Response;
      try {
        response = await fetchUpstream(target, {
          method: request.method,
          headers: forwardHeaders(request.headers),
          body: body && body.byteLength > 0 ? body : undefined,
          redirect: 'manual',
          signal: AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        // Origin and path only: the query may carry codes or personal data.
        console.error(
          `[stayfront proxy] ${request.method} ${target.origin}${target.pathname} failed:`,
          error instanceof Error ? error.message : error,
        );
        return Response.json(
          {
            Message: timedOut
              ? 'The booking service took too long to answer.'
              : 'The booking service could not be reached.',
          },
          { status: timedOut ? 504 : 502 },
        );
      }
      return new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers: backHeaders(response.headers),
      });
    },
  };
}

function parseUpstream(upstream: string): URL {
  let url: URL;
  try {
    url = new URL(upstream);
  } catch {
    throw new Error(`API_UPSTREAM must be an absolute http(s) URL, got "${upstream}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`API_UPSTREAM must use http or https, got "${url.protocol}".`);
  return url;
}

/** Drops hop-by-hop headers, including any the Connection header names. */
function withoutHopByHop(headers: Headers, extra: readonly string[] = []): Headers {
  const named = (headers.get('connection') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const drop = new Set([...HOP_BY_HOP, ...named, ...extra]);
  const result = new Headers();
  headers.forEach((value, name) => {
    if (!drop.has(name.toLowerCase()) && name.toLowerCase() !== 'set-cookie')
      result.append(name, value);
  });
  for (const cookie of headers.getSetCookie()) result.append('set-cookie', cookie);
  return result;
}

const forwardHeaders = (headers: Headers): Headers => withoutHopByHop(headers, ['accept-encoding']);
// fetch has already decoded the body, so its encoding and length no longer apply.
const backHeaders = (headers: Headers): Headers => withoutHopByHop(headers, ['content-encoding']);
