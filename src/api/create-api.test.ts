import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { createApi } from './create-api.ts';
import type { LogEntry } from './log-batcher.ts';
import { isApiError, orNullWhenMissing } from './api-error.ts';

function fakeFetch(status: number, body: unknown): typeof fetch {
  return () =>
    Promise.resolve(
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
}

function setup(status: number, body: unknown) {
  const logged: LogEntry[] = [];
  const api = createApi({
    prefix: 'http://test.local/api',
    fetch: fakeFetch(status, body),
    logger: { log: (e) => logged.push(e), flush: () => undefined },
    now: () => new Date('2026-11-22T10:00:00Z'),
  });
  return { api, logged };
}

const Ok = v.object({ Success: v.boolean() });

describe('createApi', () => {
  it('parses a successful answer with the contract schema', async () => {
    const { api, logged } = setup(200, { Success: true });
    await expect(api.get('Thing', Ok)).resolves.toEqual({ Success: true });
    expect(logged).toEqual([]);
  });

  it('rejects an answer that breaks the contract', async () => {
    const { api } = setup(200, { Success: 'yes' });
    await expect(api.get('Thing', Ok)).rejects.toThrow();
  });

  it('turns a 400 into the ModelState text and logs it with its request', async () => {
    const { api, logged } = setup(400, {
      Message: 'The request is invalid.',
      ModelState: { Email: ['A valid email address is required'] },
    });
    const error: unknown = await api
      .post('Account/Register', { Email: 'x' }, Ok)
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    if (!isApiError(error)) return;
    expect(error.message).toBe('A valid email address is required');
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ Email: 'A valid email address is required' });
    expect(logged).toEqual([
      {
        Level: 'error',
        Name: 'ApiError',
        Message: 'A valid email address is required',
        Status: 400,
        Url: 'http://test.local/api/Account/Register',
        Method: 'POST',
        Timestamp: '2026-11-22T10:00:00.000Z',
      },
    ]);
  });

  it('does not log a 401 but still rejects', async () => {
    const { api, logged } = setup(401, { Message: 'Not logged in' });
    await expect(api.get('Account', Ok)).rejects.toThrow('Not logged in');
    expect(logged).toEqual([]);
  });

  it('falls back to "Action failed" when the server gives no text', async () => {
    const { api, logged } = setup(500, undefined);
    await expect(api.get('Thing', Ok)).rejects.toThrow('Action failed');
    expect(logged).toHaveLength(1);
    expect(logged[0]?.Status).toBe(500);
  });

  it('keeps the server code in the log entry', async () => {
    const { api, logged } = setup(409, { Message: 'Taken', Code: 'SOLD_OUT' });
    await expect(api.send('Reservation/Create', {})).rejects.toThrow('Taken');
    expect(logged[0]?.Code).toBe('SOLD_OUT');
  });

  it('sends query parameters without the undefined ones', async () => {
    const seen: string[] = [];
    const api = createApi({
      prefix: 'http://test.local/api',
      fetch: (input) => {
        seen.push(input instanceof Request ? input.url : String(input));
        return Promise.resolve(Response.json({ Success: true }));
      },
    });
    await api.get('Availability', Ok, {
      propertyId: 'GRANDLDN',
      fromDate: undefined,
      languageCode: 'en',
    });
    expect(seen).toEqual([
      'http://test.local/api/Availability?propertyId=GRANDLDN&languageCode=en',
    ]);
  });

  it('logs through a real batcher without leaking card numbers', async () => {
    const { createLogBatcher } = await import('./log-batcher.ts');
    const send = vi.fn();
    const logger = createLogBatcher({ send, schedule: (fn) => fn() });
    const api = createApi({
      prefix: 'http://test.local/api',
      fetch: fakeFetch(402, { Message: 'Card 4242 4242 4242 4242 declined' }),
      logger,
    });
    await expect(api.send('Pay', {})).rejects.toThrow();
    expect(JSON.stringify(send.mock.calls)).not.toContain('4242 4242 4242 4242');
    expect(JSON.stringify(send.mock.calls)).toContain('4242 declined');
  });
});

