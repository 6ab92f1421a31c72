import { expect, test, type Page } from '@playwright/test';
import { followEmailLink, PROPERTY } from './fixtures/account-pages.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { holdIslandCode, waitForHydration } from './fixtures/hydration.ts';

// The demo payment requests of guest@example.com (src/server/seed/pay-by-link.ts), emailed to the outbox at start.
const GUEST = 'guest@example.com';
const openRequest = async (page: Page, subject: RegExp) => {
  await followEmailLink(page, GUEST, subject);
  await expect(page).toHaveURL(new RegExp(`/SecurePay/${PROPERTY}/`));
};

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Name on card').fill('Alex Morgan');
  await page.getByLabel('Expiry month').selectOption('12');
  await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
  await page.getByLabel('Security code').fill('737');
}

test('a card typed (or autofilled at once) while the page still loads is all kept', async ({
  page,
}) => {
  const release = await holdIslandCode(page, /\/SecurePay\//);
  await openRequest(page, /Payment request INV-24017/);
  await fillCard(page, '4242 4242 4242 4242');
  await release();
  // The next change draws the form again; every card field must still hold what was typed.
  await page.getByLabel('Email address').fill('alex.morgan@example.com');
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await expect(page.getByLabel('Name on card')).toHaveValue('Alex Morgan');
  await expect(page.getByLabel('Expiry month')).toHaveValue('12');
  await expect(page.getByLabel('Expiry year')).toHaveValue(String(new Date().getFullYear() + 2));
  await expect(page.getByLabel('Security code')).toHaveValue('737');
});

test('a guest pays an invoice from the emailed link: a declined card, then a good one, and a receipt', async ({
  page,
}) => {
  await openRequest(page, /Payment request INV-24017/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay securely');
  await expect(page.getByText('Room service and bar, booking GL-7Q4K9P')).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(GUEST);
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay £180.00' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Your card was declined. You can try again with another card.' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay £180.00' }).click();
  await expect(page).toHaveURL(new RegExp(`/SecurePay/${PROPERTY}/Confirmation/`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment received');
  await expect(page.getByText('Thank you: £180.00 was paid.')).toBeVisible();
  await expect(page.getByText('Visa ending 4242')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The same link now says it is paid.
  await openRequest(page, /Payment request INV-24017/);
  await expect(page.getByRole('heading', { name: 'Already paid' })).toBeVisible();
});

test('a card asking for 3-D Secure pays after the challenge', async ({ page }) => {
  await openRequest(page, /Payment request INV-24020/);
  await waitForHydration(page);
  await fillCard(page, '4000 0000 0000 3220');
  await page.getByRole('button', { name: 'Pay £60.00' }).click();
  await expect(page).toHaveURL(/\/SimulatedGateway\/Challenge\//);
  await page
    .getByRole('button', { name: /Complete|Authenticate|Confirm/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/SecurePay/${PROPERTY}/Confirmation/`));
  await expect(page.getByText('Thank you: £60.00 was paid.')).toBeVisible();
});

test('a guest stores a card: told why, nothing charged', async ({ page }) => {
  await openRequest(page, /Please store a card for CARD-3MX8RT/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Store a card');
  await expect(page.getByText(/Nothing is charged now\..*never your card number/)).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Store my card' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Card stored');
  await expect(
    page.getByText('Thank you: your card is stored securely. Nothing was charged.'),
  ).toBeVisible();
});

test('paid, expired and fully paid links say so @phone', async ({ page }) => {
  await openRequest(page, /Payment request INV-24018/);
  await expect(page.getByRole('heading', { name: 'Already paid' })).toBeVisible();
  await expectNoAxeViolations(page);
  await openRequest(page, /Payment request INV-24003/);
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  await openRequest(page, /Payment request INV-24019/);
  await expect(page.getByRole('heading', { name: 'Nothing to pay' })).toBeVisible();
  await expectNoAxeViolations(page);
});

// A German date as the page writes it ("Montag, 7. Dez. 2026").
const GERMAN_DATE =
  /(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d{1,2}\. (Jan|Feb|März|Apr|Mai|Juni|Juli|Aug|Sept|Okt|Nov|Dez)\.? \d{4}/;

test('a paid link and its receipt in German: the words, the date and the card @phone', async ({
  page,
}) => {
  await openRequest(page, /Payment request INV-24018/);
  const url = new URL(page.url());
  await page.goto(`/de${url.pathname}${url.search}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Bereits bezahlt' })).toBeVisible();
  const message = page.getByText(/^Die Rechnung INV-24018 wurde am .* bezahlt\. Vielen Dank\.$/);
  await expect(message).toBeVisible();
  await expect(message).toHaveText(GERMAN_DATE);
  await expectNoAxeViolations(page);

  // The seeded receipt of the same payment (src/server/seed/pay-by-link.ts).
  await page.goto(`/de/SecurePay/${PROPERTY}/Confirmation/demo-paid-INV-24018-receipt`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zahlung erhalten');
  const card = page.locator('dl > div').filter({ has: page.getByText('Karte', { exact: true }) });
  await expect(card.locator('dd')).toHaveText('Visa mit Endziffern 4242');
  await expect(page.getByText('Visa ending 4242')).toHaveCount(0);
});

test('a tampered link shows the invalid-link state with the hotel\u2019s contact details @phone', async ({
  page,
}) => {
  await openRequest(page, /Payment request INV-24018/);
  const url = new URL(page.url());
  await page.goto(url.pathname.replace('INV-24018', 'INV-24099') + url.search);
  await expect(
    page.getByRole('alert').filter({ hasText: 'This link does not work' }),
  ).toContainText('This link is invalid. Please contact the hotel by +44');
  await expectNoAxeViolations(page);
  const missing = await page.goto(`/SecurePay/${PROPERTY}/P/INV-24018/abc`);
  expect(missing?.status()).toBe(404);
});
