/**
 * A rendered page's bytes, carried on its Response (issue 15). The server build's Astro keeps the
 * bytes it made the page's body from (`scripts/vite/page-bytes.mjs`), so the page cache stores
 * them and the Node adapter writes them without reading them back through the body's stream:
 * reading it and building a second Response was a twelfth of a Rooms & Rates render. A Response
 * made anywhere else has none, and its body is read as usual.
 */
export const PAGE_BYTES_KEY = 'stayfront.page-bytes';
const PAGE_BYTES = Symbol.for(PAGE_BYTES_KEY);

type WithBytes = Response & { [PAGE_BYTES]?: Uint8Array<ArrayBuffer> };

export function pageBytes(response: Response): Uint8Array<ArrayBuffer> | undefined {
  return (response as WithBytes)[PAGE_BYTES];
}

/** `response`, whose body is exactly `bytes`, marked so. */
export function withPageBytes(response: Response, bytes: Uint8Array<ArrayBuffer>): Response {
  (response as WithBytes)[PAGE_BYTES] = bytes;
  return response;
}
