import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BookConfigSchema, SameDayBookingRestrictionSchema } from './book.ts';
import {
  ApiErrorSchema,
  CurrencyCodeSchema,
  EntityRefSchema,
  IsoDateSchema,
  IsoTimestampSchema,
  QueryIdSchema,
  ThemeSchema,
} from './common.ts';
import { CompanySearchQuerySchema } from './company.ts';
import { CurrencyExchangeRateQuerySchema } from './currency-exchange-rate.ts';
import { LogBatchSchema } from './log.ts';
import { PropertyGroupSchema } from './property-group.ts';
import { PropertySchema } from './property.ts';
import { RoomTypeConfigurationQuerySchema } from './room-type-configuration.ts';
import { CancellationReasonSchema, CountrySchema } from './static-data.ts';

const ok = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).success;
const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

const theme = {
  Primary: '#1f3a5f',
  Secondary: '#8a6d3b',
  Accent: '#9b2226',
  Tertiary: '#f4efe6',
  Dark: '#1d1d1f',
  DarkPage: '#121212',
  Positive: '#1e7e34',
  Negative: '#b3261e',
  Info: '#0b62a4',
  Warning: '#8a6100',
  LightPage: '#faf7f2',
  BrandPrimary: '#1f3a5f',
};

const property = {
  PropertyId: 1,
  PropertyCode: 'GRANDLDN',
  PropertyName: 'The Grand London',
  PropertyAddress: '1 Strand, London',
  LogoFileUrl: '/images/grandldn-logo.svg',
  PropertyImageUrl: null,
  HotelRating: 5,
  GoogleTagManagerContainerId: null,
  FacebookPixelId: null,
  Currency: 'GBP',
  AvailableCurrencies: ['GBP', 'EUR'],
  PayByPayStack: false,
  PrivacyPolicyUrl: null,
  TermsAndConditionsUrl: null,
  CreditCards: [{ Id: 1, Name: 'Visa' }],
  WebsiteUrl: null,
  Email: 'a@b.example',
  Telephone: '+44 20 7946 0000',
  Address: {
    Street: '1 Strand',
    City: 'London',
    StateOrCounty: null,
    ZipCode: 'WC2N 5HR',
    CountryCode: 'GB',
    CountryName: 'United Kingdom',
  },
  DefaultPhoneCountryCode: 'GB',
  TimeZone: 'Europe/London',
  ShowRoomTypeOccupancy: true,
  EnableChildrenSearch: true,
  EnableInfantSearch: true,
  DefaultOccupancyAdult: 1,
  DefaultOccupancyChildren: 0,
  DefaultOccupancyInfant: 0,
  MaxNumberOfRoomsOnBooking: 4,
  AdultMaximumOccupancy: 3,
  ChildMaximumOccupancy: 2,
  AdultOccupancyLabel: 'Adults',
  ChildOccupancyLabel: 'Children',
  InfantOccupancyLabel: 'Infants',
  StandardVatRate: 20,
  IsStandardTaxExclusive: false,
  Theme: theme,
};

