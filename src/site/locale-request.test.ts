import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { t } from '../i18n/messages.ts';
import { t as roomsT } from '../i18n/rooms-messages.ts';
import { inLocale, localeOfRequest, renderingIn } from './locale-request.ts';

/** A page render that reads its texts before and after waiting, as a page awaiting the API does. */
async function render(): Promise<string[]> {
  const first = t('menu.contactUs');
  await sleep(5);
  return [first, roomsT('rooms.nights.other', { count: 3 }), t('search.room', { number: 2 })];
}

it('renders an English and a German page at once without mixing their languages', async () => {
  const [english, german, englishAgain] = await Promise.all([
    renderingIn('en-GB', render),
    renderingIn('de', render),
    renderingIn('en-GB', render),
  ]);
  expect(english).toEqual(['Contact us', '3 nights', 'Room 2']);
  expect(englishAgain).toEqual(english);
  expect(german).toEqual(['Kontakt', '3 Nächte', 'Zimmer 2']);
  // Outside a request (the API's own work, tests) the tables answer.
  expect(t('menu.contactUs')).toBe('Contact us');
});

it.each([
  ['https://x.test/de/Book/X?arrive=2026-01-01', {}, { locale: 'de', path: '/Book/X' }],
  [
    'https://x.test/Book/X?lang=de&arrive=2026-01-01',
    {},
    { locale: 'en-GB', path: '/Book/X', redirect: '/de/Book/X?arrive=2026-01-01' },
  ],
  ['https://x.test/Book/X?lang=en', {}, { locale: 'en-GB', path: '/Book/X' }],
  [
    'https://x.test/',
    { 'accept-language': 'ar,en;q=0.5' },
    { locale: 'ar', path: '/', byAcceptLanguage: true },
  ],
])('%s', (url, headers, asked) => {
  expect(localeOfRequest(new URL(url), new Headers(headers))).toEqual(asked);
});

it('keeps a German redirect in German and leaves English answers alone', async () => {
  const redirect = new Response(null, { status: 302, headers: { location: '/Book/X/Checkout' } });
  expect((await inLocale(redirect, 'de')).headers.get('location')).toBe('/de/Book/X/Checkout');
  const english = new Response('<a href="/Book/X">', { headers: { 'content-type': 'text/html' } });
  expect(await inLocale(english, 'en-GB')).toBe(english);
});

it('sends a German page its islands’ texts under its script hash', async () => {
  const page = new Response(
    '<html><body><a href="/de/Book/X">x</a><a href="/Book/X">en</a><astro-island></astro-island></body></html>',
    {
      headers: { 'content-type': 'text/html', 'content-security-policy': "script-src 'self'" },
    },
  );
  const german = await inLocale(page, 'de');
  const html = await german.text();
  // Links are written in the page's language where they are made; the answer leaves them as they are.
  expect(html).toContain('<a href="/de/Book/X">x</a><a href="/Book/X">en</a>');
  expect(html).toMatch(/<script>self.__t=.*<\/script><astro-island>/);
  expect(german.headers.get('content-security-policy')).toMatch(
    /^script-src 'sha256-[\w+/=]+' 'self'$/,
  );
});
