import type { Locale } from './locale.ts';

const namers = new Map<Locale, { names: Intl.DisplayNames; order: Intl.Collator }>();

/**
 * Countries named and ordered in the page's language ("Deutschland", "ألمانيا"), by their ISO code.
 * English pages keep the booking API's own names; a code `Intl` does not know keeps its name.
 */
export function countriesIn<C extends { Name: string; Code: string }>(
  locale: Locale,
  countries: readonly C[],
): C[] {
  if (locale === 'en-GB' || locale === 'en-XA') return [...countries];
  let namer = namers.get(locale);
  if (!namer)
    namers.set(
      locale,
      (namer = {
        names: new Intl.DisplayNames(locale, { type: 'region', fallback: 'none' }),
        order: new Intl.Collator(locale),
      }),
    );
  const { names, order } = namer;
  return countries
    .map((country) => {
      let name: string | undefined;
      try {
        name = names.of(country.Code.toUpperCase());
      } catch {
        // not a region code Intl accepts
      }
      return name ? { ...country, Name: name } : country;
    })
    .sort((a, b) => order.compare(a.Name, b.Name));
}
