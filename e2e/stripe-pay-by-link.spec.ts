import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { StripeStandIn } from '../src/server/testing/stripe-stand-in.ts';
import { routeStripe } from './fixtures/fake-stripe-js.ts';
import type { HotelServer } from './fixtures/hotel-server.ts';
import { startStripeHotels, type StripeHotels } from './fixtures/payment-hotels.ts';
import { waitForHydration } from './fixtures/hydration.ts';

// The demo's payment links (src/server/seed/pay-by-link.ts) at a hotel paid through Stripe: its
// own server (E2E_PORT + 6) whose Stripe is the stand-in running in this process, and Stripe.js a
// fake served at js.stripe.com.
const GUEST = 'guest@example.com';
const CARD = '4242 4242 4242 4242';
const APPLE_PAY_FILE = '/.well-known/apple-developer-merchantid-domain-association';
const APPLE_PAY_TEXT =
  '7B227073704964223A2239373943394538343346343131343044463144313834343232393232313734313034353044314339464446394437384337313531303944363335434634303433227D';

let hotels: StripeHotels | undefined;
let server: HotelServer;
let stripe: StripeStandIn;

/** Follows the demo guest's emailed link from this server's outbox. */
async function openLink(page: Page, subject: RegExp) {
  const email = page.getByRole('article', { name: subject }).first();
  await page.goto(`${server.url}/dev/outbox?to=${encodeURIComponent(GUEST)}`);
  await email.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/SecurePay\/GRANDLDN\//);
}

/** Every request the page sends to our server, with its body, to look for card numbers in. */
function requestsToUs(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(server.url))
      seen.push(`${request.url()} ${request.postData() ?? ''}`);
  });
  return seen;
}

