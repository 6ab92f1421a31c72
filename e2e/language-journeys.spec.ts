import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { followEmailLink, uniqueEmail } from './fixtures/account-pages.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { ADA, agreeToTerms, chooseRooms, fillCard, fillGuest } from './fixtures/basket.ts';
import { isoDaysFromToday, roomsAndRatesUrl } from './fixtures/booking.ts';
import { waitForHydration } from './fixtures/hydration.ts';
import { isolatePlaceholders } from '../src/i18n/bidi.ts';
import { askOneNightLonger } from './fixtures/manage.ts';

// A guest who books, changes the stay and pre-checks-in in German or Arabic, from the emails the
// booking sends. Hotel texts (room and rate names) stay in the hotel's language: only our own
// texts are asserted, read from the catalogues a translator edits.

type Catalogue = Record<string, string>;
// Right-to-left pages isolate each value filled into a text (src/i18n/bidi.ts).
const rightToLeft = new WeakSet<Catalogue>();
const catalogue = (locale: string) => {
  const messages = JSON.parse(readFileSync(`src/i18n/locales/${locale}.json`, 'utf8')) as Catalogue;
  if (locale === 'ar') rightToLeft.add(messages);
  return messages;
};

/** A message with its simple placeholders filled, as the page writes it. */
const say = (messages: Catalogue, key: string, values: Record<string, string> = {}) => {
  const text = messages[key];
  if (text === undefined) throw new Error(`No message ${key}`);
  const written = rightToLeft.has(messages) ? isolatePlaceholders(text) : text;
  return written.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
};
/** The words of a message before its first placeholder, to match a text that starts with them. */
const start = (messages: Catalogue, key: string) => say(messages, key).split('{')[0]!.trim();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const LANGUAGES = [
  // Stays inside the hotel's seven-day pre-check-in window, on days of their own.
  { locale: 'de', dir: null, arriveInDays: 4 },
  { locale: 'ar', dir: 'rtl', arriveInDays: 5 },
] as const;

