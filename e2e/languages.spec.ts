import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { chooseRooms } from './fixtures/basket.ts';
import { isoDaysFromToday, roomsAndRatesUrl } from './fixtures/booking.ts';
import { waitForHydration } from './fixtures/hydration.ts';

// Dates of their own, so these tests never compete with others for rooms.
const arrive = isoDaysFromToday(150);
const depart = isoDaysFromToday(152);
const results = roomsAndRatesUrl('GRANDLDN', arrive, depart, '2-0-0');

/**
 * Every link and form action of a German page that leads to another of our pages is German too
 * (the language switcher's links, which carry `hreflang`, and files aside): the links the server
 * wrote and those the page's islands wrote once awake.
 */
async function expectLinksInGerman(page: Page) {
  const strays = await page.evaluate(() =>
    [...document.querySelectorAll('a[href]:not([hreflang]), form[action]')]
      .map((element) => element.getAttribute(element.tagName === 'FORM' ? 'action' : 'href') ?? '')
      .filter((written) => {
        const url = new URL(written, location.href);
        return (
          url.origin === location.origin &&
          !url.pathname.startsWith('/de/') &&
          !/^\/(?:ClientApp|_astro|images|favicon)\b/.test(url.pathname)
        );
      }),
  );
  expect(strays).toEqual([]);
}

