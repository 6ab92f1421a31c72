import { expect, test, type Page } from '@playwright/test';
import { ADA, agreeToTerms, chooseRooms, fillGuest } from './fixtures/basket.ts';
import { isoDaysFromToday, roomsAndRatesUrl } from './fixtures/booking.ts';
import { routeStripe } from './fixtures/fake-stripe-js.ts';
import { waitForHydration } from './fixtures/hydration.ts';
import { startStripeHotels, type StripeHotels } from './fixtures/payment-hotels.ts';

// Stripe's test cards (https://docs.stripe.com/testing#cards), typed into the fake Payment Element.
const CARD = { approved: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' };
const CARD_3DS = '4000 0025 0000 3155';

let hotels: StripeHotels;

/** Grand London's checkout with one Classic Double at `rate`, `arrivalInDays` from today. */
async function toCheckout(page: Page, rate: string, arrivalInDays: number): Promise<void> {
  await routeStripe(page, hotels.stripe);
  await chooseRooms(
    page,
    `${hotels.server.url}${roomsAndRatesUrl('GRANDLDN', isoDaysFromToday(arrivalInDays), isoDaysFromToday(arrivalInDays + 2), '1-0-0')}`,
    [`Select ${rate}, Classic Double`],
  );
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await waitForHydration(page);
  await fillGuest(page);
  await agreeToTerms(page);
}

/** The PaymentIntents made since `before` (the stand-in's, oldest first). */
const intentsSince = (before: number) => [...hotels.stripe.intents.values()].slice(before);

/** What the server says of a booking, from its public status endpoint. */
async function statusOf(page: Page, token: string): Promise<string> {
  const answer = await page.request.get(
    `${hotels.server.url}/api/Reservation/Status?propertyId=GRANDLDN&referenceNumber=${token}`,
  );
  return ((await answer.json()) as { Status: string }).Status;
}

test.describe('Stripe journeys in the browser', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    hotels = await startStripeHotels(4);
  });

  test.afterAll(async () => {
    await hotels?.stop();
  });

  test('a 3-D Secure card: the bank asks, and only the PaymentIntent Stripe holds confirms the booking', async ({
    page,
    context,
  }) => {
    const before = hotels.stripe.intents.size;
    await toCheckout(page, 'Non-refundable — save 15%', 80);
    await page.getByLabel('Stripe card number').fill(CARD_3DS);
    await page.getByRole('button', { name: /^Confirm/ }).click();

    // Stripe.js follows next_action to the bank's page.
    await expect(page.getByRole('heading', { name: '3D Secure 2 Test Page' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe('https://hooks.stripe.com');
    const [intent] = intentsSince(before);
    expect(intent).toMatchObject({ status: 'requires_action' });
    const returnUrl = new URL(intent!.next_action!.redirect_to_url.return_url);
    const token = returnUrl.pathname.split('/').pop()!;

    // A return that claims success while the bank has not been answered confirms nothing.
    const forged = await context.newPage();
    returnUrl.searchParams.set('payment_intent', intent!.id);
    returnUrl.searchParams.set('redirect_status', 'succeeded');
    await forged.goto(returnUrl.href);
    await expect(forged.getByRole('heading', { name: 'Your booking', exact: true })).toBeVisible();
    await expect(forged.getByText('Waiting for your payment to be confirmed')).toBeVisible();
    expect(await statusOf(page, token)).toBe('PendingPayment');
    await forged.close();

    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
    expect(page.url()).toContain(hotels.server.url);
    expect(intentsSince(before).map((one) => one.status)).toEqual(['succeeded']);
    expect(await statusOf(page, token)).toBe('Confirmed');
  });

  test('a declined card: the guest keeps what they typed, pays with another card and books once', async ({
    page,
  }) => {
    const before = hotels.stripe.intents.size;
    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/Reservation/Create')) creates.push(request.url());
    });
    await toCheckout(page, 'Non-refundable — save 15%', 90);
    const card = page.getByLabel('Stripe card number');
    await card.fill(CARD.declined);
    await page.getByRole('button', { name: /^Confirm/ }).click();

    await expect(
      page.getByRole('alert').filter({ hasText: 'Your card was declined.' }),
    ).toBeVisible();
    // Everything but the card stays as typed.
    await expect(card).toHaveValue('');
    await expect(page.getByLabel('First name')).toHaveValue(ADA.first);
    await expect(page.getByLabel('Last name')).toHaveValue(ADA.last);
    await expect(page.getByLabel('Email address')).toHaveValue(ADA.email);
    await expect(page.getByLabel('Street address')).toHaveValue(ADA.street);
    await expect(page.getByLabel('Post code')).toHaveValue(ADA.postCode);
    expect(intentsSince(before).map((one) => one.status)).toEqual(['requires_payment_method']);

    await card.fill(CARD.approved);
    await page.getByRole('button', { name: /^Confirm/ }).click();
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
    // One booking, one PaymentIntent, charged once.
    expect(creates).toHaveLength(1);
    const intents = intentsSince(before);
    expect(intents.map((one) => one.status)).toEqual(['succeeded']);
    expect(
      hotels.stripe.events.filter(
        (event) =>
          event.type === 'payment_intent.succeeded' &&
          (event.data.object as { id: string }).id === intents[0]!.id,
      ),
    ).toHaveLength(1);
  });
});
