import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { followEmailLink } from './fixtures/account-pages.ts';
import { chooseRooms } from './fixtures/basket.ts';
import { isoDaysFromToday, roomsAndRatesUrl } from './fixtures/booking.ts';
import { openHydrated, waitForHydration } from './fixtures/hydration.ts';
import { emailedLinkCode } from './fixtures/link-codes.ts';
import { manageLink } from './fixtures/manage.ts';

// Every kind of page the suite visits conforms to HTML as the Nu Html Checker reads it.

const arrive = isoDaysFromToday(64);
const depart = isoDaysFromToday(66);
const preCheckIn = (number: string) =>
  `/PreCheckIn/GRANDLDN/${number}/${emailedLinkCode('pre-check-in', number)}`;

/** Each page as a guest sees it: after the islands have drawn what they draw. */
const PAGES: Array<[string, (page: Page) => Promise<void>]> = [
  ['book', (page) => openHydrated(page, '/Book/GRANDLDN')],
  [
    'rooms-and-rates',
    (page) => openHydrated(page, roomsAndRatesUrl('GRANDLDN', arrive, depart, '2-0-0,1-0-0')),
  ],
  [
    'rooms-and-rates-basket',
    async (page) => {
      await openHydrated(page, roomsAndRatesUrl('GRANDLDN', arrive, depart, '2-0-0,1-0-0'));
      await page.getByRole('button', { name: 'Select Flexible Rate, Classic Double' }).click();
      await expect(page.getByRole('complementary', { name: 'Your basket' })).toBeVisible();
    },
  ],
  [
    'checkout',
    async (page) => {
      await chooseRooms(page, roomsAndRatesUrl('GRANDLDN', isoDaysFromToday(65), depart, '1-0-0'), [
        'Select Flexible Rate, Classic Double',
      ]);
      await page.getByRole('button', { name: 'Checkout' }).click();
      await waitForHydration(page);
      await expect(page.getByLabel('Street address')).toBeVisible();
    },
  ],
  [
    'no-availability',
    (page) => openHydrated(page, roomsAndRatesUrl('GRANDLDN', arrive, depart, '9-0-0')),
  ],
  ['manage-search', (page) => openHydrated(page, '/Manage/GRANDLDN')],
  ['manage-booking', (page) => openHydrated(page, manageLink('GL-7Q4K9P'))],
  ['pre-check-in', (page) => openHydrated(page, preCheckIn('GL-9PCK3W'))],
  [
    'pay-by-link',
    async (page) => {
      await followEmailLink(page, 'guest@example.com', /INV-24017/);
      await waitForHydration(page);
    },
  ],
  ['restaurant', (page) => openHydrated(page, '/Restaurant/GRANDLDN')],
  [
    'group',
    (page) => openHydrated(page, `/BookGroup/COASTAL?arrive=${arrive}&depart=${depart}&adults=2`),
  ],
  ['login', (page) => openHydrated(page, '/Account/Login/GRANDLDN')],
  ['register', (page) => openHydrated(page, '/Account/Register/GRANDLDN')],
  ['forgot-password', (page) => openHydrated(page, '/Account/ForgotPassword/GRANDLDN')],
  ['not-found', (page) => openHydrated(page, '/Book/GRANDLDN/No-Such-Step')],
  ['error', (page) => openHydrated(page, '/Error?property=GRANDLDN')],
];

type VnuMessage = {
  type: string;
  subType?: string;
  message: string;
  url: string;
  extract?: string;
};

/**
 * Astro puts the first island's `<style>` in the body (withastro/astro#10308), where the Nu
 * checker wants a `<style>` to come first. The styles are inline (no render-blocking stylesheet),
 * so the checker's CSS validator now reads Tailwind 4's output, and it predates two things that
 * output uses: `@property` (CSS Properties and Values API, in every current browser) and
 * `margin-trim` inside a `@supports` test. Nothing else is allowed.
 */
const ALLOWED = [
  /^A “style” element in “body” must be the first child of its parent\.$/,
  /^CSS: Unrecognized at-rule “@property”\.?$/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.?$/,
];

test('every kind of page conforms to HTML (Nu Html Checker, 0 errors)', async ({ page }) => {
  test.setTimeout(120_000);
  const dir = await mkdtemp(join(tmpdir(), 'stayfront-vnu-'));
  for (const [name, visit] of PAGES) {
    await visit(page);
    await writeFile(join(dir, `${name}.html`), await page.content());
  }
  const jar = join(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar');
  const files = PAGES.map(([name]) => join(dir, `${name}.html`));
  // vnu exits 1 when it finds errors; the JSON report is on stderr either way.
  const { stderr } = await promisify(execFile)(
    'java',
    ['-jar', jar, '--format', 'json', '--errors-only', ...files],
    { maxBuffer: 16 * 1024 * 1024 },
  )
    .catch((error: { stderr: string }) => error)
    .finally(() => rm(dir, { recursive: true, force: true }));
  const messages = (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
  const errors = messages
    .filter((m) => m.type === 'error' || m.subType === 'fatal')
    .filter((m) => !ALLOWED.some((allowed) => allowed.test(m.message)))
    .map((m) => `${m.url.split('/').pop()}: ${m.message}`);
  expect(errors).toEqual([]);
});
