import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { secretDigest } from '../src/server/ota/credentials.ts';
import { attribute, children, parseOtaXml, type XmlElement } from '../src/server/ota/xml.ts';
import { ADA, agreeToTerms, chooseRooms, fillCard, fillGuest } from './fixtures/basket.ts';
import { isoDaysFromToday, roomsAndRatesUrl } from './fixtures/booking.ts';
import { startChannelReceiver, type ChannelReceiver } from './fixtures/channel-receiver.ts';
import { harbourInnFile, startHotelServer, type HotelServer } from './fixtures/hotel-server.ts';
import { waitForHydration } from './fixtures/hydration.ts';

// The Harbour Inn from its own file with a channel manager whose endpoint is a stand-in started
// here: its own server (E2E_PORT + 7) pushing every second.
const PORT = Number(process.env['E2E_PORT'] ?? 4400) + 7;
const SECRET = 'e2e-channel-manager-secret';
const AUTHORIZATION = `Basic ${Buffer.from(`cm-harbour:${SECRET}`).toString('base64')}`;
const OTA = 'xmlns="http://www.opentravel.org/OTA/2003/05"';

const DAY_MS = 86_400_000;
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** The first date at least `days` ahead that falls on `weekday` (0 Sunday). */
function nextWeekday(days: number, weekday: number): string {
  const date = isoDaysFromToday(days);
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return plusDays(date, (weekday - day + 7) % 7);
}

let server: HotelServer;
let receiver: ChannelReceiver;
let folder: string;

