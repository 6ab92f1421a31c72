import { expect, test } from '@playwright/test';
import { followEmailLink, uniqueEmail } from './fixtures/account-pages.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { ADA, chooseRooms } from './fixtures/basket.ts';
import { isoDaysFromToday, roomsAndRatesUrl } from './fixtures/booking.ts';
import {
  bookAtCheckoutIn,
  catalogue,
  escape,
  roomStepsIn,
  say,
  start,
} from './fixtures/catalogue.ts';
import { waitForHydration } from './fixtures/hydration.ts';
import { askOneNightLonger } from './fixtures/manage.ts';

// A guest who books, changes the stay and pre-checks-in in German or Arabic, from the emails the
// booking sends. Our own texts are read from the catalogues a translator edits; the hotel's room
// and rate names are the Grand London's own translations (examples/grand-london.yaml).

const LANGUAGES = [
  // Stays inside the hotel's seven-day pre-check-in window, on days of their own.
  {
    locale: 'de',
    dir: null,
    arriveInDays: 4,
    room: 'Klassisches Doppelzimmer',
    rate: 'Flexibler Tarif',
  },
  { locale: 'ar', dir: 'rtl', arriveInDays: 5, room: 'غرفة مزدوجة كلاسيكية', rate: 'السعر المرن' },
] as const;

for (const { locale, dir, arriveInDays, room, rate } of LANGUAGES) {
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
      [`${say(m, 'rooms.offer.select')} ${say(m, 'rooms.offer.selectWhat', { rate, room })}`],
      undefined,
      say(m, 'rooms.summary.title'),
      roomStepsIn(m),
    );
    await inLanguage();
    await page.getByRole('button', { name: say(m, 'rooms.summary.checkout') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/Book/GRANDLDN/Checkout`));
    await waitForHydration(page);
    await inLanguage();
    await expect(page.getByText(say(m, 'checkout.details.title')).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await bookAtCheckoutIn(page, m, guest);
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
    await expect(page.getByRole('row', { name: `${room}, ${rate}` })).toBeVisible();
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
      // Countries are named in the page's language.
      .selectOption({ label: new Intl.DisplayNames([locale], { type: 'region' }).of('GB')! });
    await expectNoAxeViolations(page);
    await saveAndContinue.click();
    await expect(title).toHaveText(say(m, 'precheckin.summary.title'));
    await page.getByRole('button', { name: say(m, 'precheckin.summary.complete') }).click();
    await expect(title).toHaveText(say(m, 'precheckin.complete.title'));
    await inLanguage();
    await expectNoAxeViolations(page);
  });
}

// What islands write in the browser about the stay: its guests, dates and amounts, in the words
// and forms the server uses for the same things.
const STAY_WORDS = [
  { locale: 'de', twoAdults: '2 Erwachsene', adultAndChild: '1 Erwachsener, 1 Kind', days: 170 },
  { locale: 'ar', twoAdults: 'بالغان', adultAndChild: 'بالغ واحد وطفل واحد', days: 173 },
] as const;

for (const { locale, twoAdults, adultAndChild, days } of STAY_WORDS) {
  const { room, rate } = LANGUAGES.find((language) => language.locale === locale)!;
  test(`a guest reads the stay's guests, dates and amounts in ${locale}`, async ({ page }) => {
    const m = catalogue(locale);
    const arrive = isoDaysFromToday(days);
    const depart = isoDaysFromToday(days + 2);
    const chooseHeading = page.getByRole('main').getByRole('heading', { level: 2 }).first();
    const withChild = `/${locale}${roomsAndRatesUrl('GRANDLDN', arrive, depart, '1-1-0')}`;
    await page.goto(withChild);
    await expect(chooseHeading).toHaveText(say(m, 'rooms.choose.title', { guests: adultAndChild }));

    const url = `/${locale}${roomsAndRatesUrl('GRANDLDN', arrive, depart, '2-0-0')}`;
    const title = say(m, 'rooms.choose.title', { guests: twoAdults });
    await page.goto(url);
    // As the server drew it, then as the island draws it.
    await expect(chooseHeading).toHaveText(title);
    await waitForHydration(page);
    await expect(chooseHeading).toHaveText(title);
    await chooseRooms(
      page,
      url,
      [`${say(m, 'rooms.offer.select')} ${say(m, 'rooms.offer.selectWhat', { rate, room })}`],
      undefined,
      say(m, 'rooms.summary.title'),
      roomStepsIn(m),
    );
    const summary = page.getByRole('region', { name: say(m, 'rooms.summary.title') });
    await expect(summary).toContainText(twoAdults);
    const date = (iso: string) =>
      page.evaluate(
        ([lang, day]) =>
          new Intl.DateTimeFormat(lang, {
            weekday: 'long',
            day: 'numeric',
            month: 'short',
            year: 'numeric',
            timeZone: 'UTC',
          }).format(new Date(day)),
        [locale, iso] as const,
      );
    await expect(summary).toContainText(await date(arrive));
    await expect(summary).not.toContainText(/adults|£\d/);

    await page.getByRole('button', { name: say(m, 'rooms.summary.checkout') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/Book/GRANDLDN/Checkout`));
    await waitForHydration(page);
    const basket = page.getByRole('region', { name: say(m, 'checkout.summary.title') });
    await expect(basket).toContainText(twoAdults);
    await expect(basket).toContainText(await date(arrive));
    await expect(basket).toContainText(await date(depart));
    // "Charged now: …" as the language writes a labelled amount.
    const labelled = say(m, 'payment.line.amount', { label: say(m, 'payment.line.chargedNow') });
    await expect(basket).toContainText(labelled.split('{amount}')[0]!);
    await expect(basket).not.toContainText(/Charged|adults|Monday|Tuesday|Wednesday|£\d/);
    if (locale === 'de') await expect(basket).toContainText(/\d,\d\d\u00a0£/);
  });
}
