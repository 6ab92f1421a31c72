/**
 * A rendered page as a Response that keeps the bytes its body streams. The server build's Astro
 * encodes a page with Buffer (three times TextEncoder's speed on a one-byte page) and returns it
 * as a `PageBytesResponse` (patches/astro-page-bytes-response.patch); the page cache stores its
 * `encoded` bytes, and the Node adapter writes them in one call instead of reading them back
 * through the body's stream. A Response made anywhere else is read as usual. Without this a
 * distinct results page cost 10-18 % more server CPU (docs/performance.md).
 */
export class PageBytesResponse extends Response {
  readonly encoded: Uint8Array<ArrayBuffer>;

  /**
   * Its body is a stream holding those very bytes: undici copies bytes given to it as a body, and
   * encodes a text at once (its body stream pulls as soon as it is made), ~0.2 ms of an 86 kB page
   * either way, for a body the adapter never reads.
   */
  constructor(bytes: Uint8Array<ArrayBuffer>, init: ResponseInit) {
    super(
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes);
          controller.close();
        },
      }),
      init,
    );
    this.encoded = bytes;
  }
}

/** The bytes of a page's Response, or undefined when its body must be read. */
export function responseBytes(response: Response): Uint8Array<ArrayBuffer> | undefined {
  return response instanceof PageBytesResponse ? response.encoded : undefined;
}

export function responseOfBytes(bytes: Uint8Array<ArrayBuffer>, init: ResponseInit): Response {
  return new PageBytesResponse(bytes, init);
}