test.describe('a channel manager', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    receiver = await startChannelReceiver();
    const file = await harbourInnFile(isoDaysFromToday(-1), isoDaysFromToday(200));
    folder = path.dirname(file);
    // The channel's own codes for the double and the room-only rate, as a channel manager's are.
    await writeFile(
      file,
      `${await readFile(file, 'utf8')}channelManager:
  username: cm-harbour
  secretSha256: ${secretDigest(SECRET)}
  pushUrl: ${receiver.url}
  roomTypes: { HARB-DBL: HVD }
  ratePlans: { RO: ROOM }
  extras: { QUAY-PARK: PARK }
`,
    );
    server = await startHotelServer(PORT, {
      HOTEL_FILES: file,
      DEFAULT_PROPERTY: undefined,
      DATA_DIR: 'memory://',
      OTA_PUSH_SECONDS: '1',
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await receiver?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  const post = (page: Page, message: string, xml: string) =>
    page.request.post(`${server.url}/ota/${message}`, {
      headers: { 'content-type': 'text/xml', authorization: AUTHORIZATION },
      data: xml,
    });

  test('a night closed by OTA_HotelAvailNotifRQ is no longer offered', async ({ page }) => {
    const arrive = nextWeekday(20, 0);
    const depart = plusDays(arrive, 2);
    const url = `${server.url}${roomsAndRatesUrl('HARBOUR', arrive, depart, '2-0-0')}`;
    await page.goto(url);
    await waitForHydration(page);
    const double = page.getByRole('heading', { name: 'Harbour View Double', level: 3 });
    await expect(double).toBeVisible();

    // The stay's second night closed for the double on every rate, in the channel's room code.
    const answer = await post(
      page,
      'OTA_HotelAvailNotifRQ',
      `<OTA_HotelAvailNotifRQ ${OTA} EchoToken="close-1" Version="1.0"><AvailStatusMessages HotelCode="HARBOUR">` +
        `<AvailStatusMessage><StatusApplicationControl Start="${plusDays(arrive, 1)}" End="${plusDays(arrive, 1)}" InvTypeCode="HARB-DBL"/>` +
        `<RestrictionStatus Status="Close"/></AvailStatusMessage></AvailStatusMessages></OTA_HotelAvailNotifRQ>`,
    );
    expect(answer.status()).toBe(200);
    const text = await answer.text();
    expect(text).toContain('<OTA_HotelAvailNotifRS');
    expect(text).toContain('<Success/>');

    await page.goto(url);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Garden Twin', level: 3 })).toBeVisible();
    await expect(double).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Harbour View Double/ })).toHaveCount(0);
    // The night before is still sold.
    await page.goto(
      `${server.url}${roomsAndRatesUrl('HARBOUR', arrive, plusDays(arrive, 1), '2-0-0')}`,
    );
    await waitForHydration(page);
    await expect(double).toBeVisible();
  });

  test('a booking made on the site is pushed as OTA_HotelResNotifRQ, its cancellation too', async ({
    page,
  }) => {
    test.slow();
    // A Thursday and a Friday night: £120 and £150 on the room-only rate, and parking.
    const arrive = nextWeekday(40, 4);
    const depart = plusDays(arrive, 2);
    await chooseRooms(
      page,
      `${server.url}${roomsAndRatesUrl('HARBOUR', arrive, depart, '2-0-0')}`,
      ['Select Room only, Harbour View Double'],
      undefined,
      'Extras for room 1',
    );
    // Parking on the quay, £12 a night: told in the channel's code QUAY-PARK.
    await page.getByRole('button', { name: 'Add one Harbour parking' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await waitForHydration(page);
    await fillGuest(page, { ...ADA, email: 'ada.channel@example.co.uk' });
    await fillCard(page, '4242 4242 4242 4242', 'ada.channel@example.co.uk');
    await agreeToTerms(page);
    await page.getByRole('button', { name: /^Confirm and pay £294/ }).click();
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
    const numberText = await page.getByText(/Reservation number/).textContent();
    const number = /[A-Z]{2}-[A-Z0-9]{6}/.exec(numberText ?? '')?.[0];
    expect(number).toBeDefined();

    const booked = await pushed(number!, 'Commit');
    const stay = children(children(booked, 'RoomStays')[0], 'RoomStay')[0];
    expect(attribute(children(children(stay, 'RoomTypes')[0], 'RoomType')[0], 'RoomTypeCode')).toBe(
      'HARB-DBL',
    );
    expect(attribute(children(children(stay, 'RatePlans')[0], 'RatePlan')[0], 'RatePlanCode')).toBe(
      'RO',
    );
    expect(attribute(children(stay, 'TimeSpan')[0], 'Start')).toBe(arrive);
    expect(attribute(children(stay, 'TimeSpan')[0], 'End')).toBe(depart);
    const rates = children(
      children(children(children(stay, 'RoomRates')[0], 'RoomRate')[0], 'Rates')[0],
      'Rate',
    );
    // One Rate per night at that night's price: Thursday £120, Friday £150.
    expect(
      rates.map((rate) => [
        attribute(rate, 'EffectiveDate'),
        attribute(rate, 'UnitMultiplier'),
        attribute(children(rate, 'Base')[0], 'AmountAfterTax'),
      ]),
    ).toEqual([
      [arrive, '1', '120.00'],
      [plusDays(arrive, 1), '1', '150.00'],
    ]);
    expect(attribute(children(stay, 'Total')[0], 'AmountAfterTax')).toBe('294.00');
    const service = children(children(booked, 'Services')[0], 'Service')[0];
    expect(attribute(service, 'ServiceInventoryCode')).toBe('QUAY-PARK');
    expect(attribute(children(children(service, 'Price')[0], 'Total')[0], 'AmountAfterTax')).toBe(
      '24.00',
    );
    const global = children(booked, 'ResGlobalInfo')[0];
    expect(attribute(children(global, 'Total')[0], 'AmountAfterTax')).toBe('294.00');
    expect(attribute(children(global, 'Total')[0], 'CurrencyCode')).toBe('GBP');
    expect(attribute(children(global, 'Guarantee')[0], 'GuaranteeType')).toBe('PrePay');
    const guest = children(
      children(
        children(
          children(children(children(booked, 'ResGuests')[0], 'ResGuest')[0], 'Profiles')[0],
          'ProfileInfo',
        )[0],
        'Profile',
      )[0],
      'Customer',
    )[0];
    expect(textOf(children(guest, 'PersonName')[0], 'Surname')).toBe('Lovelace');
    const booker = children(children(children(global, 'Profiles')[0], 'ProfileInfo')[0], 'Profile');
    const customer = children(booker[0], 'Customer')[0];
    expect(textOf(customer, 'Email')).toBe('ada.channel@example.co.uk');
    // No card data travels: not the number, not its last digits' context, not the expiry.
    const message = receiver.received.find((got) => got.body.includes(number!))!.body;
    expect(message).not.toMatch(/4242 ?4242|PaymentCard|CardNumber|SeriesCode/);

    await page
      .getByRole('navigation', { name: 'What next' })
      .getByRole('link', { name: 'Manage booking' })
      .click();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
    await dialog
      .getByLabel('Reason for cancelling')
      .selectOption({ label: 'Change of travel plans' });
    await dialog.getByRole('button', { name: 'Show the fee and refund' }).click();
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByRole('heading', { name: 'Booking cancelled', level: 2 })).toBeVisible();
    const cancelled = await pushed(number!, 'Cancel');
    expect(attribute(children(cancelled, 'UniqueID')[0], 'ID')).toBe(number);
  });
});

/** The text of `parent`'s first `name` child (the parser keeps a text-only element as its text). */
function textOf(parent: XmlElement | undefined, name: string): string | undefined {
  const [first] = (parent?.[name] ?? []) as unknown[];
  return typeof first === 'string' ? first : undefined;
}

/** Waits for the stand-in to receive `number` with `status`; answers its HotelReservation. */
async function pushed(number: string, status: string): Promise<XmlElement> {
  let found: XmlElement | undefined;
  await expect
    .poll(
      () => {
        for (const message of receiver.received) {
          const parsed = parseOtaXml(message.body);
          if (!parsed.ok || parsed.root !== 'OTA_HotelResNotifRQ') continue;
          const reservations = children(
            children(parsed.body, 'HotelReservations')[0],
            'HotelReservation',
          );
          found = reservations.find(
            (reservation) =>
              attribute(reservation, 'ResStatus') === status &&
              attribute(children(reservation, 'UniqueID')[0], 'ID') === number,
          );
          if (found) return true;
        }
        return false;
      },
      { timeout: 20_000, message: `${number} pushed with ResStatus ${status}` },
    )
    .toBe(true);
  return found!;
}
