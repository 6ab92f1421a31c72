import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicOrigin } from '../../serving/public-origin.ts';
import type { Api } from '../api.ts';
import { CLIENT_ADDRESS_HEADER } from '../auth/client-address.ts';
import { MAX_BODY_BYTES } from './json-body.ts';
import { createApiListener } from './node-listener.ts';

// An API that says what reached it, and answers with two cookies.
const echo: Api = {
  async fetch(request) {
    const body = request.body ? await request.text() : null;
    const headers = new Headers({
      'content-type': 'application/json',
      'cache-control': 'no-store',
    });
    headers.append('set-cookie', 'a=1; Path=/; HttpOnly');
    headers.append('set-cookie', 'b=2; Path=/; HttpOnly');
    const seen = {
      method: request.method,
      url: request.url,
      address: request.headers.get(CLIENT_ADDRESS_HEADER),
      body,
    };
    return new Response(JSON.stringify(seen), { status: 201, headers });
  },
};

let server: http.Server;
let port: number;
beforeAll(async () => {
  // Searches take 16 kB, as the reference API's do; anything else the largest limit.
  const listener = createApiListener(echo, (method, path) =>
    method === 'POST' && path === '/api/Availability/Search' ? 16 * 1024 : MAX_BODY_BYTES,
  );
  server = http.createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** A raw HTTP request, with the Host header we choose (fetch would set its own). */
function send(
  method: string,
  path: string,
  { host = new URL(publicOrigin()).host, headers = {}, body = '' } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { port, host: '127.0.0.1', method, path, headers: { host, ...headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('the API listener', () => {
  it('passes the method, path and body on, and the answer back with every cookie', async () => {
    const answer = await send('POST', '/api/Availability/Search?x=1', {
      headers: { 'content-type': 'application/json' },
      body: '{"PropertyId":"GRANDLDN"}',
    });
    expect(answer.status).toBe(201);
    const seen = JSON.parse(answer.text) as { method: string; url: string; body: string };
    expect(seen).toMatchObject({ method: 'POST', body: '{"PropertyId":"GRANDLDN"}' });
    expect(new URL(seen.url).pathname + new URL(seen.url).search).toBe(
      '/api/Availability/Search?x=1',
    );
    expect(answer.headers['set-cookie']).toEqual([
      'a=1; Path=/; HttpOnly',
      'b=2; Path=/; HttpOnly',
    ]);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('carries the security headers the pages carry', async () => {
    const answer = await send('GET', '/api/Property/GRANDLDN');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain('frame-ancestors');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Plain HTTP without a trusted proxy: no HSTS.
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it('tells the API the connection’s address, whatever the caller claims', async () => {
    const answer = await send('GET', '/api/Property/GRANDLDN', {
      headers: { [CLIENT_ADDRESS_HEADER]: '203.0.113.9' },
    });
    expect((JSON.parse(answer.text) as { address: string }).address).toBe('127.0.0.1');
  });

  it('behind a trusted proxy, tells the API the address the proxy saw, not one the guest claims', async () => {
    const seen = async () => {
      const answer = await send('GET', '/api/Property/GRANDLDN', {
        headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' },
      });
      return (JSON.parse(answer.text) as { address: string }).address;
    };
    expect(await seen()).toBe('127.0.0.1');
    process.env['TRUST_PROXY'] = '1';
    try {
      expect(await seen()).toBe('203.0.113.7');
    } finally {
      delete process.env['TRUST_PROXY'];
    }
  });

  it('refuses a Host the site does not answer, before the API sees it', async () => {
    const answer = await send('GET', '/api/Property/GRANDLDN', { host: 'evil.example' });
    expect(answer.status).toBe(400);
    expect(answer.text).toMatch(/Unknown host/);
  });

  it('refuses a body over the largest any operation takes with the API’s 413, declared or not', async () => {
    const big = 'x'.repeat(MAX_BODY_BYTES + 1);
    const declared = await send('POST', '/api/Log', {
      headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.text)).toEqual({
      Message: 'The request body is too large: at most 128 kB is accepted.',
    });
    const chunked = await send('POST', '/api/Log', {
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: big,
    });
    expect(chunked.status).toBe(413);
  });

  it('refuses a body over its operation’s limit before the API reads it, declared or not', async () => {
    const body = JSON.stringify({ PropertyId: 'GRANDLDN', Pad: 'x'.repeat(40_000) });
    for (const headers of [
      { 'content-type': 'application/json', 'content-length': String(body.length) },
      { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    ]) {
      const answer = await send('POST', '/api/Availability/Search', { headers, body });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.text)).toEqual({
        Message: 'The request body is too large: at most 16 kB is accepted.',
      });
    }
  });
});