for (const { locale, dir, arriveInDays } of LANGUAGES) {
  test(`a guest books, changes and pre-checks-in in ${locale}, emails included`, async ({
    page,
  }) => {
    // Three flows with accessibility checks along the way.
    test.slow();
    const m = catalogue(locale);
    const html = page.locator('html');
    const inLanguage = async () => {
      await expect(html).toHaveAttribute('lang', locale);
      if (dir) await expect(html).toHaveAttribute('dir', dir);
      else await expect(html).not.toHaveAttribute('dir', 'rtl');
    };
    const email = uniqueEmail(`journey.${locale}`);
    const guest = { ...ADA, email };

    // 1. Rooms & Rates, the room steps and checkout, all in the language.
    const arrive = isoDaysFromToday(arriveInDays);
    const depart = isoDaysFromToday(arriveInDays + 1);
    await chooseRooms(
      page,
      `/${locale}${roomsAndRatesUrl('GRANDLDN', arrive, depart, '1-0-0')}`,
      [
        `${say(m, 'rooms.offer.select')} ${say(m, 'rooms.offer.selectWhat', { rate: 'Flexible Rate', room: 'Classic Double' })}`,
      ],
      undefined,
      say(m, 'rooms.summary.title'),
      {
        upgrade: start(m, 'rooms.upgrade.title'),
        decline: new RegExp(`^${escape(start(m, 'rooms.upgrade.decline'))}`),
        details: start(m, 'rooms.details.title'),
        firstName: say(m, 'rooms.details.firstName'),
        lastName: say(m, 'rooms.details.lastName'),
        setup: say(m, 'rooms.details.setup'),
        continue: say(m, 'rooms.continue'),
        extras: start(m, 'rooms.extras.title'),
      },
    );
    await inLanguage();
    await page.getByRole('button', { name: say(m, 'rooms.summary.checkout') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/Book/GRANDLDN/Checkout`));
    await waitForHydration(page);
    await inLanguage();
    await expect(page.getByText(say(m, 'checkout.details.title')).first()).toBeVisible();
    await expectNoAxeViolations(page);
    const labels = {
      firstName: say(m, 'person.firstName'),
      lastName: say(m, 'person.lastName'),
      email: say(m, 'person.email'),
      phone: say(m, 'phone.label'),
      street: say(m, 'checkout.billing.street'),
      city: say(m, 'checkout.billing.city'),
      postCode: say(m, 'checkout.billing.postCode'),
      cardName: say(m, 'card.name'),
      cardNumber: say(m, 'card.number'),
      month: say(m, 'card.month'),
      year: say(m, 'card.year'),
      code: say(m, 'card.code'),
      holderEmail: say(m, 'checkout.card.email'),
      agree: say(m, 'checkout.terms.agree'),
    };
    await fillGuest(page, guest, labels);
    await fillCard(page, '4242 4242 4242 4242', email, labels);
    await agreeToTerms(page, labels);
    await page
      .getByRole('button', { name: new RegExp(`^${escape(start(m, 'checkout.confirmPay'))}`) })
      .or(page.getByRole('button', { name: say(m, 'checkout.confirm') }))
      .click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/Book/GRANDLDN/Confirmation/`));
    await inLanguage();
    await expect(
      page.getByRole('heading', { name: say(m, 'confirmation.page.heading') }),
    ).toBeVisible();

    // 2. The confirmation email is written in the language; its links keep it.
    await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
    const confirmed = page
      .getByRole('article', {
        name: new RegExp(`^${escape(start(m, 'email.confirmation.subject'))}`),
      })
      .first();
    await expect(confirmed).toBeVisible();
    await expect(confirmed).toContainText(start(m, 'email.confirmation.manage'));
    await expect(confirmed).toContainText(start(m, 'email.confirmation.preCheckIn'));
    const manageLink = confirmed.locator('a[href*="/Manage/GRANDLDN/Reservation/"]').first();
    await expect(manageLink).toHaveAttribute('href', new RegExp(`/${locale}/Manage/GRANDLDN/`));
    const preCheckInLink = confirmed.locator('a[href*="/PreCheckIn/GRANDLDN/"]').first();
    await expect(preCheckInLink).toHaveAttribute('href', new RegExp(`/${locale}/PreCheckIn/`));
    const preCheckInHref = (await preCheckInLink.getAttribute('href'))!;
    const number = /\/Reservation\/([^/]+)\//.exec((await manageLink.getAttribute('href'))!)![1]!;

    // 3. From the email, one night longer; the change is confirmed and emailed in the language.
    await manageLink.click();
    await waitForHydration(page);
    await inLanguage();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: say(m, 'manage.changeDates') }).click();
    await askOneNightLonger(page, {
      departure: say(m, 'manage.dates.departure'),
      check: say(m, 'manage.dates.check'),
    });
    await expect(page.getByRole('row', { name: /Classic Double, Flexible Rate/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: say(m, 'manage.review') }).click();
    const stepHeading = page.getByRole('heading', { level: 2 }).first();
    await expect(stepHeading).toHaveText(say(m, 'manage.summary.title'));
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: say(m, 'manage.summary.confirm') }).click();
    await expect(stepHeading).toHaveText(say(m, 'manage.done.updated'));
    await inLanguage();

    const changedSubject = new RegExp(
      `^${escape(say(m, 'email.amendment.changedSubject', { reservationNumber: number }).split('{')[0]!)}`,
    );
    await followEmailLink(page, email, changedSubject);
    await expect(page).toHaveURL(new RegExp(`/${locale}/Manage/GRANDLDN/Reservation/${number}/`));
    await inLanguage();
    await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
    await expect(page.getByRole('article', { name: changedSubject }).first()).toContainText(
      start(m, 'email.amendment.changed'),
    );

    // 4. Pre-check-in from the emailed link, completed in the language.
    await page.goto(preCheckInHref);
    const title = page.getByRole('heading', { level: 1 });
    await waitForHydration(page);
    await inLanguage();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: say(m, 'precheckin.start.begin') }).click();
    await expect(title).toHaveText(say(m, 'precheckin.booker.title'));
    await page.getByLabel(say(m, 'precheckin.booker.arrivalTime')).fill('15:30');
    await expectNoAxeViolations(page);
    const saveAndContinue = page.getByRole('button', { name: say(m, 'precheckin.saveContinue') });
    await saveAndContinue.click();
    await page
      .getByRole('button', { name: say(m, 'precheckin.room.continue', { room: '1' }) })
      .click();
    await page
      .getByLabel(say(m, 'precheckin.guest.nationality'))
      .selectOption({ label: 'United Kingdom' });
    await expectNoAxeViolations(page);
    await saveAndContinue.click();
    await expect(title).toHaveText(say(m, 'precheckin.summary.title'));
    await page.getByRole('button', { name: say(m, 'precheckin.summary.complete') }).click();
    await expect(title).toHaveText(say(m, 'precheckin.complete.title'));
    await inLanguage();
    await expectNoAxeViolations(page);
  });
}
