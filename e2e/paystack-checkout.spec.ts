import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
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

/** Books a Standard Room at Lagos Bay `arrivalInDays` from today up to Confirm; answers the amount due. */
async function payAtCheckout(page: Page, arrivalInDays: number): Promise<number> {
  const { server, paystack } = hotels;
  await routePaystack(page, paystack);
  await chooseRooms(
    page,
    `${server.url}${roomsAndRatesUrl('LAGOSBAY', isoDaysFromToday(arrivalInDays), isoDaysFromToday(arrivalInDays + 2), '1-0-0')}`,
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
  await expect(page).toHaveURL(/^https:\/\/checkout\.paystack\.com\/[0-9a-f]+$/);
  return due;
}

/** What the server says of a booking, from its public status endpoint. */
async function statusOf(page: Page, token: string): Promise<string> {
  const answer = await page.request.get(
    `${hotels.server.url}/api/Reservation/Status?propertyId=LAGOSBAY&referenceNumber=${token}`,
  );
  return ((await answer.json()) as { Status: string }).Status;
}

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
    const due = await payAtCheckout(page, 60);
    // Paystack's own page, at the authorization_url the server was given.
    const [transaction] = [...paystack.transactions.values()];
    expect(transaction).toMatchObject({ status: 'abandoned', currency: 'NGN', amount: due * 100 });
    await expect(page.getByRole('heading', { name: `Pay NGN ${due.toFixed(2)}` })).toBeVisible();
    await page.getByRole('button', { name: 'Pay with test card' }).click();

    // Back on our status page with Paystack's reference; the server verifies it.
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
    expect(page.url()).toContain(server.url);
    const token = new URL(page.url()).pathname.split('/').pop()!;
    expect(await statusOf(page, token)).toBe('Confirmed');

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
    expect(await statusOf(page, token)).toBe('Confirmed');
    expect(paystack.transactions.size).toBe(1);
  });

  test('a guest who pays but never comes back: the signed webhook confirms the booking', async ({
    page,
  }) => {
    const { server, paystack } = hotels;
    const before = paystack.transactions.size;
    await payAtCheckout(page, 66);
    const transaction = [...paystack.transactions.values()][before]!;
    const number = (transaction.metadata as { reservation_number?: string }).reservation_number;
    expect(number).toBeTruthy();
    // The guest pays, then closes the tab before coming back to our site.
    await routePaystack(page, paystack, { comeBack: false });
    await page.getByRole('button', { name: 'Pay with test card' }).click();
    await expect.poll(() => transaction.status).toBe('success');

    const confirmations = async () => {
      const outbox = await page.request.get(
        `${server.url}/dev/outbox?to=${encodeURIComponent('ada@example.co.uk')}`,
      );
      return (await outbox.text()).split(`Booking confirmed: ${number}`).length - 1;
    };
    // Nothing has asked the server about it yet: the booking waits (no confirmation written).
    expect(await confirmations()).toBe(0);

    const delivery = paystack.delivery(transaction.reference);
    const answer = await page.request.post(`${server.url}/api/Payments/Webhook/Paystack`, {
      headers: { 'content-type': 'application/json', 'x-paystack-signature': delivery.signature },
      data: delivery.body,
    });
    expect(await answer.json()).toEqual({ Message: 'Applied.' });
    expect(await confirmations()).toBe(1);
  });
});
