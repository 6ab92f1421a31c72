import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { agreeToTerms, chooseRooms, fillGuest } from './fixtures/basket.ts';
import { isoDaysFromToday, roomsAndRatesUrl } from './fixtures/booking.ts';
import { waitForHydration } from './fixtures/hydration.ts';
import {
  routePaystack,
  startPaystackHotels,
  type PaystackHotels,
} from './fixtures/payment-hotels.ts';

// Lagos Bay on a server whose money goes through Paystack's Transaction API (the stand-in), and
// Paystack's checkout page (authorization_url) the stand-in's page.
let hotels: PaystackHotels;

test.describe('Lagos Bay paid through Paystack', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    hotels = await startPaystackHotels(5);
  });

  test.afterAll(async () => {
    await hotels?.stop();
  });

  test('the guest pays on Paystack, comes back, and the verified transaction confirms the booking', async ({
    page,
  }) => {
    const { server, paystack } = hotels;
    await routePaystack(page, paystack);
    await chooseRooms(
      page,
      `${server.url}${roomsAndRatesUrl('LAGOSBAY', isoDaysFromToday(60), isoDaysFromToday(62), '1-0-0')}`,
      ['Select Best Available Rate, Standard Room'],
    );
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await waitForHydration(page);
    await fillGuest(page);
    await expect(page.getByText(/Paystack/).first()).toBeVisible();
    await agreeToTerms(page);
    const confirm = page.getByRole('button', { name: /^Confirm/ });
    const due = Number(
      ((await confirm.innerText()).match(/[\d,]+\.\d\d/)?.[0] ?? '').replaceAll(',', ''),
    );
    await confirm.click();

    // Paystack's own page, at the authorization_url the server was given.
    await expect(page).toHaveURL(/^https:\/\/checkout\.paystack\.com\/[0-9a-f]+$/);
    const [transaction] = [...paystack.transactions.values()];
    expect(transaction).toMatchObject({ status: 'abandoned', currency: 'NGN', amount: due * 100 });
    await expect(page.getByRole('heading', { name: `Pay NGN ${due.toFixed(2)}` })).toBeVisible();
    await page.getByRole('button', { name: 'Pay with test card' }).click();

    // Back on our status page with Paystack's reference; the server verifies it.
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
    expect(page.url()).toContain(server.url);
    const token = new URL(page.url()).pathname.split('/').pop()!;
    const statusOf = async () => {
      const answer = await page.request.get(
        `${server.url}/api/Reservation/Status?propertyId=LAGOSBAY&referenceNumber=${token}`,
      );
      return ((await answer.json()) as { Status: string }).Status;
    };
    expect(await statusOf()).toBe('Confirmed');

    // The webhook: a delivery not signed with our secret key is refused, Paystack's own is taken.
    const webhook = `${server.url}/api/Payments/Webhook/Paystack`;
    const real = paystack.delivery(transaction!.reference);
    const forged = createHmac('sha512', 'sk_test_not_ours').update(real.body).digest('hex');
    for (const signature of [
      forged,
      '',
      real.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    ]) {
      const answer = await page.request.post(webhook, {
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        data: real.body,
      });
      expect(answer.status()).toBe(400);
    }
    const taken = await page.request.post(webhook, {
      headers: { 'content-type': 'application/json', 'x-paystack-signature': real.signature },
      data: real.body,
    });
    expect(taken.status()).toBe(200);
    expect(await statusOf()).toBe('Confirmed');
    expect(paystack.transactions.size).toBe(1);
  });
});