test.describe('guests in their own language', () => {
  test('a German results page is German, before and after its island wakes', async ({ page }) => {
    // Its islands' texts come as files with its scripts, after the first paint, not in the page.
    const texts: Promise<string>[] = [];
    page.on('response', (r) => r.url().includes('/ClientApp/texts/') && texts.push(r.text()));
    const response = await page.goto(`/de${results}`);
    expect(await response?.text()).not.toContain('self.__t=');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
    const first = page.getByRole('button', { name: /^Auswählen/ }).first();
    await expect(first).toBeVisible();
    await waitForHydration(page);
    await expect(first).toBeVisible();
    await expect(page.getByText('Tarifdetails').first()).toBeVisible();
    expect((await Promise.all(texts)).join()).toContain('"Tarifdetails"');
    // The rate's cancellation words come from the search, written in the page's language.
    await page
      .getByRole('button', { name: /^Tarifdetails/ })
      .first()
      .click();
    const details = page.getByRole('dialog');
    await expect(details).toContainText(
      /Kostenfreie Stornierung bis einschließlich|Nicht erstattbar/,
    );
    await expect(details).not.toContainText(/Free cancellation|Non-refundable/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Neue Buchung' }).first()).toHaveAttribute(
      'href',
      '/de/Book/GRANDLDN',
    );
    await expectLinksInGerman(page);
    await expectNoAxeViolations(page);
  });

  test('the language switcher keeps the stay, without scripts', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/de${results}`);
    // The banner's form answers without scripts and comes back to the German page.
    await page.getByRole('button', { name: 'Nur notwendige Cookies' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const languages = page.getByRole('navigation', { name: 'Sprache' });
    await expect(languages.getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await languages.getByRole('link', { name: 'English' }).click();
    const here = () => new URL(page.url());
    await expect.poll(() => here().pathname + here().search).toBe(results);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: 'العربية' })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/ar/Book/GRANDLDN/Rooms-And-Rates\\?arrive=${arrive}`),
    );
    await context.close();
  });

  test('an Arabic results page runs right to left and passes axe @phone', async ({ page }) => {
    await page.goto(`/ar${results}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: /^اختيار/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('searching on the German search page leads to German results', async ({ page }) => {
    await page.goto(`/de/Book/GRANDLDN?arrive=${arrive}&depart=${depart}&rooms=2-0-0`);
    await waitForHydration(page);
    await expectLinksInGerman(page);
    await page.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/de/Book/GRANDLDN/Rooms-And-Rates\\?arrive=${arrive}`),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('lang= leads to the language’s own page', async ({ page }) => {
    await page.goto(`${results}&lang=de`);
    await expect(page).toHaveURL(
      new RegExp(`/de/Book/GRANDLDN/Rooms-And-Rates\\?arrive=${arrive}`),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.goto(`${results}&lang=en`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  });

  test('the site root follows Accept-Language', async ({ request }) => {
    const german = await request.get('/', {
      headers: { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5' },
      maxRedirects: 0,
    });
    expect(german.status()).toBe(302);
    expect(german.headers()['location']).toBe('/de/Book/GRANDLDN');
    expect(german.headers()['vary']).toMatch(/Accept-Language/);
    const english = await request.get('/', {
      headers: { 'Accept-Language': 'ja,en-US;q=0.8' },
      maxRedirects: 0,
    });
    expect(english.headers()['location']).toBe('/Book/GRANDLDN');
  });

  test('English and German results asked for at once stay in their languages', async ({
    request,
  }) => {
    // Their own dates: neither answer can come from the page cache.
    const url = roomsAndRatesUrl('GRANDLDN', isoDaysFromToday(153), isoDaysFromToday(155), '1-0-0');
    const [english, german] = await Promise.all(
      Array.from({ length: 6 }, (_, i) => request.get(i % 2 ? `/de${url}` : url))
        .reduce(
          (pair, answer, i) => {
            pair[i % 2]!.push(answer);
            return pair;
          },
          [[], []] as Promise<import('@playwright/test').APIResponse>[][],
        )
        .map((answers) => Promise.all(answers)),
    );
    for (const answer of english!) {
      const html = await answer.text();
      expect(html).toContain('<html lang="en-GB"');
      expect(html).not.toContain('Auswählen');
    }
    for (const answer of german!) {
      const html = await answer.text();
      expect(html).toContain('<html lang="de"');
      expect(html).toContain('Auswählen');
      expect(html).not.toMatch(/>Select</);
    }
  });

  test('a basket chosen in English checks out in German and Arabic, with axe', async ({ page }) => {
    await chooseRooms(
      page,
      roomsAndRatesUrl('GRANDLDN', isoDaysFromToday(157), isoDaysFromToday(159), '1-0-0'),
      ['Select Non-refundable — save 15%, Classic Double'],
    );
    for (const locale of ['de', 'ar']) {
      await page.goto(`/${locale}/Book/GRANDLDN/Checkout`);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(
        page.getByText(locale === 'de' ? 'Ihre Angaben' : 'بياناتك').first(),
      ).toBeVisible();
      // The hotel's country is the first guess, named in the page's language.
      const country = page.getByRole('combobox', { name: locale === 'de' ? 'Land' : 'الدولة' });
      await expect(country.locator('option:checked')).toHaveText(
        locale === 'de' ? 'Vereinigtes Königreich' : 'المملكة المتحدة',
      );
      await expectNoAxeViolations(page);
    }
  });

  test('a booking made in German keeps German: its page, email link and manage page', async ({
    page,
  }) => {
    const email = `ada.de.${Date.now()}@example.com`;
    await chooseRooms(
      page,
      roomsAndRatesUrl('GRANDLDN', isoDaysFromToday(161), isoDaysFromToday(163), '1-0-0'),
      ['Select Non-refundable — save 15%, Classic Double'],
    );
    await page.goto('/de/Book/GRANDLDN/Checkout');
    await waitForHydration(page);
    await expect(page.getByText('Ihre Angaben').first()).toBeVisible();
    await expectLinksInGerman(page);
    await page.getByLabel('Vorname').fill('Ada');
    await page.getByLabel('Nachname').fill('Lovelace');
    await page.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill(email);
    await page.getByLabel('Telefonnummer').fill('+44 7700 900123');
    await page.getByLabel('Straße und Hausnummer').fill('12 St James’s Square');
    await page.getByRole('textbox', { name: 'Ort', exact: true }).fill('London');
    await page.getByLabel('Postleitzahl').fill('SW1Y 4LB');
    await page.getByLabel('Name auf der Karte').fill('ADA LOVELACE');
    await page.getByLabel('Kartennummer').fill('4242 4242 4242 4242');
    await page.getByLabel('Ablaufmonat').selectOption('12');
    await page.getByLabel('Ablaufjahr').selectOption({ index: 3 });
    await page.getByLabel('Sicherheitscode').fill('123');
    await page.getByLabel('E-Mail-Adresse des Karteninhabers').fill(email);
    await page.getByLabel(/Ich stimme den/).check();
    await page.getByRole('button', { name: /^Bestätigen/ }).click();
    await expect(page).toHaveURL(/\/de\/Book\/GRANDLDN\/Confirmation\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expectLinksInGerman(page);

    await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
    const manage = page.locator('a[href*="/Manage/GRANDLDN/Reservation/"]').first();
    await expect(manage).toHaveAttribute('href', /\/de\/Manage\/GRANDLDN\/Reservation\//);
    await manage.click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Ihre Buchung', level: 2 })).toBeVisible();
    await expectLinksInGerman(page);
  });
});
