import * as v from 'valibot';
import { beforeEach, expect, it, vi } from 'vitest';

// What each call to the API carried: its Content-Language, over fetch or without HTTP.
const seen: { via: string; language: string | null | undefined }[] = [];
let inProcess = false;
vi.mock('../server/runtime.ts', () => ({
  getApi: () =>
    Promise.resolve({
      fetch: (request: Request) => {
        seen.push({ via: 'fetch', language: request.headers.get('content-language') });
        return Promise.resolve(Response.json({ Ok: true }));
      },
      call: inProcess
        ? (request: { language?: string }) => {
            seen.push({ via: 'call', language: request.language });
            return Promise.resolve({ status: 200, body: { Ok: true } });
          }
        : undefined,
    }),
}));

const { serverApi, serverApiFor, serverApiIn } = await import('./server-api.ts');
const Answer = v.object({ Ok: v.boolean() });

beforeEach(() => {
  seen.length = 0;
  inProcess = false;
});

it('names the page’s language to the API for a guest’s calls', async () => {
  const request = new Request('https://book.example/de/Manage/GRANDLDN');
  await serverApiFor({ request, locale: 'de' }).get('Account', Answer);
  await serverApiFor({ request }).get('Account', Answer);
  expect(seen).toEqual([
    { via: 'fetch', language: 'de' },
    { via: 'fetch', language: null },
  ]);
});

it('names the page’s language on anonymous calls, with HTTP and without', async () => {
  await serverApiIn('de').post('RestaurantBooking/Cancel', {}, Answer);
  inProcess = true;
  await serverApiIn('ar').post('RestaurantBooking/Cancel', {}, Answer);
  expect(seen).toEqual([
    { via: 'fetch', language: 'de' },
    { via: 'call', language: 'ar' },
  ]);
  expect(serverApiIn('en-GB')).toBe(serverApi);
});
