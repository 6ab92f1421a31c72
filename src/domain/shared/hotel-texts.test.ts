import { describe, expect, it } from 'vitest';
import { hotelText, hotelTextsIn, type HotelTextRow } from './hotel-texts.ts';

const rows: HotelTextRow[] = [
  {
    locale: 'de',
    subject: 'roomType',
    code: 'CLDBL',
    field: 'name',
    text: 'Klassisches Doppelzimmer',
  },
  {
    locale: 'de',
    subject: 'ratePlan',
    code: 'FLEX',
    field: 'mealPlan',
    text: 'Frühstück inklusive',
  },
  { locale: 'de', subject: 'extra', code: 'PARK', field: 'description', text: '   ' },
  { locale: 'ar', subject: 'roomType', code: 'CLDBL', field: 'name', text: 'غرفة مزدوجة كلاسيكية' },
  { locale: 'en-GB', subject: 'roomType', code: 'CLDBL', field: 'name', text: 'Not used' },
];

describe('hotelText: a translation, else the default language’s text', () => {
  it.each([
    [
      'German translation',
      'de',
      'roomType',
      'CLDBL',
      'name',
      'Classic Double',
      'Klassisches Doppelzimmer',
    ],
    [
      'Arabic translation',
      'ar',
      'roomType',
      'CLDBL',
      'name',
      'Classic Double',
      'غرفة مزدوجة كلاسيكية',
    ],
    [
      'field not translated',
      'de',
      'roomType',
      'CLDBL',
      'description',
      'A calm room.',
      'A calm room.',
    ],
    ['code not translated', 'de', 'roomType', 'JRSTE', 'name', 'Junior Suite', 'Junior Suite'],
    [
      'language not translated',
      'fr',
      'roomType',
      'CLDBL',
      'name',
      'Classic Double',
      'Classic Double',
    ],
    ['blank translation', 'de', 'extra', 'PARK', 'description', 'Valet parking.', 'Valet parking.'],
    [
      'the default language itself',
      'en-GB',
      'roomType',
      'CLDBL',
      'name',
      'Classic Double',
      'Classic Double',
    ],
    [
      'the default language by its short code',
      'en',
      'roomType',
      'CLDBL',
      'name',
      'Classic Double',
      'Classic Double',
    ],
    ['same code, other subject', 'de', 'ratePlan', 'CLDBL', 'name', 'Flexible', 'Flexible'],
    ['a field left out stays out', 'de', 'ratePlan', 'FLEX', 'mealPlan', null, null],
  ] as const)('%s', (_label, locale, subject, code, field, fallback, expected) => {
    const texts = hotelTextsIn(rows, locale, 'en-GB');
    expect(hotelText(texts, subject, code, field as never, fallback)).toBe(expected);
  });

  it('a hotel whose default language is German reads its stored texts in German', () => {
    const texts = hotelTextsIn(rows, 'de', 'de');
    expect(hotelText(texts, 'roomType', 'CLDBL', 'name', 'Doppelzimmer')).toBe('Doppelzimmer');
  });
});
