import { expect, test } from '@playwright/test';
import { isoDaysFromToday, roomsAndRatesUrl } from './fixtures/booking.ts';
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
