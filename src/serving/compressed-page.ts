import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { BROTLI_PARAMS } from './brotli-params.mjs';
import type { CachedPage } from './page-cache.ts';
import { responseOfBytes } from './response-bytes.ts';

const brotli = promisify(zlib.brotliCompress);
// Each cached page's compressed bytes, made once and gone with the page.
const compressed = new WeakMap<Uint8Array, Promise<Uint8Array<ArrayBuffer>>>();

/** Whether a request's Accept-Encoding takes Brotli (named, and not refused with q=0). */
export function acceptsBrotli(acceptEncoding: string | null): boolean {
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((s) => s.trim().toLowerCase());
    if (coding !== 'br') continue;
    const q = parameters.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

/**
 * A page from the page cache, Brotli-compressed once for all the requests it serves rather than
 * once per request: compressing a results page costs about as much CPU as rendering it.
 * The server's compression leaves an answer that already has its encoding as it is.
 */
export async function brotliPageResponse(
  page: CachedPage,
  cache: 'hit' | 'miss',
): Promise<Response> {
  let bytes = compressed.get(page.body);
  if (!bytes) {
    bytes = brotli(page.body, { params: BROTLI_PARAMS }).then((b) => new Uint8Array(b));
    compressed.set(page.body, bytes);
    // A failed compression is not kept: the next request tries again.
    bytes.catch(() => compressed.delete(page.body));
  }
  const body = await bytes;
  const headers = new Headers(page.headers);
  headers.set('Content-Encoding', 'br');
  headers.set('Content-Length', String(body.byteLength));
  const vary = headers.get('Vary');
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  // Only hits are marked: every header of a page's first answer is in a new connection's first
  // round trip.
  if (cache === 'hit') headers.set('X-Page-Cache', 'hit');
  return responseOfBytes(body, { status: page.status, headers });
}
