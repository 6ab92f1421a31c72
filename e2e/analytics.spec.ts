import { expect, test, type Page } from '@playwright/test';
import { ADA, agreeToTerms, completeRoomSteps, fillCard, fillGuest } from './fixtures/basket.ts';
import { isoDaysFromToday, roomsAndRatesUrl } from './fixtures/booking.ts';
import { waitForHydration } from './fixtures/hydration.ts';

// Hotels measure their direct bookings — GA4's ecommerce events in the dataLayer,
// Consent Mode v2 denied before anything, no personal data in any event.

type Entry = Record<string, unknown> | unknown[];

/** Keeps a copy of every dataLayer entry in sessionStorage, so entries survive each page change. */
async function recordDataLayer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...entries: unknown[]) => {
      const kept = JSON.parse(sessionStorage.getItem('e2e.dataLayer') ?? '[]') as unknown[];
      for (const entry of entries)
        kept.push(
          Object.prototype.toString.call(entry) === '[object Arguments]'
            ? Array.from(entry as ArrayLike<unknown>)
            : entry,
        );
      sessionStorage.setItem('e2e.dataLayer', JSON.stringify(kept));
      return push(...entries);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
}
const recorded = async (page: Page) =>
  JSON.parse(
    (await page.evaluate(() => sessionStorage.getItem('e2e.dataLayer'))) ?? '[]',
  ) as Entry[];
const events = (entries: Entry[], name: string) =>
  entries.filter(
    (entry): entry is Record<string, unknown> => !Array.isArray(entry) && entry['event'] === name,
  );
const ecommerce = (entry: Record<string, unknown> | undefined) =>
  entry?.['ecommerce'] as {
    currency: string;
    value: number;
    transaction_id?: string;
    payment_type?: string;
    items: Array<Record<string, unknown>>;
  };
const pounds = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('a booking sends view_item_list, select_item, add_to_cart, begin_checkout, add_payment_info and purchase, after consent defaults to denied, with no personal data', async ({
  page,
}) => {
  await recordDataLayer(page);
  await page.goto(
    roomsAndRatesUrl('GRANDLDN', isoDaysFromToday(242), isoDaysFromToday(244), '2-0-0'),
  );
  await waitForHydration(page);

  // Consent Mode v2: "default denied" is the first thing in the dataLayer.
  await expect.poll(async () => (await recorded(page)).length).toBeGreaterThan(1);
  const first = (await recorded(page))[0];
  expect(first).toEqual([
    'consent',
    'default',
    {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      wait_for_update: 500,
    },
  ]);
  const list = ecommerce(events(await recorded(page), 'view_item_list')[0]);
  expect(list.currency).toBe('GBP');
  expect(list.items.map((item) => item['item_name'])).toContain('Classic Double');

  await page.getByRole('button', { name: 'Select Flexible Rate, Classic Double' }).click();
  for (const name of ['select_item', 'add_to_cart']) {
    expect(ecommerce(events(await recorded(page), name)[0]).items[0]).toMatchObject({
      item_name: 'Classic Double',
      item_variant: 'Flexible Rate',
      item_category: 'Room',
      quantity: 1,
    });
  }

  await completeRoomSteps(page, { first: ADA.first, last: ADA.last });
  await page.getByRole('button', { name: 'Checkout' }).click();
  await waitForHydration(page);
  const total = pounds(
    await page
      .getByRole('region', { name: 'Your stay' })
      .getByText('Total', { exact: true })
      .locator('xpath=following-sibling::*[1]')
      .textContent(),
  );
  await expect.poll(async () => events(await recorded(page), 'begin_checkout').length).toBe(1);
  expect(ecommerce(events(await recorded(page), 'begin_checkout')[0]).value).toBe(total);

  await fillGuest(page, ADA);
  await fillCard(page, '4242 4242 4242 4242');
  await agreeToTerms(page);
  await page.getByRole('button', { name: /^Confirm/ }).click();
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
  const number = (await page.locator('[data-reservation-number]').textContent())!;
  expect(ecommerce(events(await recorded(page), 'add_payment_info')[0])).toMatchObject({
    payment_type: 'Card',
    value: total,
  });
  await expect.poll(async () => events(await recorded(page), 'purchase').length).toBe(1);
  expect(ecommerce(events(await recorded(page), 'purchase')[0])).toMatchObject({
    transaction_id: number,
    value: total,
    currency: 'GBP',
  });

  // The confirmation's address holds its token: no event carries it; each names the page without it.
  const token = new URL(page.url()).pathname.split('/').pop()!;
  expect(JSON.stringify(await recorded(page))).not.toContain(token);
  for (const name of ['add_payment_info', 'purchase'])
    expect(events(await recorded(page), name)[0]?.['page_path']).toMatch(
      /^\/Book\/GRANDLDN\/(Checkout|Confirmation\/redacted)$/,
    );

  // A reload of the confirmation does not count the booking again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
  expect(events(await recorded(page), 'purchase')).toHaveLength(1);

  // Nothing the guest typed is in any event.
  const all = JSON.stringify(await recorded(page));
  for (const personal of [
    ADA.first,
    ADA.last,
    ADA.email,
    ADA.phone,
    ADA.street,
    ADA.postCode,
    '4242424242424242',
    '4242 4242',
  ])
    expect(all).not.toContain(personal);

  // The cookie banner's answer becomes a Consent Mode update.
  await page
    .getByRole('region', { name: 'Cookie consent' })
    .getByRole('button', { name: 'Accept cookies' })
    .click();
  await expect
    .poll(async () =>
      (await recorded(page)).some(
        (entry) =>
          Array.isArray(entry) &&
          entry[0] === 'consent' &&
          entry[1] === 'update' &&
          (entry[2] as Record<string, string>)['analytics_storage'] === 'granted',
      ),
    )
    .toBe(true);
});
