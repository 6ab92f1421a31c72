import { describe, expect, it } from 'vitest';
import { PageBytesResponse, responseBytes } from './response-bytes.ts';

describe('a page as a Response with its bytes', () => {
  const bytes = new TextEncoder().encode('<!doctype html><p>Rooms</p>');

  it('hands the writer the very bytes its body streams', async () => {
    const response = new PageBytesResponse(bytes, { status: 200, headers: { 'X-A': '1' } });
    expect(responseBytes(response)).toBe(bytes);
    expect(response.headers.get('X-A')).toBe('1');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('has none on a Response made anywhere else, whose body is read as usual', () => {
    expect(responseBytes(new Response(bytes))).toBeUndefined();
  });
});
