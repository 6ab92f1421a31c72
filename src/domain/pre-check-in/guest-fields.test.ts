import { describe, expect, it } from 'vitest';
import {
  arrivalTimeError,
  bookerErrors,
  FIELD_PRESETS,
  guestErrors,
  type GuestDetails,
} from './guest-fields.ts';

const GB = 1;
const FR = 2;
const context = { propertyCountryId: GB, today: '2026-03-01' };
const blank: GuestDetails = {
  FirstName: 'Ada',
  LastName: 'Lovelace',
  Email: '',
  Phone: '',
  Street: '',
  City: '',
  ZipCode: '',
  CountryId: 0,
  NationalityId: 0,
  DateOfBirth: '',
  DocumentType: '',
  DocumentNumber: '',
  IsChild: false,
};

describe.each([
  ['UK: British guest needs nationality only', 'UK', { NationalityId: GB }, []],
  ['UK: nationality missing', 'UK', {}, ['NationalityId', 'DocumentType', 'DocumentNumber']],
  [
    'UK: a foreign guest also gives a document',
    'UK',
    { NationalityId: FR },
    ['DocumentType', 'DocumentNumber'],
  ],
  [
    'UK: a foreign guest with a passport',
    'UK',
    { NationalityId: FR, DocumentType: 'Passport', DocumentNumber: '12AB34567' },
    [],
  ],
  [
    'EU: everything of the registration card',
    'EU',
    { NationalityId: GB },
    ['Street', 'City', 'ZipCode', 'CountryId', 'DateOfBirth', 'DocumentType', 'DocumentNumber'],
  ],
  [
    'EU: a complete card',
    'EU',
    {
      NationalityId: FR,
      Street: '1 Rue',
      City: 'Paris',
      ZipCode: '75001',
      CountryId: FR,
      DateOfBirth: '1990-05-01',
      DocumentType: 'National identity card',
      DocumentNumber: 'X4RTBPFW4',
    },
    [],
  ],
  ['EU: a child gives only names', 'EU', { IsChild: true }, []],
  ['Basic: names only', 'Basic', {}, []],
  ['any: names are required', 'Basic', { FirstName: ' ', LastName: '' }, ['FirstName', 'LastName']],
  ['any: a typed email must be valid', 'Basic', { Email: 'ada@' }, ['Email']],
  ['any: a typed phone must start with + or 00', 'Basic', { Phone: '0777' }, ['Phone']],
  ['any: a date of birth in the future', 'Basic', { DateOfBirth: '2026-03-01' }, ['DateOfBirth']],
  ['any: an impossible date of birth', 'Basic', { DateOfBirth: '1990-02-30' }, ['DateOfBirth']],
  ['any: an unknown document type', 'Basic', { DocumentType: 'Library card' }, ['DocumentType']],
  [
    'any: a document number with symbols',
    'Basic',
    { DocumentNumber: '12<script>' },
    ['DocumentNumber'],
  ],
] as const)('%s', (_name, preset, change, fields) => {
  it('names exactly the wrong fields', () => {
    expect(
      Object.keys(
        guestErrors({ ...blank, ...change }, FIELD_PRESETS[preset], context, true),
      ).sort(),
    ).toEqual([...fields].sort());
  });
});

describe('saved progress (not strict)', () => {
  it('accepts blanks but not malformed values', () => {
    expect(
      guestErrors({ ...blank, FirstName: '', LastName: '' }, FIELD_PRESETS.EU, context, false),
    ).toEqual({});
    expect(
      Object.keys(guestErrors({ ...blank, Email: 'x' }, FIELD_PRESETS.EU, context, false)),
    ).toEqual(['Email']);
  });
});

describe.each([
  ['', 'Optional', true, undefined],
  ['', 'Required', true, 'Arrival time is required'],
  ['', 'Required', false, undefined],
  ['15:30', 'Required', true, undefined],
  ['25:00', 'Optional', false, 'Use a time such as 15:30'],
] as const)('arrival time %j (%s, strict %s)', (value, rule, strict, expected) => {
  it('is checked', () => expect(arrivalTimeError(value, rule, strict)).toBe(expected));
});

describe('booker', () => {
  it('needs names, a valid email and phone', () => {
    expect(
      bookerErrors({ FirstName: 'A', LastName: 'B', Email: 'a@b.com', Phone: '+44 7700 900123' }),
    ).toEqual({});
    expect(
      Object.keys(
        bookerErrors({ FirstName: '', LastName: 'B', Email: 'a@b', Phone: '07700' }),
      ).sort(),
    ).toEqual(['Email', 'FirstName', 'Phone']);
  });
});
