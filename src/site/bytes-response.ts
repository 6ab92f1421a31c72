/**
 * A Response whose body is a stream of `bytes` themselves. Given as a body, bytes are copied by
 * undici into a byte stream first: reading that back cost a cached results page ~50 µs against
 * ~4 µs here (Node 24, 98 kB).
 */
export function bytesResponse(bytes: Uint8Array<ArrayBuffer>, init: ResponseInit): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  return new Response(body, init);
}
