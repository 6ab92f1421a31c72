import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { ReferenceApi } from '../runtime.ts';
import { call } from '../testing/fixtures.ts';
import { openTestApi } from '../testing/seeded-api.ts';

// German texts for a few keys, as translators will give them; the catalogues are filled apart.
vi.mock('../../i18n/translations.ts', () => ({
  translationsOf: (locale: string) =>
    locale === 'de'
      ? {
          'api.propertyNotFound': 'Hotel nicht gefunden',
          'api.account.notLoggedIn': 'Bitte melden Sie sich an.',
        }
      : {},
}));

let api: ReferenceApi;
beforeAll(async () => {
  api = await openTestApi({ RATE_LIMITS: 'off' });
});
afterAll(async () => {
  await api?.close();
});

it.each([
  ['/api/Property/NOPE', 404, 'Hotel nicht gefunden', 'Property not found'],
  ['/api/Account', 401, 'Bitte melden Sie sich an.', 'Please log in.'],
])('refuses %s in the language the page names', async (path, status, german, english) => {
  const inGerman = await call(api, path, { headers: { 'Content-Language': 'de' } });
  expect(inGerman.status).toBe(status);
  expect(inGerman.body).toMatchObject({ Message: german });
  // Without the header, or in English, the spec's text as it is.
  expect((await call(api, path)).body).toMatchObject({ Message: english });
  expect((await call(api, path, { headers: { 'Content-Language': 'en-GB' } })).body).toMatchObject({
    Message: english,
  });
});
