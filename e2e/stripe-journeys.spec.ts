import { expect, test, type Page } from '@playwright/test';
import { ADA, agreeToTerms, chooseRooms, fillGuest, type Guest } from './fixtures/basket.ts';
import { isoDaysFromToday, roomsAndRatesUrl } from './fixtures/booking.ts';
import { routeStripe } from './fixtures/fake-stripe-js.ts';
import { waitForHydration } from './fixtures/hydration.ts';
import { askOneNightLonger } from './fixtures/manage.ts';
import { startStripeHotels, type StripeHotels } from './fixtures/payment-hotels.ts';

// Stripe's test cards (https://docs.stripe.com/testing#cards), typed into the fake Payment Element.
const CARD = { approved: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' };
const CARD_3DS = '4000 0025 0000 3155';

let hotels: StripeHotels;

/** Grand London's checkout with one Classic Double at `rate`, `arrivalInDays` from today. */
async function toCheckout(
  page: Page,
  rate: string,
  arrivalInDays: number,
  guest: Guest = ADA,
): Promise<void> {
  await routeStripe(page, hotels.stripe);
  await chooseRooms(
    page,
    `${hotels.server.url}${roomsAndRatesUrl('GRANDLDN', isoDaysFromToday(arrivalInDays), isoDaysFromToday(arrivalInDays + 2), '1-0-0')}`,
    [`Select ${rate}, Classic Double`],
  );
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await waitForHydration(page);
  await fillGuest(page, guest);
  await agreeToTerms(page);
}

/** Opens the newest email to `to` whose subject matches, on the server's development outbox. */
async function openEmail(page: Page, to: string, subject: RegExp) {
  const email = page.getByRole('article', { name: subject }).first();
  await expect(async () => {
    await page.goto(`${hotels.server.url}/dev/outbox?to=${encodeURIComponent(to)}`);
    await expect(email).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  return email;
}

const stepHeading = (page: Page) => page.getByRole('heading', { level: 2 }).first();
const pounds = (text: string) => Number(text.replace(/[^\d.]/g, ''));

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

  test('a 3-D Secure check the guest fails: its rooms are let go at once, and checkout is offered again', async ({
    page,
  }) => {
    const before = hotels.stripe.intents.size;
    await toCheckout(page, 'Non-refundable — save 15%', 85);
    const card = page.getByLabel('Stripe card number');
    await card.fill(CARD_3DS);
    await page.getByRole('button', { name: /^Confirm/ }).click();
    await page.getByRole('button', { name: 'Fail authentication' }).click();

    await expect(
      page.getByRole('heading', { name: 'Your payment did not go through' }),
    ).toBeVisible();
    await expect(page.getByText('Your card could not be verified')).toBeVisible();
    const token = new URL(page.url()).pathname.split('/').pop()!;
    // Not held for half an hour: the PaymentIntent is cancelled, so it cannot be paid later.
    expect(await statusOf(page, token)).toBe('Failed');
    expect(intentsSince(before).map((one) => one.status)).toEqual(['canceled']);

    await page.getByRole('link', { name: 'Back to checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByLabel('First name')).toHaveValue(ADA.first);
    await card.fill(CARD.approved);
    await agreeToTerms(page);
    await page.getByRole('button', { name: /^Confirm/ }).click();
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
    expect(intentsSince(before).map((one) => one.status)).toEqual(['canceled', 'succeeded']);
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

  test('manage booking: a rise is charged off-session to the kept card, a cancellation refunds what is refundable', async ({
    page,
  }) => {
    const guest = { ...ADA, email: 'stripe-manage@example.com' };
    const before = hotels.stripe.intents.size;
    // Bed & Breakfast: a 30% deposit now, free cancellation until 48 hours before arrival.
    await toCheckout(page, 'Bed & Breakfast', 100, guest);
    await page.getByLabel('Stripe card number').fill(CARD.approved);
    await page.getByRole('button', { name: /^Confirm/ }).click();
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
    const [deposit] = intentsSince(before);
    expect(deposit).toMatchObject({ status: 'succeeded', setup_future_usage: 'off_session' });

    const confirmed = await openEmail(page, guest.email, /Booking confirmed/);
    await confirmed.getByRole('link').first().click();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Change dates' }).click();
    await askOneNightLonger(page);
    await page.getByRole('button', { name: 'Review the change' }).click();
    await expect(stepHeading(page)).toHaveText('Check your changes');
    await expect(page.getByText('Charged now to your Visa ending 4242')).toBeVisible();
    const rise = pounds(
      await page.getByRole('definition').filter({ hasText: '£' }).nth(3).innerText(),
    );
    expect(rise).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Confirm changes' }).click();
    await expect(stepHeading(page)).toHaveText('Booking updated');

    // Charged without the guest, to the card Stripe kept at booking.
    const [, charge] = intentsSince(before);
    expect(charge).toMatchObject({
      status: 'succeeded',
      amount: Math.round(rise * 100),
      customer: deposit!.customer,
      payment_method: deposit!.payment_method,
    });
    const changed = await openEmail(page, guest.email, /Booking changed/);
    // The same rise as on the screen.
    await expect(changed).toContainText(
      `Charged now to your Visa ending 4242: £${rise.toFixed(2)}`,
    );

    // Cancelled while free: everything paid goes back, to the PaymentIntents it came from.
    await changed.getByRole('link').first().click();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
    await dialog
      .getByLabel('Reason for cancelling')
      .selectOption({ label: 'Change of travel plans' });
    await dialog.getByRole('button', { name: 'Show the fee and refund' }).click();
    await expect(dialog.getByText('Cancelling now is free of charge.')).toBeVisible();
    const refund = pounds(
      await dialog
        .getByText('Refunded now to your Visa ending 4242', { exact: true })
        .locator('xpath=following-sibling::dd[1]')
        .innerText(),
    );
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(stepHeading(page)).toHaveText('Booking cancelled');
    expect(intentsSince(before).map(({ amount, refunded }) => ({ amount, refunded }))).toEqual([
      { amount: deposit!.amount, refunded: deposit!.amount },
      { amount: charge!.amount, refunded: charge!.amount },
    ]);
    // Exactly the refund the guest was shown: the deposit and the rise.
    expect(Math.round(refund * 100)).toBe(deposit!.amount! + charge!.amount!);
  });
});