function expectNoCardNumber(requests: string[]) {
  expect(requests.some((line) => line.includes('PayByLink/Process'))).toBe(true);
  for (const line of requests) {
    expect(line).not.toContain(CARD.replaceAll(' ', ''));
    expect(line).not.toContain(CARD);
    expect(line).not.toContain('4000000000000002');
    expect(line).not.toMatch(/"CardNumber":"\d/);
  }
}

/** The server's word on the link behind the page now open (its Get answer). */
async function linkOnServer(page: Page, link: string) {
  const url = new URL(link);
  const [, , , actionType, invoiceNumber, hash] = url.pathname.split('/');
  const query = new URLSearchParams({
    propertyId: 'GRANDLDN',
    invoiceNumber: invoiceNumber!,
    hash: hash!,
    actionType: actionType!,
    paymentId: url.searchParams.get('id')!,
  });
  const answer = await page.request.get(`${server.url}/api/PayByLink/Get?${query}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { State: string; Transaction: { CardSummary: string | null } };
}

test.describe('pay by link at a hotel paid through Stripe', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    // The hotel registered its domain for Apple Pay with Stripe and was given this file.
    const folder = await mkdtemp(path.join(tmpdir(), 'stayfront-e2e-apple-pay-'));
    const applePayFile = path.join(folder, 'apple-developer-merchantid-domain-association');
    await writeFile(applePayFile, APPLE_PAY_TEXT);
    hotels = await startStripeHotels(6, { STRIPE_APPLE_PAY_DOMAIN_FILE: applePayFile });
    ({ server, stripe } = hotels);
  });

  test.afterAll(async () => {
    await hotels?.stop();
  });

  test('Stripe\u2019s field is written in the page\u2019s language', async ({ page }) => {
    await routeStripe(page, stripe);
    await openLink(page, /Payment request INV-24017/);
    const url = new URL(page.url());
    await page.goto(`${server.url}/de${url.pathname}${url.search}`);
    await waitForHydration(page);
    await expect(page.getByLabel('Stripe card number')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: /180,00\s£/ })).toBeVisible();
  });

  test('an invoice is paid in Stripe\u2019s field after a decline, and the link says paid', async ({
    page,
  }) => {
    await routeStripe(page, stripe);
    const toUs = requestsToUs(page);
    await openLink(page, /Payment request INV-24017/);
    const link = page.url();
    const csp = (await page.request.get(link)).headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src[^;]*https:\/\/js\.stripe\.com/);
    await waitForHydration(page);

    // Our card form is not there: Stripe's field is.
    await expect(page.getByLabel('Security code')).toHaveCount(0);
    await page.getByLabel('Stripe card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay £180.00' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your card was declined.' }),
    ).toBeVisible();

    // Another card confirms the same PaymentIntent: no second payment is started.
    await page.getByLabel('Stripe card number').fill(CARD);
    await page.getByRole('button', { name: 'Pay £180.00' }).click();
    await expect(page).toHaveURL(/\/SecurePay\/GRANDLDN\/Confirmation\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment received');
    await expect(page.getByText('Thank you: £180.00 was paid.')).toBeVisible();
    await expect(page.getByText('visa ending 4242')).toBeVisible();

    const intents = [...stripe.intents.values()].filter((intent) => intent.amount === 18000);
    expect(intents.map((intent) => [intent.object, intent.status])).toEqual([
      ['payment_intent', 'succeeded'],
    ]);
    expect((await linkOnServer(page, link)).State).toBe('Paid');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Already paid' })).toBeVisible();
    expectNoCardNumber(toUs);
  });

  test('the link is paid on Stripe\u2019s word read by the server, not on the browser\u2019s', async ({
    page,
  }) => {
    await routeStripe(page, stripe);
    // A browser that says it paid without Stripe having been asked.
    await page.route('https://api.stripe.com/**', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ status: 'succeeded' }),
      }),
    );
    await openLink(page, /Payment request INV-24020/);
    const link = page.url();
    await waitForHydration(page);
    await page.getByLabel('Stripe card number').fill(CARD);
    await page.getByRole('button', { name: 'Pay £60.00' }).click();
    await expect(page).toHaveURL(/\/SecurePay\/GRANDLDN\/Status\/.*redirect_status=succeeded/);
    await expect(page.getByText('Processing your payment')).toBeVisible();
    expect((await linkOnServer(page, link)).State).toBe('Processing');

    // Stripe takes the payment (as its own page or a retry would): the next look settles it.
    const intent = [...stripe.intents.values()].find((each) => each.amount === 6000)!;
    await stripe.confirm(intent.id, 'pm_card_visa');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment received');
    await expect(page.getByText('Thank you: £60.00 was paid.')).toBeVisible();
    expect((await linkOnServer(page, link)).State).toBe('Paid');
  });

  test('a card is stored for the booking: nothing charged, kept for off-session use', async ({
    page,
  }) => {
    await routeStripe(page, stripe);
    const toUs = requestsToUs(page);
    await openLink(page, /Please store a card for CARD-3MX8RT/);
    const link = page.url();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Store a card');
    await waitForHydration(page);
    await page.getByLabel('Stripe card number').fill(CARD);
    await page.getByRole('button', { name: 'Store my card' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Card stored');
    await expect(
      page.getByText('Thank you: your card is stored securely. Nothing was charged.'),
    ).toBeVisible();
    await expect(page.getByText('visa ending 4242')).toBeVisible();

    // Stripe keeps the card with a customer for off-session charges, and nothing was charged.
    const setups = [...stripe.intents.values()].filter((each) => each.object === 'setup_intent');
    expect(setups).toHaveLength(1);
    expect(setups[0]).toMatchObject({ status: 'succeeded', usage: 'off_session' });
    expect(setups[0]!.customer).toMatch(/^cus_/);
    expect(setups[0]!.payment_method).toMatch(/^pm_/);
    // The server keeps it for the booking: the link reads back as stored, with that card.
    const stored = await linkOnServer(page, link);
    expect(stored.State).toBe('CardStored');
    expect(stored.Transaction.CardSummary).toBe('visa ending 4242');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Card already stored' })).toBeVisible();
    expectNoCardNumber(toUs);
  });

  test('Apple Pay\u2019s domain file is served where the hotel set it up, 404 elsewhere', async ({
    request,
  }) => {
    const served = await request.get(`${server.url}${APPLE_PAY_FILE}`);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('text/plain');
    expect(await served.text()).toBe(APPLE_PAY_TEXT);
    // The main e2e server has no file set.
    expect((await request.get(APPLE_PAY_FILE)).status()).toBe(404);
  });
});
