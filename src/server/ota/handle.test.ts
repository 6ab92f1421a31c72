import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceApi } from '../runtime.ts';
import { openTestApi } from '../testing/seeded-api.ts';
import { importHotelFile } from '../hotel-file/import/import.ts';
import { hotelOf, IMPORT_NOW, roomsLeft, idsOf } from '../hotel-file/testing/import-kit.ts';
import { searchOutcome, searchRates } from '../hotel-file/testing/search.ts';
import { CHANNEL_AUTHORIZATION, CHANNEL_HOTEL_YAML } from './fixtures/channel-hotel.ts';
import { handleOtaMessage } from './handle.ts';
import { and, eq } from 'drizzle-orm';
import { nightlyRates } from '../db/schema/index.ts';

const fixture = (name: string) => readFile(new URL(`fixtures/${name}`, import.meta.url), 'utf8');

let api: ReferenceApi;
beforeAll(async () => {
  api = await openTestApi({ DEMO_MODE: 'off' }, { now: () => IMPORT_NOW });
  await importHotelFile(api.database.db, hotelOf(CHANNEL_HOTEL_YAML), { now: () => IMPORT_NOW });
});
afterAll(() => api.close());

const send = async (message: string, text: string, authorization = CHANNEL_AUTHORIZATION) =>
  handleOtaMessage(api.database.db, message, text, { now: () => IMPORT_NOW, authorization });
const stay = (from: string, to: string) => searchOutcome(api, 'TEST1', from, to);

describe('OTA_HotelAvailNotifRQ', () => {
  it('closes, restricts and answers Success with the echo token', async () => {
    const answer = await send('OTA_HotelAvailNotifRQ', await fixture('avail-notif.xml'));
    expect(answer).toContain('<OTA_HotelAvailNotifRS');
    expect(answer).toContain('EchoToken="avail-1"');
    expect(answer).toContain('<Success/>');
    expect((await stay('2030-01-09', '2030-01-11')).rates).toEqual([]);
    expect((await stay('2030-01-11', '2030-01-13')).rates).toEqual(['DBL/FLEX']);
    expect((await stay('2030-01-14', '2030-01-16')).message).toBe(
      'Stays cannot arrive on this date.',
    );
    expect((await stay('2030-01-16', '2030-01-18')).message).toBe(
      'Stays cannot leave on this departure date.',
    );
    // 2030-01-25 is a Friday: minimum 2, maximum 3; the Thursday before is untouched.
    expect((await stay('2030-01-25', '2030-01-26')).rates).toEqual([]);
    expect((await stay('2030-01-25', '2030-01-29')).message).toBe(
      'Stays arriving on this date are for at most 3 nights.',
    );
    expect((await stay('2030-01-25', '2030-01-27')).rates).toEqual(['DBL/FLEX']);
    expect((await stay('2030-01-24', '2030-01-25')).rates).toEqual(['DBL/FLEX']);
  });

  it('names an unknown room type and rate plan, and changes nothing', async () => {
    const text = (await fixture('avail-notif.xml'))
      .replace(
        'InvTypeCode="DBL" RatePlanCode="FLEX"/>\n      <RestrictionStatus Status="Close"/>',
        'InvTypeCode="KING" RatePlanCode="FLEX"/>\n      <RestrictionStatus Status="Open"/>',
      )
      .replace(
        'Start="2030-01-14" End="2030-01-14" InvTypeCode="DBL" RatePlanCode="FLEX"',
        'Start="2030-01-14" End="2030-01-14" InvTypeCode="DBL" RatePlanCode="RACK"',
      );
    const answer = await send('OTA_HotelAvailNotifRQ', text);
    expect(answer).toContain('<Error Type="3" Code="402" ShortText="line 1: no room type KING"');
    expect(answer).toContain('Code="249" ShortText="line 2: no rate plan RACK"');
    expect(answer).not.toContain('<Success/>');
  });

  it('refuses a message with a bad date or restriction, naming where', async () => {
    const answer = await send(
      'OTA_HotelAvailNotifRQ',
      '<OTA_HotelAvailNotifRQ><AvailStatusMessages HotelCode="TEST1"><AvailStatusMessage><StatusApplicationControl Start="2030-02-10" End="2030-01-10" InvTypeCode="DBL"/></AvailStatusMessage><AvailStatusMessage><StatusApplicationControl Start="2030-01-10" End="2030-01-10" InvTypeCode="DBL"/><RestrictionStatus Status="Shut"/></AvailStatusMessage></AvailStatusMessages></OTA_HotelAvailNotifRQ>',
    );
    expect(answer).toContain('Code="15" ShortText="AvailStatusMessage 1: Start and End');
    expect(answer).toContain('Code="320" ShortText="AvailStatusMessage 2: RestrictionStatus');
  });

  it('answers an unknown hotel and wrong credentials alike, changing nothing', async () => {
    const text = (await fixture('avail-notif.xml')).replace('Status="Close"', 'Status="Open"');
    const refused = 'Type="4" Code="497" ShortText="these credentials may not update this hotel"';
    expect(
      await send('OTA_HotelAvailNotifRQ', text.replace('HotelCode="TEST1"', 'HotelCode="NOPE"')),
    ).toContain(refused);
    const wrong = `Basic ${Buffer.from('cm-test1:guess').toString('base64')}`;
    expect(await send('OTA_HotelAvailNotifRQ', text, wrong)).toContain(refused);
    expect(await send('OTA_HotelAvailNotifRQ', text, '')).toContain(refused);
    // 2030-01-10 stays closed.
    expect((await stay('2030-01-09', '2030-01-11')).rates).toEqual([]);
  });

  it('tells the server its nights changed only when something was applied', async () => {
    const text = await fixture('avail-notif.xml');
    let told = 0;
    const onApplied = () => told++;
    const options = { now: () => IMPORT_NOW, authorization: CHANNEL_AUTHORIZATION, onApplied };
    await handleOtaMessage(api.database.db, 'OTA_HotelAvailNotifRQ', text, options);
    expect(told).toBe(1);
    await handleOtaMessage(
      api.database.db,
      'OTA_HotelAvailNotifRQ',
      text.replaceAll('InvTypeCode="DBL"', 'InvTypeCode="KING"'),
      options,
    );
    expect(told).toBe(1);
  });

  it('maps the channel’s rate code to ours', async () => {
    const text = (await fixture('avail-notif.xml')).replace(
      'RatePlanCode="FLEX"/>\n      <RestrictionStatus Status="Close"/>',
      'RatePlanCode="BAR"/>\n      <RestrictionStatus Status="Open"/>',
    );
    expect(await send('OTA_HotelAvailNotifRQ', text)).toContain('<Success/>');
    expect((await stay('2030-01-09', '2030-01-11')).rates).toEqual(['DBL/FLEX']);
  });
});

