import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createRequestListener, type ApiListener, type EntryLocals } from './request-listener.ts';

let server: http.Server | undefined;
afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined))));

/** A worker whose pages, files and API say who answered; pages may take the API's listener. */
async function worker({ handOver = false } = {}) {
  const seen: { by: string; locals?: object | undefined }[] = [];
  const api: ApiListener = (_req, res) => {
    seen.push({ by: 'api' });
    res.end('api');
    return Promise.resolve();
  };
  const listener = createRequestListener({
    pages: (_req, res, _next, locals) => {
      seen.push({ by: 'pages', locals });
      if (handOver && locals) (locals as EntryLocals).useApiListener(api);
      res.end('pages');
      return Promise.resolve();
    },
    files: (req, res, next) => (req.url === '/favicon.ico' ? res.end('file') : next()),
    compress: (_req, _res, next) => next(),
  });
  server = http.createServer(listener);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const ask = (path: string, { method = 'GET', host = `127.0.0.1:${port}` } = {}) =>
    new Promise<{ status: number; text: string; headers: http.IncomingHttpHeaders }>(
      (resolve, reject) => {
        const request = http.request(
          { port, path, method, host: '127.0.0.1', headers: { host } },
          (response: IncomingMessage) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, text, headers: response.headers }),
            );
          },
        );
        request.on('error', reject).end();
      },
    );
  return { ask, seen };
}

describe("a worker's requests", () => {
  it('turns away methods no page or operation answers', async () => {
    const { ask, seen } = await worker();
    const answer = await ask('/Book/GRANDLDN', { method: 'TRACE' });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toContain('GET');
    expect(seen).toEqual([]);
  });

  it('turns away a Host header that is not a host name', async () => {
    const { ask, seen } = await worker();
    expect((await ask('/Book/GRANDLDN', { host: 'user@example.com' })).status).toBe(400);
    expect(seen).toEqual([]);
  });

  it('serves built files itself, and pages through Astro, each with nosniff', async () => {
    const { ask } = await worker();
    const file = await ask('/favicon.ico');
    const page = await ask('/Book/GRANDLDN');
    expect([file.text, page.text]).toEqual(['file', 'pages']);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it("sends /api to the API's listener once the /api route has handed it over", async () => {
    const { ask, seen } = await worker({ handOver: true });
    expect((await ask('/api/health')).text).toBe('pages');
    expect((await ask('/api/Property/GRANDLDN?x=1')).text).toBe('api');
    expect((await ask('/api')).text).toBe('api');
    // Pages stay with Astro, and are given nothing more to hand over.
    expect((await ask('/apis')).text).toBe('pages');
    expect(seen.map(({ by }) => by)).toEqual(['pages', 'api', 'api', 'pages']);
    expect(seen[0]!.locals).toHaveProperty('useApiListener');
    expect(seen[3]!.locals).toBeUndefined();
  });

  it('keeps /api with Astro while no listener was handed over (the API behind a proxy)', async () => {
    const { ask, seen } = await worker();
    await ask('/api/health');
    await ask('/api/health');
    expect(seen.map(({ by }) => by)).toEqual(['pages', 'pages']);
  });
});
