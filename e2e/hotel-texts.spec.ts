import { expect, test } from '@playwright/test';
import { uniqueEmail } from './fixtures/account-pages.ts';
import { ADA, chooseRooms } from './fixtures/basket.ts';
import { isoDaysFromToday, roomsAndRatesUrl } from './fixtures/booking.ts';
import {
  bookAtCheckoutIn,
  catalogue,
  escape,
  roomStepsIn,
  say,
  start,
} from './fixtures/catalogue.ts';
import { waitForHydration } from './fixtures/hydration.ts';

// The hotel's own texts in the guest's language: the Grand London gives its room, rate and extra
// texts in German and Arabic (examples/grand-london.yaml); other languages read its English.
// Stays on days of their own, so these tests never compete with others for rooms.

test.describe('the hotel’s own texts', () => {
  test('a guest on /de/ sees the German room and rate names in the results, at checkout and in the confirmation email', async ({
    page,
  }) => {
    test.slow();
    const m = catalogue('de');
    const room = 'Klassisches Doppelzimmer';
    const rate = 'Flexibler Tarif';
    const email = uniqueEmail('hotel-texts.de');
    const results = `/de${roomsAndRatesUrl('GRANDLDN', isoDaysFromToday(176), isoDaysFromToday(178), '1-0-0')}`;

    await page.goto(results);
    await waitForHydration(page);
    const offer = page.getByRole('button', {
      name: `${say(m, 'rooms.offer.select')} ${say(m, 'rooms.offer.selectWhat', { rate, room })}`,
    });
    await expect(offer).toBeVisible();
    await expect(page.getByRole('heading', { name: room }).first()).toBeVisible();
    await expect(page.getByText('Classic Double')).toHaveCount(0);
    await expect(page.getByText('Flexible Rate')).toHaveCount(0);

    await chooseRooms(
      page,
      results,
      [`${say(m, 'rooms.offer.select')} ${say(m, 'rooms.offer.selectWhat', { rate, room })}`],
      undefined,
      say(m, 'rooms.summary.title'),
      roomStepsIn(m),
    );
    await page.getByRole('button', { name: say(m, 'rooms.summary.checkout') }).click();
    await expect(page).toHaveURL(/\/de\/Book\/GRANDLDN\/Checkout/);
    await waitForHydration(page);
    await expect(page.getByText(room).first()).toBeVisible();
    await expect(page.getByText(rate).first()).toBeVisible();

    await bookAtCheckoutIn(page, m, { ...ADA, email });
    await expect(page).toHaveURL(/\/de\/Book\/GRANDLDN\/Confirmation\//);
    await expect(page.getByText(room).first()).toBeVisible();

    await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
    const confirmed = page
      .getByRole('article', {
        name: new RegExp(`^${escape(start(m, 'email.confirmation.subject'))}`),
      })
      .first();
    await expect(confirmed).toContainText(room);
    await expect(confirmed).toContainText(rate);
    await expect(confirmed).not.toContainText('Classic Double');
  });

  test('the German search page shows the hotel’s guest labels and offers in German', async ({
    page,
  }) => {
    await page.goto('/de/Book/GRANDLDN');
    await waitForHydration(page);
    await expect(page.getByText('Kinder (2–12)').first()).toBeVisible();
    await expect(page.getByText('Winterauszeit').first()).toBeVisible();
    await expect(page.getByText('Winter Escape')).toHaveCount(0);
  });

  test('a language the hotel did not translate reads its English texts', async ({ page }) => {
    const m = catalogue('fr');
    await page.goto(
      `/fr${roomsAndRatesUrl('GRANDLDN', isoDaysFromToday(180), isoDaysFromToday(182), '1-0-0')}`,
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(
      page.getByRole('button', {
        name: `${say(m, 'rooms.offer.select')} ${say(m, 'rooms.offer.selectWhat', { rate: 'Flexible Rate', room: 'Classic Double' })}`,
      }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Classic Double' }).first()).toBeVisible();
  });
});