describe('OTA_HotelInvCountNotifRQ', () => {
  it('sets the rooms to sell, and the search stops offering a night with none', async () => {
    const answer = await send('OTA_HotelInvCountNotifRQ', await fixture('inv-count-notif.xml'));
    expect(answer).toContain('<OTA_HotelInvCountNotifRS');
    expect(answer).toContain('<Success/>');
    const ids = await idsOf(api.database.db, 'TEST1');
    expect(await roomsLeft(api.database.db, ids.room('DBL'), '2030-01-05')).toBe(0);
    expect(await roomsLeft(api.database.db, ids.room('DBL'), '2030-01-07')).toBe(3);
    expect((await stay('2030-01-04', '2030-01-06')).rates).toEqual([]);
  });
});

describe('OTA_HotelRateAmountNotifRQ', () => {
  it('writes the amount for the adults the base rate covers', async () => {
    const answer = await send('OTA_HotelRateAmountNotifRQ', await fixture('rate-amount-notif.xml'));
    expect(answer).toContain('<OTA_HotelRateAmountNotifRS');
    expect(answer).toContain('<Success/>');
    expect(await searchRates(api, 'TEST1', '2030-01-21', '2030-01-22')).toEqual({
      'DBL/FLEX': 125.5,
    });
  });

  it('writes what an extra adult and each child cost, and keeps the rest', async () => {
    const ids = await idsOf(api.database.db, 'TEST1');
    const night = async (date: string) => {
      const [row] = await api.database.db
        .select()
        .from(nightlyRates)
        .where(
          and(
            eq(nightlyRates.roomTypeId, ids.room('DBL')),
            eq(nightlyRates.ratePlanId, ids.plan('FLEX')),
            eq(nightlyRates.date, date),
          ),
        );
      return row!;
    };
    expect(await night('2030-01-21')).toMatchObject({
      baseRate: 125.5,
      costPerAdult: 30,
      costPerChild: 12.5,
      costPerInfant: 0,
    });
    // Outside the message's nights nothing moved.
    expect(await night('2030-01-23')).toMatchObject({ baseRate: 100, costPerChild: 0 });
    // Extra guests alone: the base rate stays.
    const text = (await fixture('rate-amount-notif.xml'))
      .replace(/<BaseByGuestAmts>[\s\S]*<\/BaseByGuestAmts>/, '')
      .replace('AmountAfterTax="12.50"', 'AmountAfterTax="15.00"');
    expect(await send('OTA_HotelRateAmountNotifRQ', text)).toContain('<Success/>');
    expect(await night('2030-01-21')).toMatchObject({ baseRate: 125.5, costPerChild: 15 });
  });

  it('refuses an unknown age code or a missing amount, changing nothing', async () => {
    const text = await fixture('rate-amount-notif.xml');
    const answer = await send(
      'OTA_HotelRateAmountNotifRQ',
      text.replace('AgeQualifyingCode="8"', 'AgeQualifyingCode="3"').replace('125.50', '99.00'),
    );
    expect(answer).toContain('Code="320" ShortText="RateAmountMessage 1: AgeQualifyingCode 3');
    expect(await searchRates(api, 'TEST1', '2030-01-21', '2030-01-22')).toEqual({
      'DBL/FLEX': 125.5,
    });
    const empty = text.replace(/<Rates>[\s\S]*<\/Rates>/, '<Rates><Rate/></Rates>');
    expect(await send('OTA_HotelRateAmountNotifRQ', empty)).toContain(
      'BaseByGuestAmt or AdditionalGuestAmount is required',
    );
  });

  it('refuses prices in another currency, or without one for the base adults', async () => {
    const text = await fixture('rate-amount-notif.xml');
    expect(await send('OTA_HotelRateAmountNotifRQ', text.replaceAll('GBP', 'EUR'))).toContain(
      'prices in EUR, the hotel&apos;s currency is GBP',
    );
    const single = text.replace(/\s*<BaseByGuestAmt [^>]*NumberOfGuests="2"\/>/, '');
    const unpriced = await send('OTA_HotelRateAmountNotifRQ', single);
    // Said once for the three nights of the range.
    expect(unpriced.split('no price for the 2 guests the base rate of DBL FLEX').length).toBe(3);
    expect(await searchRates(api, 'TEST1', '2030-01-21', '2030-01-22')).toEqual({
      'DBL/FLEX': 125.5,
    });
  });
});
