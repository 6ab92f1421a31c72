import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { isoDaysFromToday } from './fixtures/booking.ts';

// The search widget on a hotel's own website — another origin — opens Rooms & Rates.

let demo: http.Server;
let demoOrigin: string;

test.beforeAll(async ({ baseURL }) => {
  const template = readFileSync(
    new URL('../examples/widget-demo.html', import.meta.url),
    'utf8',
  ).replaceAll('{{SITE}}', new URL(baseURL!).origin);
  demo = http.createServer((request, response) => {
    const property =
      new URL(request.url ?? '/', 'http://demo').searchParams.get('property') ?? 'GRANDLDN';
    response
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      .end(template.replaceAll('{{PROPERTY}}', property.replace(/[^A-Z0-9]/gi, '')));
  });
  await new Promise<void>((resolve) => demo.listen(0, '127.0.0.1', resolve));
  demoOrigin = `http://127.0.0.1:${(demo.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => demo.close(resolve));
});

test('a guest searches from the hotel website with the keyboard and lands on Rooms & Rates for that stay @phone', async ({
  page,
  baseURL,
}) => {
  // Each hotel's widget is drawn in its own colours.
  await page.goto(`${demoOrigin}/?property=SEASIDECPT`);
  const seaside = page.getByRole('form', { name: 'Book a stay at Seaside Cape Town' });
  expect(
    await seaside
      .getByRole('button', { name: 'Check availability' })
      .evaluate((element) => getComputedStyle(element).backgroundColor),
  ).toBe('rgb(11, 110, 121)');

  await page.goto(demoOrigin);
  const form = page.getByRole('form', { name: 'Book a stay at The Grand London' });
  await expect(form).toBeVisible();
  const button = form.getByRole('button', { name: 'Check availability' });
  expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
    'rgb(31, 58, 95)',
  );
  await expectNoAxeViolations(page);

  const arrive = isoDaysFromToday(250);
  const depart = isoDaysFromToday(252);
  // A departure before the arrival is said, not sent.
  await form.getByLabel('Arrival').fill(arrive);
  await form.getByLabel('Departure').fill(arrive);
  await button.click();
  await expect(form.getByRole('alert')).toHaveText(
    'Choose a departure date after the arrival date.',
  );
  await expect(form.getByLabel('Departure')).toBeFocused();

  await form.getByLabel('Departure').fill(depart);
  await form.getByLabel('Rooms').selectOption('2');
  await form.getByLabel('Adults per room').selectOption('1');
  await form.getByLabel('Promo code').fill('winter10');
  await form.getByLabel('Promo code').press('Enter');
  await expect(page).toHaveURL(
    `${new URL(baseURL!).origin}/Book/GRANDLDN/Rooms-And-Rates?arrive=${arrive}&depart=${depart}&rooms=1-0-0%2C1-0-0&promo=winter10`,
  );
  await expect(
    page.getByRole('heading', { name: /^Room 1 of 2: choose a room for 1 adult/ }),
  ).toBeVisible();
});

test('the widget is one small script: at most 10 kB gzipped', () => {
  const size = gzipSync(readFileSync('dist/client/widget.js')).length;
  expect(size).toBeLessThanOrEqual(10 * 1024);
});