describe('createApi with an answer without HTTP', () => {
  function setupDirect(answer: { status: number; body: unknown; schema?: v.GenericSchema } | null) {
    const fetched: string[] = [];
    const calls: unknown[] = [];
    const logged: LogEntry[] = [];
    const api = createApi({
      prefix: 'http://test.local/api',
      fetch: (input, init) => {
        fetched.push(input instanceof Request ? input.url : String(input));
        return fakeFetch(200, { Success: false })(input, init);
      },
      call: (request) => {
        calls.push(request);
        return Promise.resolve(answer);
      },
      logger: { log: (e) => logged.push(e), flush: () => undefined },
      now: () => new Date('2026-11-22T10:00:00Z'),
    });
    return { api, fetched, calls, logged };
  }

  it("reads the operation's answer without fetching, still parsed with the contract schema", async () => {
    const { api, fetched, calls } = setupDirect({ status: 200, body: { Success: true, Extra: 1 } });
    await expect(api.get('Thing', Ok, { a: 1, b: undefined })).resolves.toEqual({ Success: true });
    expect(fetched).toEqual([]);
    expect(calls).toEqual([{ method: 'GET', path: 'Thing', query: { a: '1' }, body: undefined }]);
  });

  it('takes an answer that is exactly the asked contract as it is, and parses one of another', async () => {
    const body = { Success: true };
    const { api } = setupDirect({ status: 200, body, schema: Ok });
    await expect(api.get('Thing', Ok)).resolves.toBe(body);
    const Narrower = v.object({ Success: v.literal(false) });
    await expect(api.get('Thing', Narrower)).rejects.toThrow();
  });

  it('sends a body as JSON would carry it', async () => {
    const { api, calls } = setupDirect({ status: 200, body: { Success: true } });
    await api.post('Thing', { When: new Date('2026-11-22T10:00:00Z'), Gone: undefined }, Ok);
    expect(calls).toEqual([
      { method: 'POST', path: 'Thing', query: {}, body: { When: '2026-11-22T10:00:00.000Z' } },
    ]);
  });

  it('turns a refusal into the same ApiError and log entry as over HTTP', async () => {
    const refusal = {
      Message: 'The request is invalid.',
      ModelState: { 'Rooms[0].NumberOfAdults': ['At least one adult.'] },
    };
    const direct = setupDirect({ status: 400, body: refusal });
    const http = setup(400, refusal);
    const directError: unknown = await direct.api.post('Thing', {}, Ok).catch((e: unknown) => e);
    const httpError: unknown = await http.api.post('Thing', {}, Ok).catch((e: unknown) => e);
    expect(isApiError(directError) && isApiError(httpError)).toBe(true);
    if (!isApiError(directError) || !isApiError(httpError)) return;
    expect(directError.status).toBe(400);
    expect(directError.message).toBe(httpError.message);
    expect(directError.fields).toEqual(httpError.fields);
    expect(direct.logged).toEqual(http.logged);
  });

  it("goes over fetch when nothing answers without HTTP (a hotel's own API)", async () => {
    const { api, fetched } = setupDirect(null);
    await expect(api.get('Thing', Ok)).resolves.toEqual({ Success: false });
    expect(fetched).toEqual(['http://test.local/api/Thing']);
  });

  it('goes over fetch for calls with headers of their own', async () => {
    const { api, fetched, calls } = setupDirect({ status: 200, body: { Success: true } });
    await api.post('Thing', {}, Ok, { 'Idempotency-Key': 'k' });
    expect(calls).toEqual([]);
    expect(fetched).toEqual(['http://test.local/api/Thing']);
  });
});

describe('orNullWhenMissing', () => {
  const failing = (status: number) =>
    createApi({ prefix: 'http://test.local/api', fetch: fakeFetch(status, { Message: 'x' }) }).get(
      'Thing',
      Ok,
    );

  it.each([404, 400])('turns a %i into null', async (status) => {
    await expect(orNullWhenMissing(failing(status))).resolves.toBeNull();
  });

  it('passes an answer through and throws any other failure', async () => {
    await expect(
      orNullWhenMissing(
        createApi({
          prefix: 'http://test.local/api',
          fetch: fakeFetch(200, { Success: true }),
        }).get('Thing', Ok),
      ),
    ).resolves.toEqual({ Success: true });
    await expect(orNullWhenMissing(failing(500))).rejects.toThrow('x');
  });
});
