import { expect, it } from 'vitest';
import { createInProcessCaller } from './in-process.ts';

it('hands an in-process call’s language to the app as Content-Language', async () => {
  const languages: (string | null)[] = [];
  const call = createInProcessCaller({
    fetch: (request: Request) => {
      languages.push(request.headers.get('content-language'));
      return Response.json({});
    },
  });
  await call({ method: 'POST', path: 'X', body: {}, language: 'de' });
  await call({ method: 'GET', path: 'X' });
  expect(languages).toEqual(['de', null]);
});
