import { expect, test, type Page } from '@playwright/test';
import {
  DEMO,
  fillLogin,
  followEmailLink,
  loginThroughApi,
  uniqueEmail,
} from './fixtures/account-pages.ts';
import { ADA, agreeToTerms, chooseRooms, fillCard, fillGuest } from './fixtures/basket.ts';
import { isoDaysFromToday, roomsAndRatesUrl } from './fixtures/booking.ts';
import { holdIslandCode } from './fixtures/hydration.ts';
import { emailedLinkCode } from './fixtures/link-codes.ts';
import { askOneNightLonger, manageLink } from './fixtures/manage.ts';

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

  test('the display currency can be chosen, and the results keep their search', async ({
    page,
  }) => {
    const arrive = isoDaysFromToday(30);
    const depart = isoDaysFromToday(32);
    await page.goto(roomsAndRatesUrl('GRANDLDN', arrive, depart, '2-0-0,1-0-0', '&promo=NONE'));
    const firstPrice = page.getByRole('article').first().locator('p.text-2xl');
    await expect(firstPrice).toHaveText(/^£/);
    await page.getByLabel('Show prices in').selectOption('EUR');
    await page.getByRole('button', { name: 'Show prices' }).click();
    const query = new URL(page.url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      arrive,
      depart,
      rooms: '2-0-0,1-0-0',
      promo: 'NONE',
      currency: 'EUR',
    });
    await expect(page.getByLabel('Show prices in')).toHaveValue('EUR');
    await expect(firstPrice).toHaveText(/^€/);
    await expect(page.getByText('charged in GBP')).toBeVisible();
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
    await expect(page.getByRole('main').getByRole('alert').first()).toBeVisible();
    await expect(page.getByLabel('Name for the booking')).toHaveValue('Grace Hopper');
    expect(asked.filter((entry) => !entry.startsWith('GET'))).toEqual([]);
    expect(asked.length).toBeLessThanOrEqual(1);
  });
});

test.describe('account forms sent before the page woke', () => {
  test('a login waits for the page, then logs in', async ({ page }) => {
    const release = await holdIslandCode(page, /\/Account\/Login\//);
    await page.goto('/Account/Login/GRANDLDN', { waitUntil: 'commit' });
    await fillLogin(page.getByRole('main'), DEMO.email, DEMO.password);
    await expect(page.getByRole('status').filter({ hasText: WAITING })).toBeVisible();
    await release().catch(() => undefined);
    await expect(page).toHaveURL(/\/Book\/GRANDLDN$/);
    await expect(page.getByText(`Welcome back, ${DEMO.firstName}`)).toBeVisible();
  });

  test('a registration and a reset link asked for wait, keep what was typed, and go through', async ({
    page,
  }) => {
    const email = uniqueEmail('early');
    let release = await holdIslandCode(page, /\/Account\/Register\//);
    await page.goto('/Account/Register/GRANDLDN', { waitUntil: 'commit' });
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Rivers');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Password-One-2026');
    await page.getByLabel('Confirm password').fill('Password-One-2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status').filter({ hasText: WAITING })).toBeVisible();
    await release();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await page.unrouteAll();

    release = await holdIslandCode(page, /\/Account\/ForgotPassword\//);
    await page.goto('/Account/ForgotPassword/GRANDLDN', { waitUntil: 'commit' });
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: WAITING })).toBeVisible();
    await release();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await page.unrouteAll();

    // The emailed link's token is in its address: the held form keeps it.
    release = await holdIslandCode(page, /\/Account\/ResetPassword\//);
    await followEmailLink(page, email, /Reset your password/);
    const link = page.url();
    await page.getByLabel('New password', { exact: true }).fill('Password-Two-2026');
    await page.getByLabel('Confirm password').fill('Password-Two-2026');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('status').filter({ hasText: WAITING })).toBeVisible();
    expect(page.url()).toBe(link);
    await release().catch(() => undefined);
    await expect(page).toHaveURL(/\/Account\/Login\/GRANDLDN/);
    await expect(
      page.getByText('Your password has been changed. You can now log in with your new password.'),
    ).toBeVisible();
    await expect(page.getByText('This link is invalid')).toBeHidden();
  });

  test('details saved before the page woke are saved, as typed', async ({ page }) => {
    await loginThroughApi(page);
    const release = await holdIslandCode(page, /\/ManageAccount\//);
    await page.goto('/ManageAccount/GRANDLDN', { waitUntil: 'commit' });
    const details = page.getByRole('form', { name: 'Your details' });
    // The demo account's own name: other tests read it.
    await details.getByLabel('First name').fill(DEMO.firstName);
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByRole('status').filter({ hasText: WAITING })).toBeVisible();
    await release();
    await expect(page.getByText('Your details have been saved.')).toBeVisible();
    await expect(details.getByLabel('First name')).toHaveValue(DEMO.firstName);
  });
});

test.describe('manage booking before the page woke', () => {
  test('a booking looked up before any script is found: the form is the server’s', async ({
    page,
  }) => {
    const release = await holdIslandCode(page, /\/Manage\//, { runtime: true });
    await page.goto('/Manage/GRANDLDN', { waitUntil: 'commit' });
    await page.getByLabel('Reservation Number').fill('GL-7Q4K9P');
    await page.getByLabel('Guest Name').fill('Morgan');
    await page.getByRole('button', { name: 'Find my booking' }).click();
    await expect(page).toHaveURL(/\/Manage\/GRANDLDN\/Reservation\/GL-7Q4K9P\//);
    await expect(page.getByText('GL-7Q4K9P').first()).toBeVisible();
    await expect(page.getByText('This link is invalid')).toBeHidden();
    await release().catch(() => undefined);
  });

  test('Change dates and Cancel room pressed before the page woke open their steps, on the same link', async ({
    page,
  }) => {
    const link = manageLink('GL-3MX8RT');
    for (const [button, heading] of [
      ['Cancel room 2', /^Cancel room 2/],
      ['Change dates', 'Change dates'],
    ] as const) {
      const release = await holdIslandCode(page, /\/Manage\//);
      await page.goto(link, { waitUntil: 'commit' });
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByRole('status').filter({ hasText: WAITING })).toBeVisible();
      await release();
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(
        heading,
      );
      expect(page.url()).toBe(new URL(link, page.url()).href);
      await expect(page.getByText('This link is invalid')).toBeHidden();
      await page.unrouteAll();
    }
    // The step's own form works as with the script.
    await askOneNightLonger(page);
    await expect(page.getByRole('button', { name: 'Review the change' })).toBeVisible();
  });
});

test('checkout: nothing can be typed before the page woke, and its Log in waits for it', async ({
  page,
}) => {
  await chooseRooms(
    page,
    roomsAndRatesUrl('GRANDLDN', isoDaysFromToday(90), isoDaysFromToday(92), '1-0-0'),
    ['Select Flexible Rate, Classic Double'],
  );
  const release = await holdIslandCode(page, /\/Checkout/);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  // The stay comes from the browser's basket: until it is drawn, the form waits, saying so.
  await expect(page.getByRole('status').filter({ hasText: 'Loading your stay…' })).toBeVisible();
  await expect(page.getByLabel('First name')).toBeDisabled();
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('status').filter({ hasText: WAITING })).toBeVisible();
  await release();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await fillGuest(page);
  await fillCard(page, '4242 4242 4242 4242');
  await agreeToTerms(page);
  await page.getByRole('button', { name: /^Confirm/ }).click();
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
  await expect(page.getByText(ADA.email).first()).toBeVisible();
});
