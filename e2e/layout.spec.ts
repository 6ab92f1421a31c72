import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  DEMO,
  fillLogin,
  LOGIN_ERROR,
  loginThroughApi,
  uniqueEmail,
} from './fixtures/account-pages.ts';
import { isoDaysFromToday, roomsAndRatesUrl } from './fixtures/booking.ts';
import { openHydrated, waitForHydration } from './fixtures/hydration.ts';
import { askOneNightLonger, manageLink } from './fixtures/manage.ts';

// What a guest sees on the first screen, as the guest would judge it: the thing is inside the
// viewport and nothing (cookie banner, basket, notification) is drawn over it.

const arrive = isoDaysFromToday(30);
const depart = isoDaysFromToday(32);
const results = roomsAndRatesUrl('GRANDLDN', arrive, depart, '2-0-0');

/** Fails unless `locator` is wholly inside the first screen and is what a tap at its centre hits. */
async function expectOnFirstScreen(page: Page, locator: Locator, what: string): Promise<void> {
  const viewport = page.viewportSize()!;
  const box = await locator.boundingBox();
  expect(box, `${what} is drawn`).not.toBeNull();
  expect(box!.y, `${what} starts on the first screen`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what} ends on the first screen`).toBeLessThanOrEqual(
    viewport.height,
  );
  expect(box!.x + box!.width, `${what} is not cut off at the side`).toBeLessThanOrEqual(
    viewport.width,
  );
  const covered = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit && !element.contains(hit) && !hit.contains(element)
      ? (hit.closest('[aria-label], section, aside, [role]')?.outerHTML.slice(0, 120) ??
          hit.tagName)
      : null;
  });
  expect(covered, `${what} is not covered`).toBeNull();
}

function firstRoom(page: Page) {
  const card = page.getByRole('article').first();
  return {
    name: card.getByRole('heading', { level: 3 }),
    fromPrice: card.locator('p.text-2xl'),
    select: card.getByRole('button', { name: /^Select/ }).first(),
  };
}

for (const width of [1024, 1366, 1920]) {
  test.describe(`Rooms & Rates on a ${width} px wide screen`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the first room, its lowest price and a Select button are on the first screen', async ({
      page,
    }) => {
      await page.goto(results);
      const room = firstRoom(page);
      await expect(room.name).toHaveText('Classic Double');
      await expectOnFirstScreen(page, room.name, 'the room name');
      await expectOnFirstScreen(page, room.fromPrice, 'its lowest price');
      await expectOnFirstScreen(page, room.select, 'a Select button');
      // The photo sits beside the room's details, not above them.
      const photo = await page.getByRole('article').first().getByRole('img').boundingBox();
      const name = await room.name.boundingBox();
      expect(photo!.x + photo!.width).toBeLessThanOrEqual(name!.x);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('Rooms & Rates shows the first room with its price on the first screen', async ({
    page,
  }) => {
    await page.goto(results);
    const room = firstRoom(page);
    await expectOnFirstScreen(page, room.name, 'the room name');
    await expectOnFirstScreen(page, room.fromPrice, 'its lowest price');
  });

  test('the cookie banner leaves the menu free, and the basket its Continue button', async ({
    page,
  }) => {
    await page.goto(results);
    await expect(page.getByRole('region', { name: /cookie/i })).toBeVisible();
    await expectOnFirstScreen(page, page.locator('summary', { hasText: 'Menu' }), 'the menu');
    await waitForHydration(page);
    await firstRoom(page).select.click();
    const next = page.getByRole('button', { name: /^(Continue|No thanks)/ }).first();
    await next.scrollIntoViewIfNeeded();
    await expectOnFirstScreen(page, next, 'the next step');
  });
});

test.describe('on a 320 px wide phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  const pages = [
    '/Book/GRANDLDN',
    results,
    roomsAndRatesUrl('SEASIDECPT', arrive, depart, '2-0-0', '&currency=EUR'),
    roomsAndRatesUrl('LAGOSBAY', arrive, depart, '2-1-0,1-0-0'),
    `/BookGroup/COASTAL?arrive=${arrive}&depart=${depart}&adults=2&children=0`,
    '/Manage/GRANDLDN',
    '/Restaurant/GRANDLDN',
    '/Account/Login/GRANDLDN',
    '/Account/Register/GRANDLDN',
    '/Account/ForgotPassword/GRANDLDN',
    '/Book/GRANDLDN/no-such-page',
  ];
  for (const path of pages) {
    test(`${path.split('?')[0]} does not scroll sideways`, async ({ page }) => {
      await openHydrated(page, path);
      const overflow = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        wide: [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > 321)
          .slice(0, 3)
          .map((element) => element.outerHTML.slice(0, 100)),
      }));
      expect(overflow.wide).toEqual([]);
      expect(overflow.page).toBeLessThanOrEqual(320);
    });
  }

  test('manage booking\u2019s new prices for other dates do not scroll sideways', async ({
    page,
  }) => {
    await openHydrated(page, manageLink('GL-3MX8RT'));
    await page.getByRole('button', { name: 'Change dates' }).click();
    await askOneNightLonger(page);
    await expect(page.getByRole('table')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  });
});

test.describe('notifications', () => {
  for (const [name, viewport] of [
    ['a laptop', { width: 1366, height: 900 }],
    ['a phone', { width: 390, height: 844 }],
  ] as const) {
    test(`on ${name}, a notification leaves the menu free`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await loginThroughApi(page);
      await openHydrated(page, '/ManageAccount/GRANDLDN');
      // Saved as they are: other tests read the demo account's details.
      await page
        .getByRole('form', { name: 'Your details' })
        .getByRole('button', { name: 'Save details' })
        .click();
      const toast = page.locator('[data-notifications] [data-id]');
      await expect(toast).toHaveText(/Your details have been saved/);
      const menu =
        viewport.width < 600
          ? [page.locator('summary', { hasText: 'Menu' })]
          : await page.getByRole('navigation', { name: 'Main' }).getByRole('link').all();
      // The button is further down on a phone: the guest scrolls back up to the menu.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(toast).toBeVisible();
      for (const entry of menu) await expectOnFirstScreen(page, entry, 'the menu');
    });
  }

  test('a form that says how it went says it once, not again in a notification', async ({
    page,
  }) => {
    const toasts = page.locator('[data-notifications] [data-id]');
    await openHydrated(page, '/Account/Login/GRANDLDN');
    await fillLogin(page.getByRole('main'), DEMO.email, 'Not-The-Password-1!');
    await expect(page.getByRole('main').getByText(LOGIN_ERROR)).toBeVisible();
    await expect(toasts).toHaveCount(0);
    await openHydrated(page, '/Account/ForgotPassword/GRANDLDN');
    await page.getByLabel('Email address').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(toasts).toHaveCount(0);
    await openHydrated(page, '/Account/Register/GRANDLDN');
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Rivers');
    await page.getByLabel('Email address').fill(uniqueEmail('once'));
    await page.getByLabel('Password', { exact: true }).fill('Password-One-2026');
    await page.getByLabel('Confirm password').fill('Password-One-2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(toasts).toHaveCount(0);
  });
});