describe('common', () => {
  it.each([
    ['2026-01-31', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['26-01-01', false],
    ['2026-1-5', false],
    ['', false],
  ])('IsoDate %s → %s', (input, valid) => {
    expect(ok(IsoDateSchema, input)).toBe(valid);
  });

  it('explains why a date is refused', () => {
    expect(messages(IsoDateSchema, '2026-02-30')).toEqual(['This date does not exist.']);
    expect(messages(IsoDateSchema, 20260101)).toEqual(['Use a date in the form YYYY-MM-DD.']);
  });

  it.each([
    ['2026-01-15T09:31:00.000Z', true],
    ['2026-01-15T09:31:00+02:00', true],
    ['2026-01-15', false],
    ['yesterday', false],
  ])('IsoTimestamp %s → %s', (input, valid) => {
    expect(ok(IsoTimestampSchema, input)).toBe(valid);
  });

  it('ApiError carries a Message and optional per-field lists', () => {
    expect(ok(ApiErrorSchema, { Message: 'Property not found' })).toBe(true);
    expect(
      ok(ApiErrorSchema, {
        Message: 'The request is invalid.',
        ModelState: { 'Rooms[0].NumberOfAdults': ['Too many'] },
      }),
    ).toBe(true);
    expect(ok(ApiErrorSchema, { Message: 'x', ModelState: { Field: 'not a list' } })).toBe(false);
    expect(ok(ApiErrorSchema, { ModelState: {} })).toBe(false);
  });

  it.each([
    ['GRANDLDN', true],
    ['grandldn', true],
    ['12', true],
    ['SEA_SIDE-2', true],
    ['grand london', false],
    ['', false],
    ['A'.repeat(51), false],
  ])('EntityRef %j → %s', (input, valid) => {
    expect(ok(EntityRefSchema, input)).toBe(valid);
  });

  it('QueryId turns a query string id into a number and refuses anything else', () => {
    expect(v.parse(QueryIdSchema, '42')).toBe(42);
    for (const bad of ['0', '-1', '1.5', 'abc', '01', '12345678901'])
      expect(ok(QueryIdSchema, bad)).toBe(false);
  });

  it('currency codes are three upper-case letters and theme colours are hex', () => {
    expect(ok(CurrencyCodeSchema, 'ZAR')).toBe(true);
    expect(ok(CurrencyCodeSchema, 'zar')).toBe(false);
    expect(ok(ThemeSchema, theme)).toBe(true);
    expect(ok(ThemeSchema, { ...theme, Primary: 'navy' })).toBe(false);
    const { BrandPrimary: _missing, ...incomplete } = theme;
    expect(ok(ThemeSchema, incomplete)).toBe(false);
  });
});

describe('Property and PropertyGroup', () => {
  it('accept a complete property and refuse missing or mistyped fields', () => {
    expect(ok(PropertySchema, property)).toBe(true);
    expect(ok(PropertySchema, { ...property, HotelRating: 6 })).toBe(false);
    expect(ok(PropertySchema, { ...property, StandardVatRate: '20' })).toBe(false);
    expect(ok(PropertySchema, { ...property, MaxNumberOfRoomsOnBooking: 0 })).toBe(false);
    const { Theme: _theme, ...noTheme } = property;
    expect(ok(PropertySchema, noTheme)).toBe(false);
  });

  it('keep only known fields, so an upstream API may send more', () => {
    expect(v.parse(PropertySchema, { ...property, Extra: 1 })).not.toHaveProperty('Extra');
  });

  it('accept a group with areas and member properties', () => {
    const group = {
      PropertyGroupId: 1,
      PropertyGroupCode: 'COASTAL',
      PropertyGroupName: 'Coastal Collection',
      LogoFileUrl: null,
      WebsiteUrl: null,
      PropertyGroupImageUrl: null,
      HidePromoCodeOnLandingPage: false,
      UseAreaSearch: true,
      Theme: theme,
      Areas: [{ Id: 1, Name: 'London' }],
      Properties: [
        {
          PropertyId: 1,
          PropertyCode: 'GRANDLDN',
          PropertyName: 'The Grand London',
          PropertyAddress: 'London',
          PropertyImageUrl: null,
          LogoFileUrl: null,
          HotelRating: 5,
          Currency: 'GBP',
          AreaId: 1,
        },
      ],
    };
    expect(ok(PropertyGroupSchema, group)).toBe(true);
    expect(ok(PropertyGroupSchema, { ...group, Areas: [{ Id: 'London' }] })).toBe(false);
  });
});

describe('Book configuration', () => {
  it('limits the same-day cut-off to a real time of day', () => {
    expect(
      ok(SameDayBookingRestrictionSchema, {
        Enabled: true,
        Hour: 18,
        Minute: 0,
        Message: 'Call us',
      }),
    ).toBe(true);
    expect(
      ok(SameDayBookingRestrictionSchema, { Enabled: true, Hour: 24, Minute: 0, Message: null }),
    ).toBe(false);
    expect(
      ok(SameDayBookingRestrictionSchema, { Enabled: true, Hour: 18, Minute: 60, Message: null }),
    ).toBe(false);
  });

  it('refuses an unknown restaurant service type', () => {
    const issues = v.safeParse(BookConfigSchema, { RestaurantBookingServiceType: 'Telepathy' });
    expect(issues.success).toBe(false);
    expect(
      issues.issues?.some((issue) => v.getDotPath(issue) === 'RestaurantBookingServiceType'),
    ).toBe(true);
  });
});

describe('static data', () => {
  it('countries carry a two-letter code; a cancellation reason may ask for a comment', () => {
    expect(ok(CountrySchema, { Id: 1, Name: 'Kenya', Code: 'KE' })).toBe(true);
    expect(ok(CountrySchema, { Id: 1, Name: 'Kenya', Code: 'KEN' })).toBe(false);
    expect(ok(CancellationReasonSchema, { Id: 1, Name: 'Other' })).toBe(true);
    expect(ok(CancellationReasonSchema, { Id: 1, Name: 'Other', RequiresComment: 'yes' })).toBe(
      false,
    );
  });
});

describe('query schemas', () => {
  it('company search needs a property and two characters after trimming', () => {
    expect(v.parse(CompanySearchQuerySchema, { propertyId: 'GRANDLDN', query: '  ac ' })).toEqual({
      propertyId: 'GRANDLDN',
      query: 'ac',
    });
    expect(messages(CompanySearchQuerySchema, { propertyId: 'GRANDLDN', query: ' a ' })).toEqual([
      'Type at least 2 characters of the organisation name.',
    ]);
    expect(ok(CompanySearchQuerySchema, { query: 'acme' })).toBe(false);
  });

  it('exchange rates take an optional currency; room configuration an optional numeric room type', () => {
    expect(ok(CurrencyExchangeRateQuerySchema, { propertyId: 'SEASIDECPT' })).toBe(true);
    expect(ok(CurrencyExchangeRateQuerySchema, { propertyId: 'SEASIDECPT', currency: 'usd' })).toBe(
      false,
    );
    expect(v.parse(RoomTypeConfigurationQuerySchema, { propertyId: '1', roomTypeId: '7' })).toEqual(
      { propertyId: '1', roomTypeId: 7 },
    );
  });
});

describe('log batch', () => {
  const entry = {
    Level: 'warn',
    Name: 'HTTPError',
    Message: 'Bad',
    Timestamp: '2026-01-15T09:31:00Z',
  };

  it('takes 1 to 50 entries with optional request details', () => {
    expect(ok(LogBatchSchema, { Entries: [entry] })).toBe(true);
    expect(
      ok(LogBatchSchema, {
        Entries: [{ ...entry, Code: 'ERR', Status: 404, Url: '/api/x', Method: 'GET' }],
      }),
    ).toBe(true);
    expect(ok(LogBatchSchema, { Entries: Array.from({ length: 50 }, () => entry) })).toBe(true);
    expect(messages(LogBatchSchema, { Entries: [] })).toEqual(['Send at least one entry.']);
    expect(messages(LogBatchSchema, { Entries: Array.from({ length: 51 }, () => entry) })).toEqual([
      'Send at most 50 entries at a time.',
    ]);
  });

  it('refuses unknown levels, huge messages and impossible statuses', () => {
    expect(ok(LogBatchSchema, { Entries: [{ ...entry, Level: 'debug' }] })).toBe(false);
    expect(ok(LogBatchSchema, { Entries: [{ ...entry, Message: 'x'.repeat(4001) }] })).toBe(false);
    expect(ok(LogBatchSchema, { Entries: [{ ...entry, Status: 1000 }] })).toBe(false);
  });
});
