import { expect, test, type Page } from '@playwright/test';
import { demoConfirmationToken } from '../src/server/seed/demo-token.ts';
import { followEmailLink } from './fixtures/account-pages.ts';
import { emailedLinkCode } from './fixtures/link-codes.ts';
import { manageLink } from './fixtures/manage.ts';

// Emailed links and confirmations carry bearer credentials in their addresses. Once a guest
// accepts cookies, what reaches Tag Manager and the pixel must not carry them.

type Entry = Record<string, unknown> | unknown[];

/**
 * Stands in for the vendors' scripts (each request recorded, nothing run), then accepts cookies
 * on the property's Book page as a guest would.
 */
async function acceptCookies(page: Page, property: string): Promise<string[]> {
  const requested: string[] = [];
  await page.route(/googletagmanager\.com|connect\.facebook\.net/, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.goto(`/Book/${property}`);
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: 'Accept cookies' }).click();
  await expect(banner).toBeHidden();
  return requested;
}

/** This page's dataLayer, gtag commands as arrays. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  ) as Promise<Entry[]>;

/** The page view this page recorded, once there is one. */
async function pageViewOf(page: Page): Promise<Record<string, unknown>> {
  await expect
    .poll(async () =>
      (await dataLayer(page)).some((e) => !Array.isArray(e) && e['event'] === 'page_view'),
    )
    .toBe(true);
  return (await dataLayer(page)).find(
    (e): e is Record<string, unknown> => !Array.isArray(e) && e['event'] === 'page_view',
  )!;
}

/** What Tag Manager is given on a page whose address holds `secret`: the address without it. */
async function expectSeenWithout(page: Page, secret: string, seen: RegExp): Promise<void> {
  const view = await pageViewOf(page);
  const origin = new URL(page.url()).origin;
  expect(view['page_path']).toMatch(seen);
  expect(view['page_location']).toBe(`${origin}${String(view['page_path'])}`);
  // The Google tag takes the page from `set` for every hit, not from the address bar.
  expect(await dataLayer(page)).toContainEqual([
    'set',
    expect.objectContaining({ page_location: view['page_location'] }),
  ]);
  expect(JSON.stringify(await dataLayer(page))).not.toContain(secret);
}

test('after consent, Tag Manager sees the manage, pre-check-in, pay-by-link and confirmation pages without their codes', async ({
  page,
}) => {
  const requested = await acceptCookies(page, 'GRANDLDN');

  const manageCode = manageLink('GL-7Q4K9P').split('/').pop()!;
  await page.goto(manageLink('GL-7Q4K9P'));
  await expectSeenWithout(
    page,
    manageCode,
    /^\/Manage\/GRANDLDN\/Reservation\/redacted\/redacted$/,
  );

  const preCheckInCode = emailedLinkCode('pre-check-in', 'GL-9PCK3W');
  await page.goto(`/PreCheckIn/GRANDLDN/GL-9PCK3W/${preCheckInCode}`);
  await expectSeenWithout(page, preCheckInCode, /^\/PreCheckIn\/GRANDLDN\/redacted\/redacted$/);

  await followEmailLink(page, 'guest@example.com', /INV-24017/);
  await expect(page).toHaveURL(/\/SecurePay\/GRANDLDN\//);
  const payCode = new URL(page.url()).pathname.split('/').pop()!;
  await expectSeenWithout(page, payCode, /^\/SecurePay\/GRANDLDN\/\w+\/redacted\/redacted$/);

  const token = demoConfirmationToken('GL-7Q4K9P');
  await page.goto(`/Book/GRANDLDN/Confirmation/${token}`);
  await expectSeenWithout(page, token, /^\/Book\/GRANDLDN\/Confirmation\/redacted$/);
  expect(requested.some((url) => url.includes('gtm.js'))).toBe(true);

  // The next page is not told where the guest came from either.
  await page.evaluate(() => location.assign('/Book/GRANDLDN'));
  await expect(page).toHaveURL(/\/Book\/GRANDLDN$/);
  expect(await page.evaluate(() => document.referrer)).not.toContain(token);
  expect(JSON.stringify(await pageViewOf(page))).not.toContain(token);
});

test('the pixel, which reports the address bar itself, starts only on pages whose address carries no code', async ({
  page,
}) => {
  const requested = await acceptCookies(page, 'LAGOSBAY');
  const pixelQueue = () =>
    page.evaluate(() => (window as unknown as { fbq?: { queue?: unknown[][] } }).fbq?.queue ?? []);
  await expect.poll(pixelQueue).toContainEqual(['track', 'PageView']);
  await expect.poll(() => requested.some((url) => url.includes('fbevents.js'))).toBe(true);

  requested.length = 0;
  await page.goto('/Account/ResetPassword/LAGOSBAY?token=Reset-Token-Of-A-Guest');
  expect((await pageViewOf(page))['page_path']).toBe('/Account/ResetPassword/LAGOSBAY');
  expect(await pixelQueue()).toEqual([]);
  expect(requested).toEqual([]);
});
