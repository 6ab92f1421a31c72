/**
 * How a locale other than en-GB writes a stay's dates, amounts and lists, by Intl. A non-English
 * page's inline script carries this function's source (`island-texts.ts`), so its islands format
 * without shipping the code, and the server writes the same forms with it; so the function uses
 * nothing from outside itself. Each format is made on first use (a browser's first Intl object
 * costs tens of milliseconds) and kept.
 */
export const intlForms = (locale: string) => {
  const made: Record<string, Intl.NumberFormat> = {};
  // Arabic writes the symbol after the number ("776.00 UK£"): a symbol ending in a neutral sign
  // would be drawn on the wrong side of its letters ("£UK") without a left-to-right mark after it.
  const rightToLeftEnd = /^ar\b/.test(locale) ? '\u200e' : '';
  let list: Intl.ListFormat | undefined;
  const date = (options: Intl.DateTimeFormatOptions) => {
    let format: Intl.DateTimeFormat | undefined;
    // An ISO date or month is read as UTC's midnight.
    return (iso: string) =>
      (format ??= new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })).format(
        new Date(iso),
      );
  };
  return {
    /** The locale itself, for what is written with `toLocale…String`. */
    locale,
    /** A hotel-local `YYYY-MM-DD`: "Montag, 7. Dez. 2026". */
    date: date({ weekday: 'long', day: 'numeric', month: 'short', year: 'numeric' }),
    /** A calendar month's `YYYY-MM`: "Dezember 2026". */
    month: date({ month: 'long', year: 'numeric' }),
    /** A date's weekday in full and in a calendar's column heading: "Montag", "M". */
    weekday: date({ weekday: 'long' }),
    weekdayNarrow: date({ weekday: 'narrow' }),
    /** "1.234,50 £"; `options` change its form ("1,3 k £GB" compact), one format kept per set. */
    money: (amount: number, currency: string, options?: Intl.NumberFormatOptions) =>
      (made[currency + (options ? Object.values(options).join() : '')] ??= new Intl.NumberFormat(
        locale,
        {
          style: 'currency',
          currency,
          ...options,
        },
      )).format(amount) + rightToLeftEnd,
    /** Counted words of one thing, "2 Erwachsene, 1 Kind und 1 Kleinkind". */
    list: (parts: string[]) =>
      (list ??= new Intl.ListFormat(locale, { type: 'unit', style: 'short' })).format(parts),
  };
};

export type IntlForms = ReturnType<typeof intlForms>;

const forms = new Map<string, IntlForms>();

/** `intlForms` of `locale`, made once per locale (the server's). */
export function intlFormsOf(locale: string): IntlForms {
  let found = forms.get(locale);
  if (!found) forms.set(locale, (found = intlForms(locale)));
  return found;
}
