import { translatorFor, type Messages, type Params } from './translate.ts';
import type { Locale } from './locale.ts';

const rules = new Map<Locale, Intl.PluralRules>();

function pluralRules(locale: Locale): Intl.PluralRules {
  let made = rules.get(locale);
  if (!made) rules.set(locale, (made = new Intl.PluralRules(locale)));
  return made;
}

/** The branches of an ICU `plural` argument's body: `one {# night} other {# nights}`. */
function branches(body: string): Map<string, string> {
  const found = new Map<string, string>();
  const selector = /\s*(=?\w+)\s*\{/y;
  let i = 0;
  while (i < body.length) {
    selector.lastIndex = i;
    const match = selector.exec(body);
    if (!match?.[1]) break;
    let depth = 1;
    let j = selector.lastIndex;
    for (; j < body.length && depth > 0; j += 1) {
      if (body[j] === '{') depth += 1;
      if (body[j] === '}') depth -= 1;
    }
    found.set(match[1], body.slice(selector.lastIndex, j - 1));
    i = j;
  }
  return found;
}

/**
 * Resolves the ICU MessageFormat plurals of a text, `{count, plural, one {# night} other {# nights}}`,
 * by the locale's plural rules (an `=N` branch wins for exactly N; `#` is the number). A text
 * without one, or whose count is not given, is returned as it is.
 */
export function selectPlural(text: string, params: Params, locale: Locale): string {
  if (!text.includes(', plural,')) return text;
  let out = '';
  let i = 0;
  const start = /\{(\w+), plural,/g;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    let depth = 1;
    let j = start.lastIndex;
    for (; j < text.length && depth > 0; j += 1) {
      if (text[j] === '{') depth += 1;
      if (text[j] === '}') depth -= 1;
    }
    const count = params[match[1] ?? ''];
    if (typeof count !== 'number') continue;
    const options = branches(text.slice(start.lastIndex, j - 1));
    const chosen =
      options.get(`=${count}`) ??
      options.get(pluralRules(locale).select(count)) ??
      options.get('other') ??
      '';
    out +=
      text.slice(i, match.index) +
      selectPlural(chosen, params, locale).replaceAll('#', String(count));
    i = j;
    start.lastIndex = j;
  }
  return out + text.slice(i);
}

/** `translatorFor` whose texts may hold ICU plurals, resolved for `locale`. */
export function pluralTranslatorFor<M extends Messages>(messages: M, locale: Locale) {
  const t = translatorFor(messages, locale);
  return (key: keyof M & string, params: Params = {}): string =>
    selectPlural(t(key, params), params, locale);
}
