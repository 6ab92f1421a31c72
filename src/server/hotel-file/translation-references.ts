import { LOCALES } from '../../i18n/locale.ts';
import type { HotelFile } from './hotel-file.ts';
import type { PathKey } from './issues.ts';

type Add = (keys: readonly PathKey[], message: string) => void;

/**
 * What the schema cannot see in `translations`: a language the hotel does not offer (or its default
 * one, whose texts are the file's own), a code the file does not define, a translation of a text
 * the hotel left out in its default language.
 */
export function checkTranslations(file: HotelFile, add: Add): void {
  const { property } = file;
  const offered: readonly string[] = property.languages ?? LOCALES;
  const language = (locale: string) => locale.split('-')[0]!.toLowerCase();
  const rooms = new Map(file.roomTypes.map((room) => [room.code, room]));
  const plans = new Map(file.ratePlans.map((plan) => [plan.code, plan]));
  const extras = new Set(file.extras.map((extra) => extra.code));
  const offers = new Set(file.offers.map((offer) => offer.name));
  const incentives = new Set(property.incentives.map((incentive) => incentive.title));
  const { policies } = property;

  for (const [locale, texts] of Object.entries(file.translations)) {
    const at: PathKey[] = ['translations', locale];
    if (language(locale) === language(property.locale)) {
      add(
        at,
        `${locale} is the hotel’s default language (property.locale); its texts are the file’s own`,
      );
      continue;
    }
    if (!offered.includes(locale)) {
      add(
        at,
        property.languages
          ? `${locale} is not one of property.languages (${offered.join(', ')})`
          : `${locale} is not a language the site has (${LOCALES.join(', ')})`,
      );
      continue;
    }
    const missing = (keys: PathKey[], what: string) =>
      add([...at, ...keys], `translates ${what}, which the hotel’s default language leaves out`);
    if (texts.policies?.noAvailabilityMessage !== undefined && !policies.noAvailabilityMessage)
      missing(['policies', 'noAvailabilityMessage'], 'policies.noAvailabilityMessage');
    if (texts.policies?.sameDayCutOffMessage !== undefined && !policies.sameDayCutOff)
      missing(['policies', 'sameDayCutOffMessage'], 'policies.sameDayCutOff.message');
    if (texts.policies?.customTerms !== undefined && !policies.customTerms)
      missing(['policies', 'customTerms'], 'policies.customTerms');
    for (const [code, room] of Object.entries(texts.roomTypes ?? {})) {
      const defined = rooms.get(code);
      if (!defined)
        add([...at, 'roomTypes', code], `names room type ${code}, which the file does not define`);
      else
        for (const bed of Object.keys(room.beds ?? {}))
          if (!defined.beds.includes(bed))
            add(
              [...at, 'roomTypes', code, 'beds', bed],
              `names bed configuration “${bed}”, which ${code}’s beds do not list`,
            );
    }
    for (const [code, plan] of Object.entries(texts.ratePlans ?? {})) {
      const defined = plans.get(code);
      if (!defined)
        add([...at, 'ratePlans', code], `names rate plan ${code}, which the file does not define`);
      else if (plan.mealPlan !== undefined && defined.mealPlan === undefined)
        missing(['ratePlans', code, 'mealPlan'], `the meal plan of ${code}`);
    }
    for (const code of Object.keys(texts.extras ?? {}))
      if (!extras.has(code))
        add([...at, 'extras', code], `names extra ${code}, which the file does not define`);
    for (const title of Object.keys(texts.incentives ?? {}))
      if (!incentives.has(title))
        add(
          [...at, 'incentives', title],
          `names incentive “${title}”, which property.incentives does not list`,
        );
    for (const name of Object.keys(texts.offers ?? {}))
      if (!offers.has(name))
        add([...at, 'offers', name], `names offer “${name}”, which offers does not list`);
  }
}
