import { expect, test, type Page } from '@playwright/test';
import { followEmailLink } from './fixtures/account-pages.ts';
import { isoDaysFromToday, roomsAndRatesUrl } from './fixtures/booking.ts';
import { holdIslandCode } from './fixtures/hydration.ts';
import { emailedLinkCode } from './fixtures/link-codes.ts';
import { manageLink } from './fixtures/manage.ts';

// What a guest does on the page as the server drew it, before (or without) its scripts, ends as it
// would with them.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the cookie banner can be closed, and the guest stays on the same results', async ({
    page,
    context,
  }) => {
    const results = roomsAndRatesUrl(
      'GRANDLDN',
      isoDaysFromToday(30),
      isoDaysFromToday(32),
      '2-0-0',
    );
    await page.goto(results);
    const banner = page.getByRole('region', { name: /cookie/i });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Only necessary cookies' }).click();
    await expect(page).toHaveURL(results);
    await expect(page.getByRole('heading', { name: 'Classic Double' })).toBeVisible();
    await expect(banner).toBeHidden();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'stayfront_consent')?.value).toBe('declined');
    await page.goto('/Book/GRANDLDN');
    await expect(page.getByRole('region', { name: /cookie/i })).toBeHidden();
  });

  test('on an emailed link, whose page sends only its origin as the referrer, the guest stays on the booking', async ({
    page,
  }) => {
    const link = manageLink('GL-7Q4K9P');
    await page.goto(link);
    const banner = page.getByRole('region', { name: /cookie/i });
    await banner.getByRole('button', { name: 'Only necessary cookies' }).click();
    await expect(page).toHaveURL(link);
    await expect(banner).toBeHidden();
  });
});

test('a cookie choice posted from another site is refused and sends nowhere else', async ({
  request,
  baseURL,
}) => {
  const answer = await request.post('/CookieChoice', {
    form: { choice: 'accepted', return: '//other.example/x' },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  expect(answer.headers()['location']).toBe('/');
  const foreign = await request.post('/CookieChoice', {
    form: { choice: 'accepted', return: '/' },
    headers: { Origin: 'https://other.example' },
    maxRedirects: 0,
  });
  expect(foreign.status()).toBe(403);
});

const WAITING = 'One moment: the page is still loading.';

/** Every page the browser asked for as a document, in order. */
function documentsAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') asked.push(`${request.method()} ${request.url()}`);
  });
  return asked;
}

test.describe('with the page\u2019s scripts held back', () => {
  test('a payment sent before the page woke waits for it, then goes through the payment link', async ({
    page,
  }) => {
    const release = await holdIslandCode(page, /\/SecurePay\//);
    await followEmailLink(page, 'guest@example.com', /Payment request INV-24017/);
    const link = page.url();
    const asked = documentsAsked(page);
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Name on card').fill('Alex Morgan');
    await page.getByLabel('Expiry month').selectOption('12');
    await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
    await page.getByLabel('Security code').fill('737');
    await page.getByRole('button', { name: 'Pay £180.00' }).click();
    await expect(page.getByRole('status').filter({ hasText: WAITING })).toBeVisible();
    await release();
    // The island sends the payment: the declined card is answered on the same page.
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your card was declined.' }),
    ).toBeVisible();
    await expect(page.getByText(WAITING)).toBeHidden();
    await expect(page.getByText('This link is invalid')).toBeHidden();
    expect(page.url()).toBe(link);
    expect(asked).toEqual([]);
    // Nothing typed was wiped.
    await expect(page.getByLabel('Name on card')).toHaveValue('Alex Morgan');
  });

  test('a search of two rooms sent before the page woke keeps both rooms', async ({ page }) => {
    const arrive = isoDaysFromToday(50);
    const depart = isoDaysFromToday(52);
    const release = await holdIslandCode(page, /\/Book\//);
    await page.goto(`/Book/GRANDLDN?arrive=${arrive}&depart=${depart}&rooms=2-1-0,1-0-0`, {
      waitUntil: 'commit',
    });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('status').filter({ hasText: WAITING })).toBeVisible();
    // The island sends the search as it wakes, so the page may leave before the wait for it ends.
    await release().catch(() => undefined);
    await expect(page).toHaveURL(/\/Book\/GRANDLDN\/Rooms-And-Rates\?/);
    const query = new URL(page.url()).searchParams;
    expect([query.get('arrive'), query.get('depart'), query.get('rooms')]).toEqual([
      arrive,
      depart,
      '2-1-0,1-0-0',
    ]);
    await expect(page.getByRole('heading', { name: /Room 1 of 2/ })).toBeVisible();
  });

  test('a button pressed before the page woke is pressed once it has: pre-check-in starts', async ({
    page,
  }) => {
    const release = await holdIslandCode(page, /\/PreCheckIn\//);
    await page.goto(
      `/PreCheckIn/GRANDLDN/GL-9PCK3W/${emailedLinkCode('pre-check-in', 'GL-9PCK3W')}`,
      { waitUntil: 'commit' },
    );
    await page.getByRole('button', { name: /pre-check-in$/ }).click();
    await expect(page.getByRole('status').filter({ hasText: WAITING })).toBeVisible();
    await release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booker details');
    await expect(page.getByText(WAITING)).toBeHidden();
  });

  test('a table booking sent before the page woke is checked by the page, and keeps what was typed', async ({
    page,
  }) => {
    const release = await holdIslandCode(page, /\/Restaurant\//);
    const asked = documentsAsked(page);
    await page.goto('/Restaurant/GRANDLDN', { waitUntil: 'commit' });
    await page.getByLabel('Name for the booking').fill('Grace Hopper');
    await page.getByRole('button', { name: 'Book a table' }).click();
    await expect(page.getByRole('status').filter({ hasText: WAITING })).toBeVisible();
    await release();
    // The island's own check answers: a party size is still to choose; nothing was sent as HTML.
    await expect(page.getByText(WAITING)).toBeHidden();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page.getByLabel('Name for the booking')).toHaveValue('Grace Hopper');
    expect(asked.filter((entry) => !entry.startsWith('GET'))).toEqual([]);
    expect(asked.length).toBeLessThanOrEqual(1);
  });
});
