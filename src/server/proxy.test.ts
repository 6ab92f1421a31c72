import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUpstreamProxy } from './proxy.ts';
import { apiFetch, closeApi, createApiFromEnv, getApi } from './runtime.ts';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

// A small fake hotel API: records what it receives and answers per path.
const seen: Seen[] = [];
const upstream = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    });
    if (request.url?.startsWith('/hotel/api/slow')) return; // never answers
    if (request.url?.startsWith('/hotel/api/Property/NOPE')) {
      response
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ Message: 'Property not found upstream' }));
      return;
    }
    response.setHeader('set-cookie', ['session=abc; Path=/; HttpOnly', 'theme=dark; Path=/']);
    response.writeHead(201, {
      'content-type': 'application/json',
      'x-upstream': 'yes',
      'keep-alive': 'timeout=5',
    });
    response.end(JSON.stringify({ Echo: request.url }));
  });
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/hotel/`;
});
afterEach(() => {
  seen.length = 0;
});
afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

describe('createUpstreamProxy', () => {
  it('forwards method, path, query, body and end-to-end headers, and returns status, headers and body', async () => {
    const proxy = createUpstreamProxy(base);
    const response = await proxy.fetch(
      new Request('http://stayfront.internal/api/Reservation/Create?propertyId=GRANDLDN&x=a%20b', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: 'session=abc',
          'x-remove-me': '1',
          connection: 'x-remove-me',
          'accept-language': 'en-GB',
        },
        body: JSON.stringify({ PropertyId: 1, Rooms: [{ NumberOfAdults: 2 }] }),
      }),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      Echo: '/hotel/api/Reservation/Create?propertyId=GRANDLDN&x=a%20b',
    });
    expect(response.headers.get('x-upstream')).toBe('yes');
    expect(response.headers.get('keep-alive')).toBeNull();
    expect(response.headers.getSetCookie()).toEqual([
      'session=abc; Path=/; HttpOnly',
      'theme=dark; Path=/',
    ]);

    const [request] = seen;
    expect(request).toMatchObject({
      method: 'POST',
      url: '/hotel/api/Reservation/Create?propertyId=GRANDLDN&x=a%20b',
      body: '{"PropertyId":1,"Rooms":[{"NumberOfAdults":2}]}',
    });
    expect(request?.headers).toMatchObject({
      'content-type': 'application/json',
      cookie: 'session=abc',
      'accept-language': 'en-GB',
    });
    expect(request?.headers['x-remove-me']).toBeUndefined();
    expect(request?.headers.host).toBe(new URL(base).host);
  });

  it('passes upstream errors through unchanged', async () => {
    const response = await createUpstreamProxy(base).fetch(
      new Request('http://stayfront.internal/api/Property/NOPE'),
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ Message: 'Property not found upstream' });
    expect(seen[0]).toMatchObject({ method: 'GET', body: '' });
  });

  it('answers 502 when the upstream cannot be reached and 504 when it does not answer in time', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const closed = http.createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const deadPort = (closed.address() as AddressInfo).port;
      await new Promise((resolve) => closed.close(resolve));
      const unreachable = await createUpstreamProxy(`http://127.0.0.1:${deadPort}`).fetch(
        new Request('http://x/api/Property/GRANDLDN?hash=secret'),
      );
      expect(unreachable.status).toBe(502);
      expect(await unreachable.json()).toEqual({
        Message: 'The booking service could not be reached.',
      });

      const slow = await createUpstreamProxy(base, { timeoutMs: 200 }).fetch(
        new Request('http://x/api/slow'),
      );
      expect(slow.status).toBe(504);
      expect(logged.mock.calls.flat().join(' ')).not.toContain('secret');
    } finally {
      logged.mockRestore();
    }
  });

  it('refuses an upstream that is not an http(s) URL', () => {
    expect(() => createUpstreamProxy('hotel.example/api')).toThrow(/absolute http/);
    expect(() => createUpstreamProxy('ftp://hotel.example')).toThrow(/http or https/);
  });
});

describe('runtime with API_UPSTREAM', () => {
  it('proxies instead of opening a database', async () => {
    const api = await createApiFromEnv({
      env: { API_UPSTREAM: base, DATA_DIR: '/nonexistent/never-created' },
      log: () => {},
    });
    const response = await api.fetch(
      new Request('http://stayfront.internal/api/Property/GRANDLDN'),
    );
    expect(response.status).toBe(201);
    expect(seen[0]?.url).toBe('/hotel/api/Property/GRANDLDN');
    await api.close();
  });

  it('getApi is a process-wide singleton and apiFetch uses it', async () => {
    const previous = process.env.API_UPSTREAM;
    process.env.API_UPSTREAM = base;
    const logged = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const first = getApi();
      expect(getApi()).toBe(first);
      const response = await apiFetch(
        new Request('http://stayfront.internal/api/PropertyGroup/COASTAL'),
      );
      expect(response.status).toBe(201);
      expect(seen.map((request) => request.url)).toEqual(['/hotel/api/PropertyGroup/COASTAL']);
    } finally {
      await closeApi();
      logged.mockRestore();
      if (previous === undefined) delete process.env.API_UPSTREAM;
      else process.env.API_UPSTREAM = previous;
    }
  });
});
