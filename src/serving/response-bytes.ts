/**
 * A rendered page's bytes, carried on its Response. The server build's Astro keeps the bytes it
 * encoded a page into (`scripts/vite/response-bytes.mjs`): the page cache stores them and the Node
 * adapter writes them in one call instead of reading them back through the body's stream (that,
 * and building a second Response, would cost a twelfth of a Rooms & Rates render). A Response made
 * anywhere else has none, and its body is read as usual. (The API's JSON answers were marked the
 * same way twice: 9 % more CPU per call while their Response still copied the bytes, no difference
 * in 24 paired runs as a stream of them; so they are not.)
 */
export const RESPONSE_BYTES_KEY = 'stayfront.response-bytes';
const RESPONSE_BYTES = Symbol.for(RESPONSE_BYTES_KEY);

type WithBytes = Response & { [RESPONSE_BYTES]?: Uint8Array<ArrayBuffer> };

export function responseBytes(response: Response): Uint8Array<ArrayBuffer> | undefined {
  return (response as WithBytes)[RESPONSE_BYTES];
}

/**
 * A Response whose body is `bytes`, marked with them. Its body is a stream holding those very
 * bytes: undici copies bytes given to it as a body, and encodes a text at once (its body stream
 * pulls as soon as it is made), ~0.2 ms of an 86 kB page either way, for a body the adapter never
 * reads.
 */
export function responseOfBytes(bytes: Uint8Array<ArrayBuffer>, init: ResponseInit): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  return withResponseBytes(new Response(body, init), bytes);
}

function withResponseBytes(response: Response, bytes: Uint8Array<ArrayBuffer>): Response {
  (response as WithBytes)[RESPONSE_BYTES] = bytes;
  return response;
}
