import ar from './locales/ar.json' with { type: 'json' };
import de from './locales/de.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };
import nl from './locales/nl.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import pt from './locales/pt.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };
import type { Locale } from './locale.ts';
import type { PSEUDO_LOCALE } from './pseudo.ts';
import type { Catalogue } from './source-tables.ts';
import type { Messages } from './translate.ts';

/** Each translated locale's catalogue (`locales/<locale>.json`, see docs/translations.md). */
export const CATALOGUES: Readonly<
  Record<Exclude<Locale, 'en-GB' | typeof PSEUDO_LOCALE>, Catalogue>
> = {
  de,
  fr,
  es,
  it,
  nl,
  pt,
  pl,
  'zh-CN': zhCN,
  ar,
};

/**
 * Every translated text of one locale by key; the en-GB source texts live in the `*-messages.ts`
 * tables (the pseudo-locale's are made from them by `translatorFor`).
 */
export function translationsOf(locale: Locale): Messages {
  return locale === 'en-GB' || locale === 'en-XA' ? {} : CATALOGUES[locale];
}
