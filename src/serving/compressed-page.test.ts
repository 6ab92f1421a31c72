import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsBrotli, brotliPageResponse } from './compressed-page.ts';
import { responseBytes } from './response-bytes.ts';

const html = `<!doctype html><html><body>${'<p>Deluxe King — Flexible Rate</p>'.repeat(200)}</body></html>`;
const page = (vary?: string) => ({
  status: 200,
  headers: [
    ['content-type', 'text/html'],
    ['content-length', String(Buffer.byteLength(html))],
    ...(vary ? [['vary', vary]] : []),
  ] as [string, string][],
  body: new Uint8Array(Buffer.from(html)),
});

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br', true],
    ['BR;q=0.5', true],
    ['gzip, br;q=0', false],
    ['br; q=0.0', false],
    ['gzip, deflate', false],
    ['brotli', false],
    ['', false],
    [null, false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});

describe('brotliPageResponse', () => {
  it('sends the page compressed, with its own length and the encoding it varies by', async () => {
    const response = await brotliPageResponse(page(), 'hit');
    const bytes = responseBytes(response);
    expect(bytes).toBeDefined();
    expect(zlib.brotliDecompressSync(bytes!).toString()).toBe(html);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-length')).toBe(String(bytes!.byteLength));
    expect(bytes!.byteLength).toBeLessThan(html.length / 10);
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('x-page-cache')).toBe('hit');
    expect(response.headers.get('content-type')).toBe('text/html');
  });

  it('compresses a cached page once for all the requests it serves', async () => {
    const cached = page();
    const first = responseBytes(await brotliPageResponse(cached, 'miss'));
    const again = responseBytes(await brotliPageResponse(cached, 'hit'));
    expect(again).toBe(first);
    // Another page of the same text is compressed for itself.
    expect(responseBytes(await brotliPageResponse(page(), 'hit'))).not.toBe(first);
  });

  it('adds to a Vary the page already has', async () => {
    const response = await brotliPageResponse(page('Cookie'), 'hit');
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding');
  });
});
