import { expect, test, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from './fixtures/account-pages.ts';
import { ADA, completeRoomSteps } from './fixtures/basket.ts';
import { isoDaysFromToday, roomsAndRatesUrl } from './fixtures/booking.ts';
import { bookAtCheckoutIn, catalogue, say } from './fixtures/catalogue.ts';
import { waitForHydration } from './fixtures/hydration.ts';

// The basket keeps the hotel's words of the language its rooms were chosen in; the language
// switcher keeps the basket, and every page shows it in its own language. The Grand London names
// its rooms, rates and extras in German (src/server/seed/data/grand-london-texts.ts). Stays on
// days of their own, so these tests never compete with others for rooms.

const ENGLISH = ['Classic Double', 'Flexible Rate', 'Full English breakfast'];
const GERMAN = ['Klassisches Doppelzimmer', 'Flexibler Tarif', 'Englisches Frühstück'];
const de = catalogue('de');

/** Follows the language switcher's link (the navigation is named in the page's language). */
async function switchLanguage(page: Page, navigation: string, language: string): Promise<void> {
  await page
    .getByRole('navigation', { name: navigation })
    .getByRole('link', { name: language })
    .click();
  await waitForHydration(page);
}

async function expectWords(area: Locator, shown: string[], hidden: string[]): Promise<void> {
  for (const words of shown) await expect(area).toContainText(words);
  for (const words of hidden) await expect(area).not.toContainText(words);
}

const amount = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\D/g, '');

test.describe('the basket in the page’s language', () => {
  test('a room, rate and extra chosen in English read in German after the switch, through the booking', async ({
    page,
  }) => {
    test.slow();
    const email = uniqueEmail('basket-language');
    const results = roomsAndRatesUrl(
      'GRANDLDN',
      isoDaysFromToday(186),
      isoDaysFromToday(188),
      '2-0-0',
    );
    // Cookies declined before: the banner would cover the switcher in the footer.
    const url = test.info().project.use.baseURL ?? '';
    await page.context().addCookies([{ name: 'stayfront_consent', value: 'declined', url }]);
    await page.goto(results);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Select Flexible Rate, Classic Double' }).click();
    await completeRoomSteps(page, { first: 'Ada', last: 'Lovelace' }, 4, 'Extras for room');
    await page.getByRole('button', { name: 'Add one Full English breakfast' }).click();

    const basket = page.getByRole('complementary', { name: 'Your basket' });
    await expectWords(basket, ENGLISH.slice(0, 2), []);
    const total = await amount(basket.getByTestId('running-total'));

    // Switched at the extras step: the running basket and the extras in German, the total kept.
    await switchLanguage(page, 'Language', 'Deutsch');
    await expect(page).toHaveURL(/\/de\/Book\/GRANDLDN\/Rooms-And-Rates\?/);
    const korb = page.getByRole('complementary', { name: say(de, 'rooms.basket.title') });
    await expectWords(korb, GERMAN.slice(0, 2), ENGLISH.slice(0, 2));
    expect(await amount(korb.getByTestId('running-total'))).toBe(total);
    await page.getByRole('button', { name: say(de, 'rooms.continue') }).click();

    const summary = page.getByRole('main');
    await expect(
      summary.getByRole('heading', { name: say(de, 'rooms.summary.title') }),
    ).toBeVisible();
    await expectWords(summary, GERMAN, ENGLISH);
    await page.getByRole('button', { name: say(de, 'rooms.summary.checkout') }).click();
    await expect(page).toHaveURL(/\/de\/Book\/GRANDLDN\/Checkout/);
    await waitForHydration(page);
    const stay = page.getByRole('region', { name: say(de, 'checkout.summary.title') });
    await expectWords(stay, GERMAN, ENGLISH);
    const checkoutTotal = await amount(
      stay.getByText(say(de, 'checkout.summary.total')).locator('..'),
    );

    // Switched on checkout, which has no search answer: it asks for the words in its language.
    await switchLanguage(page, say(de, 'footer.language'), 'English');
    await expect(page).toHaveURL(/^[^?]*\/Book\/GRANDLDN\/Checkout/);
    const englishStay = page.getByRole('region', { name: 'Your stay' });
    await expectWords(englishStay, ENGLISH, GERMAN);
    expect(await amount(englishStay.getByText('Total', { exact: true }).locator('..'))).toBe(
      checkoutTotal,
    );
    await switchLanguage(page, 'Language', 'Deutsch');
    await expectWords(stay, GERMAN, ENGLISH);
    expect(await amount(stay.getByText(say(de, 'checkout.summary.total')).locator('..'))).toBe(
      checkoutTotal,
    );

    await bookAtCheckoutIn(page, de, { ...ADA, email });
    await expect(page).toHaveURL(/\/de\/Book\/GRANDLDN\/Confirmation\//);
    await expectWords(page.getByRole('main'), GERMAN, ENGLISH);
  });
});
