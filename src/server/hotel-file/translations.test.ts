import { describe, expect, it } from 'vitest';
import { parseHotelText } from './read.ts';
import { SMALL_HOTEL_YAML } from './testing/small-hotel.ts';
import { hotelTextRowsOf } from './translations.ts';

const TODAY = '2029-06-01';
const withLanguages = (languages: string) =>
  SMALL_HOTEL_YAML.replace('  currency: GBP\n', `  currency: GBP\n  languages: ${languages}\n`);
const read = (text: string) => parseHotelText(text, { today: TODAY });
const issuesOf = (text: string) => {
  const result = read(text);
  return result.ok ? [] : result.issues.map((issue) => `${issue.path}: ${issue.message}`);
};

const GERMAN = `translations:
  de:
    policies: { noAvailabilityMessage: Leider ausgebucht. }
    roomTypes:
      DBL: { name: Doppelzimmer, description: Ein Doppelzimmer. }
    ratePlans:
      FLEX: { name: Flexibel, cancellation: Kostenfrei stornierbar bis 2 Tage vor Anreise. }
`;

describe('translations in the hotel file', () => {
  it('reads them into one row per language, subject, code and field', () => {
    const file = withLanguages('[en-GB, de]').replace(
      'acceptedCards: [visa, mastercard] }',
      'acceptedCards: [visa, mastercard], noAvailabilityMessage: Fully booked. }',
    );
    const result = read(`${file}${GERMAN}`);
    if (!result.ok || result.kind !== 'hotel') throw new Error(JSON.stringify(result));
    expect(hotelTextRowsOf(result.file.translations)).toEqual([
      {
        locale: 'de',
        subject: 'property',
        code: '',
        field: 'noAvailabilityMessage',
        text: 'Leider ausgebucht.',
      },
      { locale: 'de', subject: 'roomType', code: 'DBL', field: 'name', text: 'Doppelzimmer' },
      {
        locale: 'de',
        subject: 'roomType',
        code: 'DBL',
        field: 'description',
        text: 'Ein Doppelzimmer.',
      },
      { locale: 'de', subject: 'ratePlan', code: 'FLEX', field: 'name', text: 'Flexibel' },
      {
        locale: 'de',
        subject: 'ratePlan',
        code: 'FLEX',
        field: 'cancellation',
        text: 'Kostenfrei stornierbar bis 2 Tage vor Anreise.',
      },
    ]);
  });

  it('are optional: a file without them has none', () => {
    const result = read(SMALL_HOTEL_YAML);
    expect(result.ok && result.kind === 'hotel' && result.file.translations).toEqual({});
  });

  it('refuse a language the hotel does not offer, or its default one', () => {
    const text = `${withLanguages('[en-GB, de]')}translations:
  fr:
    roomTypes: { DBL: { name: Chambre double } }
  en-GB:
    roomTypes: { DBL: { name: Double room } }
`;
    expect(issuesOf(text)).toEqual([
      'translations.fr: fr is not one of property.languages (en-GB, de)',
      'translations.en-GB: en-GB is the hotel’s default language (property.locale); its texts are the file’s own',
    ]);
  });

  it('refuse a language the site does not have when the hotel lists none', () => {
    expect(
      issuesOf(`${SMALL_HOTEL_YAML}translations:\n  tr: { roomTypes: { DBL: { name: Çift } } }\n`),
    ).toEqual([
      'translations.tr: tr is not a language the site has (en-GB, de, fr, es, it, nl, pt, pl, zh-CN, ar)',
    ]);
  });

  it('refuse codes the file does not define and texts the default language leaves out', () => {
    const text = `${withLanguages('[en-GB, de]')}translations:
  de:
    policies: { sameDayCutOffMessage: Heute nicht mehr. }
    roomTypes: { TWN: { name: Zweibettzimmer }, DBL: { beds: { King bed: Kingsize-Bett } } }
    ratePlans: { FLEX: { mealPlan: Frühstück }, NRF: { name: Nicht erstattbar } }
    extras: { PARK: { name: Parken } }
    offers: { Spa Break: { name: Wellness-Auszeit } }
    incentives: { Free parking: { title: Kostenlos parken } }
`;
    expect(issuesOf(text)).toEqual([
      'translations.de.policies.sameDayCutOffMessage: translates policies.sameDayCutOff.message, which the hotel’s default language leaves out',
      'translations.de.roomTypes.TWN: names room type TWN, which the file does not define',
      'translations.de.roomTypes.DBL.beds.King bed: names bed configuration “King bed”, which DBL’s beds do not list',
      'translations.de.ratePlans.FLEX.mealPlan: translates the meal plan of FLEX, which the hotel’s default language leaves out',
      'translations.de.ratePlans.NRF: names rate plan NRF, which the file does not define',
      'translations.de.extras.PARK: names extra PARK, which the file does not define',
      'translations.de.incentives.Free parking: names incentive “Free parking”, which property.incentives does not list',
      'translations.de.offers.Spa Break: names offer “Spa Break”, which offers does not list',
    ]);
  });

  it('name the place of a misspelt field or an empty text', () => {
    const text = `${withLanguages('[en-GB, de]')}translations:
  de:
    roomTypes: { DBL: { nmae: Doppelzimmer, description: "" } }
`;
    expect(issuesOf(text)).toEqual([
      'translations.de.roomTypes.DBL.description: must not be empty',
      'translations.de.roomTypes.DBL.nmae: is not a field here (check its spelling)',
    ]);
  });
});
