import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import {
  DEMO,
  fillLogin,
  followEmailLink,
  LOGIN_ERROR,
  loginThroughApi,
  mainMenu,
  PROPERTY,
  uniqueEmail,
} from './fixtures/account-pages.ts';
import { ADA, agreeToTerms, chooseRooms, fillCard } from './fixtures/basket.ts';
import { isoDaysFromToday, roomsAndRatesUrl } from './fixtures/booking.ts';
import { waitForHydration } from './fixtures/hydration.ts';

test.describe('guest accounts', () => {
  test('register, confirm, log in, update profile, change password, log out, reset the password and log in with it', async ({
    page,
  }) => {
    // Eleven pages, two emails and several password hashes: 16-24 s on an idle machine, so the
    // default 30 s failed it once when the machine was busy.
    test.slow();
    const email = uniqueEmail('journey');
    const first = 'Password-One-2026';
    const second = 'Password-Two-2026';
    const third = 'Password-Three-2026';

    await page.goto(`/Account/Register/${PROPERTY}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Rivers');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Mobile number').fill('+44 7700 900456');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    // The hint's rule, next to the field, before anything is sent.
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(
      page.getByText(
        'Your password needs ten characters or more with at least 1 non alphanumeric character',
      ),
    ).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(first);
    await page.getByLabel('Confirm password').fill(first);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

    await followEmailLink(page, email, /Confirm your email address/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Confirm your email address' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Confirm email address' }).click();
    await expect(
      page.getByText('Your email address is confirmed. You can now log in.'),
    ).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();

    await fillLogin(page.getByRole('main'), email, first);
    await expect(page).toHaveURL(new RegExp(`/Book/${PROPERTY}$`));
    await expect(page.getByText('Welcome back, Sam')).toBeVisible();
    await expect(mainMenu(page).getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Log in' })).toBeHidden();

    await mainMenu(page).getByRole('link', { name: 'Manage account' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Manage your account' }),
    ).toBeVisible();
    const details = page.getByRole('form', { name: 'Your details' });
    await expect(details.getByLabel('Email address')).toHaveValue(email);
    await details.getByLabel('First name').fill('Samuel');
    await details.getByLabel('Telephone number').fill('+44 20 7946 0001');
    await details.getByLabel('Send me offers and news from the hotel').check();
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Your details have been saved.')).toBeVisible();
    await page.reload();
    await expect(details.getByLabel('First name')).toHaveValue('Samuel');
    await expect(details.getByLabel('Telephone number')).toHaveValue('+44 20 7946 0001');
    await expect(details.getByLabel('Send me offers and news from the hotel')).toBeChecked();

    const password = page.getByRole('form', { name: 'Change password' });
    await password.getByLabel('Current password').fill(first);
    await password.getByLabel('New password').fill(second);
    await password.getByLabel('Confirm password').fill(second);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    await expect(password.getByLabel('Current password')).toHaveValue('');
    // The session was rotated, not ended: the page still opens.
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Manage your account' }),
    ).toBeVisible();

    await mainMenu(page).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(new RegExp(`/Book/${PROPERTY}$`));
    await expect(page.getByText('You have been logged out')).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Log in' })).toBeVisible();

    await mainMenu(page).getByRole('link', { name: 'Log in' }).click();
    await page
      .getByRole('dialog', { name: 'Log in' })
      .getByRole('link', { name: 'Forgotten your password?' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Forgotten your password?' }),
    ).toBeVisible();
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

    await followEmailLink(page, email, /Reset your password/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(third);
    await page.getByLabel('Confirm password').fill(third);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page).toHaveURL(new RegExp(`/Account/Login/${PROPERTY}`));
    await expect(
      page.getByText('Your password has been changed. You can now log in with your new password.'),
    ).toBeVisible();

    await fillLogin(page.getByRole('main'), email, second);
    await expect(page.getByRole('main').getByText(LOGIN_ERROR)).toBeVisible();
    await fillLogin(page.getByRole('main'), email, third);
    await expect(page.getByText('Welcome back, Samuel')).toBeVisible();
  });

  test('Manage Account while logged out goes to the Book page', async ({ page }) => {
    await page.goto(`/ManageAccount/${PROPERTY}`);
    await expect(page).toHaveURL(new RegExp(`/Book/${PROPERTY}$`));
    await expect(page.getByRole('heading', { name: 'Book your stay' })).toBeVisible();
  });

  test('a wrong password shows the spec message; the login dialog logs in, closes and changes the menu', async ({
    page,
  }) => {
    await page.goto(`/Book/${PROPERTY}`);
    const login = mainMenu(page).getByRole('link', { name: 'Log in' });
    await login.click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await fillLogin(dialog, DEMO.email, 'not-the-password');
    await expect(dialog.getByRole('alert')).toHaveText(LOGIN_ERROR);
    await fillLogin(dialog, DEMO.email, DEMO.password);
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Welcome back, ${DEMO.firstName}`)).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Manage account' })).toBeVisible();
    // "Log in" is gone: focus goes to the menu's new entry instead of getting lost.
    await expect(mainMenu(page).getByRole('link', { name: 'Manage account' })).toBeFocused();

    // The saved card (brand, last four, expiry; never a number) on Manage Account.
    await mainMenu(page).getByRole('link', { name: 'Manage account' }).click();
    await expect(page.getByText(/Visa ending 4242, expires 12\/\d{4}/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Remove Visa ending 4242/ })).toBeVisible();
    // One click does not remove it; the guest is asked and can keep it.
    await waitForHydration(page);
    await page.getByRole('button', { name: /Remove Visa ending 4242/ }).click();
    const ask = page.getByRole('group', { name: /Remove Visa ending 4242.*\?/ });
    await expect(ask.getByRole('button', { name: 'Yes, remove it' })).toBeFocused();
    await ask.getByRole('button', { name: 'Keep it' }).click();
    await expect(page.getByText(/Visa ending 4242, expires 12\/\d{4}/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Remove Visa ending 4242/ })).toBeVisible();
  });

  test('a guest saves a card when booking and later removes it from Manage Account', async ({
    page,
  }) => {
    // An account of its own, so no other test's saved card comes or goes.
    test.slow();
    const email = uniqueEmail('cards');
    const password = 'Card-Holder-2026!';
    const registered = await page.request.post('/api/Account/Register', {
      data: {
        LanguageCode: 'en',
        PropertyId: PROPERTY,
        EmailAddress: email,
        Password: password,
        Firstname: 'Robin',
        Lastname: 'Hale',
        MobileNumber: '+44 7700 900789',
      },
    });
    expect(await registered.json()).toMatchObject({ Success: true });
    await followEmailLink(page, email, /Confirm your email address/);
    await page.getByRole('button', { name: 'Confirm email address' }).click();
    await expect(page.getByText(/Your email address is confirmed/)).toBeVisible();
    await loginThroughApi(page, email, password);

    await chooseRooms(
      page,
      roomsAndRatesUrl(PROPERTY, isoDaysFromToday(260), isoDaysFromToday(262), '2-0-0'),
      ['Select Flexible Rate, Classic Double'],
    );
    await page.getByRole('button', { name: 'Checkout' }).click();
    await waitForHydration(page);
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    await page.getByLabel('Street address').fill(ADA.street);
    await page.getByLabel('Town or city').fill(ADA.city);
    await page.getByLabel('Post code').fill(ADA.postCode);
    await fillCard(page, '4242 4242 4242 4242', email);
    await page.getByLabel('Save this card for future bookings').check();
    await agreeToTerms(page);
    await page.getByRole('button', { name: /^Confirm/ }).click();
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();

    await mainMenu(page).getByRole('link', { name: 'Manage account' }).click();
    const saved = page.getByText(/^Visa ending 4242, expires 12\/\d{4}/);
    await expect(saved).toBeVisible();
    await waitForHydration(page);
    await page.getByRole('button', { name: /Remove Visa ending 4242/ }).click();
    await page
      .getByRole('group', { name: /Remove Visa ending 4242.*\?/ })
      .getByRole('button', { name: 'Yes, remove it' })
      .click();
    await expect(page.getByText('The card has been removed.')).toBeVisible();
    await expect(saved).toHaveCount(0);
    await expect(page.getByText(/You have no saved cards/)).toBeVisible();
    // The guest's place is kept at the list's heading, not lost with the button.
    await expect(page.getByRole('heading', { name: 'Saved cards' })).toBeFocused();
    // Gone on the server too: not back after a reload.
    await page.reload();
    await expect(page.getByText(/You have no saved cards/)).toBeVisible();
    await expect(saved).toHaveCount(0);
  });

  test('Contact Us sends the message to the hotel with a copy to the guest', async ({ page }) => {
    const email = uniqueEmail('contact');
    await page.goto(`/Book/${PROPERTY}`);
    await mainMenu(page).getByRole('link', { name: 'Contact us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact us' });
    await expect(dialog.getByRole('link', { name: /\+44/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(dialog.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Your name').fill('Robin Hale');
    await dialog.getByLabel('Email address').fill(email);
    await dialog.getByLabel('Message').fill('Do you have parking for a van?');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/Your message has been sent to The Grand London/)).toBeVisible();
    await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
    await expect(
      page.getByRole('article', { name: 'Your message to The Grand London' }),
    ).toContainText('Do you have parking for a van?');
  });

  test('the menu logs in from the phone menu @phone', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the phone menu shows on narrow screens only');
    await page.goto(`/Book/${PROPERTY}`);
    await page.getByText('Menu', { exact: true }).click();
    await page
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('link', { name: 'Log in' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await fillLogin(dialog, DEMO.email, DEMO.password);
    await expect(dialog).toBeHidden();
    await page.getByText('Menu', { exact: true }).click();
    await expect(
      page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Manage account' }),
    ).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the login page and the menu log out work as plain forms', async ({ page }) => {
    await page.goto(
      `/Account/Login/${PROPERTY}?returnUrl=${encodeURIComponent(`/ManageAccount/${PROPERTY}`)}`,
    );
    await fillLogin(page.getByRole('main'), DEMO.email, DEMO.password);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Manage your account' }),
    ).toBeVisible();
    await mainMenu(page).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(new RegExp(`/Book/${PROPERTY}$`));
    await expect(mainMenu(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  const token = 'A'.repeat(43);
  for (const path of [
    `/Account/Login/${PROPERTY}`,
    `/Account/Register/${PROPERTY}`,
    `/Account/ForgotPassword/${PROPERTY}`,
    `/Account/ResetPassword/${PROPERTY}?token=${token}`,
    `/Account/ConfirmEmail/${PROPERTY}?token=${token}`,
    '/dev/outbox',
  ]) {
    test(`${path.split('?')[0]} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('Manage Account, the login dialog and the Contact Us dialog have no axe violations', async ({
    page,
  }) => {
    await page.goto(`/Book/${PROPERTY}`);
    await mainMenu(page).getByRole('link', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await mainMenu(page).getByRole('link', { name: 'Contact us' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact us' })).toBeVisible();
    await expectNoAxeViolations(page);

    await loginThroughApi(page);
    await page.goto(`/ManageAccount/${PROPERTY}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Manage your account' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('returning after login or logout', () => {
  // From the attack run: the first answered `302 location: /\t/evil.example/x`, which browsers follow off-site; the second a 500.
  for (const [returnUrl, expected] of [
    ['/\t/evil.example/x', `/Book/${PROPERTY}`],
    ['//evil.example/x', `/Book/${PROPERTY}`],
    ['/\n/evil.example', `/Book/${PROPERTY}`],
    ['/.//evil.example/x', `/Book/${PROPERTY}`],
    [`/Book/${PROPERTY}/Checkout`, `/Book/${PROPERTY}/Checkout`],
  ] as const) {
    test(`logging out with returnUrl ${JSON.stringify(returnUrl)} stays on this site`, async ({
      request,
      baseURL,
    }) => {
      const answer = await request.post(`/Account/Logout/${PROPERTY}`, {
        form: { returnUrl },
        headers: { origin: baseURL! },
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(303);
      expect(answer.headers()['location']).toBe(expected);
    });
  }

  test('a login page asked to return somewhere unsafe still renders, and its form returns to the Book page', async ({
    page,
  }) => {
    const answer = await page.goto(`/Account/Login/${PROPERTY}?returnUrl=%2F%0A%2Fevil.example`);
    expect(answer?.status()).toBe(200);
    await expect(page.locator('form[action*="returnUrl"]').first()).toHaveAttribute(
      'action',
      /returnUrl=%2FBook%2FGRANDLDN$/,
    );
  });
});
