import { expect, test, type Page } from '@playwright/test';
import { agreeToTerms, chooseRooms, fillGuest } from './fixtures/basket.ts';
import { isoDaysFromToday, roomsAndRatesUrl } from './fixtures/booking.ts';
import { routeStripe } from './fixtures/fake-stripe-js.ts';
import { waitForHydration } from './fixtures/hydration.ts';
import { startStripeHotels, type StripeHotels } from './fixtures/payment-hotels.ts';

// The demo hotels paid through Stripe: their own server (E2E_PORT + 3) whose Stripe is the
// stand-in running in this process, and Stripe.js a fake served at js.stripe.com.
const CARD = '4242 4242 4242 4242';

/** The page's content security policy (a header: Astro sends it so on server-rendered pages). */
const policyOf = async (page: Page, path: string) =>
  (await page.request.get(`${hotels.server.url}${path}`)).headers()['content-security-policy'] ??
  '';

let hotels: StripeHotels;

test.describe('a hotel paid through Stripe', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    hotels = await startStripeHotels(3);
  });

  test.afterAll(async () => {
    await hotels?.stop();
  });

  test('the card goes to Stripe only, and the booking ends confirmed', async ({ page }) => {
    const { server, stripe } = hotels;
    await routeStripe(page, stripe);
    const toUs: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(server.url))
        toUs.push(`${request.url()} ${request.postData() ?? ''}`);
    });

    await chooseRooms(
      page,
      `${server.url}${roomsAndRatesUrl('GRANDLDN', isoDaysFromToday(70), isoDaysFromToday(72), '1-0-0')}`,
      ['Select Non-refundable — save 15%, Classic Double'],
    );
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await waitForHydration(page);
    const csp = await policyOf(page, '/Book/GRANDLDN/Checkout');
    expect(csp).toMatch(/script-src[^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/connect-src[^;]*https:\/\/api\.stripe\.com/);

    await fillGuest(page);
    // Our card form is not there: Stripe's field is.
    await expect(page.getByLabel('Security code')).toHaveCount(0);
    await page.getByLabel('Stripe card number').fill(CARD);
    await agreeToTerms(page);
    await page.getByRole('button', { name: /^Confirm/ }).click();

    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
    const intents = [...stripe.intents.values()];
    expect(intents.map((intent) => intent.status)).toEqual(['succeeded']);
    expect(toUs.some((line) => line.includes('Reservation/Create'))).toBe(true);
    for (const line of toUs) {
      expect(line).not.toContain('4242424242424242');
      expect(line).not.toContain(CARD);
      expect(line).not.toMatch(/"CardNumber":"\d/);
    }
  });

  test('other pages name no provider in their policy', async ({ page }) => {
    const csp = await policyOf(page, '/Book/GRANDLDN');
    expect(csp).toContain('script-src');
    expect(csp).not.toContain('stripe.com');
  });
});
