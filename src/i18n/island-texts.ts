import { branchesOf, closing } from './icu.ts';
import { isolatePlaceholders } from './bidi.ts';
import { intlForms } from './intl-forms.ts';
import { directionOf, intlLocaleOf, type Locale } from './locale.ts';
import { pseudoText, PSEUDO_LOCALE } from './pseudo.ts';
import { sourceTexts } from './source-tables.ts';
import { translationsOf } from './translations.ts';

/** A text as the browser takes it: plain, or a plural's branches (`$`: the count's name). */
export type BrowserText = string | Readonly<Record<string, string>>;

/**
 * A catalogue text made simple for the browser: one plural block becomes its branches with the
 * text around it folded into each, so the page's script picks one with Intl.PluralRules and
 * parses nothing.
 */
export function browserText(text: string): BrowserText {
  const head = /\{\s*(\w+)\s*,\s*plural\s*,/.exec(text);
  if (!head) return text;
  const end = closing(text, head.index);
  if (end < 0) return text;
  const before = text.slice(0, head.index);
  const after = text.slice(end + 1);
  const branches = branchesOf(text.slice(head.index + head[0].length, end));
  return {
    $: head[1] as string,
    ...Object.fromEntries([...branches].map(([name, branch]) => [name, before + branch + after])),
  };
}

/** A right-to-left page's island text with its placeholders isolated (`isolatePlaceholders`). */
function isolated(text: BrowserText): BrowserText {
  if (typeof text === 'string') return isolatePlaceholders(text);
  return Object.fromEntries(
    Object.entries(text).map(([name, branch]) => [
      name,
      name === '$' ? branch : isolatePlaceholders(branch),
    ]),
  );
}

/**
 * The texts of `keys` in `locale`, by the id the browser build gave each key (`ids`; a key
 * missing from it is sent as it is), for a page's islands. Keys without a translation are left
 * out: the browser falls back to its en-GB table.
 */
export function islandTexts(
  locale: Locale,
  keys: Iterable<string>,
  ids: ReadonlyMap<string, string>,
): Record<string, BrowserText> {
  const texts = translationsOf(locale);
  const source = locale === PSEUDO_LOCALE ? sourceTexts() : undefined;
  const rtl = directionOf(locale) === 'rtl';
  const out: Record<string, BrowserText> = {};
  for (const key of keys) {
    const text = source ? source[key] && pseudoText(source[key]) : texts[key];
    if (text) out[ids.get(key) ?? key] = rtl ? isolated(browserText(text)) : browserText(text);
  }
  return out;
}

// `intlForms` as a page's script carries it: no comments, spaces only between words (it holds
// no text that a space belongs to).
const FORMS_SOURCE = intlForms
  .toString()
  .replace(/\/\*[\s\S]*?\*\/|\/\/.*/g, '')
  .replace(/\s+/g, ' ')
  .replace(/ ?([^\w$ ]) ?/g, '$1');

/**
 * The script that answers `translator`'s look-ups (see `__t` in translate.ts) from `texts` and
 * makes the forms islands write dates and amounts in (`__f`): inline on a page, or the file of its
 * language a page loads with its scripts. `<` is escaped so that no text can end the script element.
 */
export function islandTextsScript(locale: Locale, texts: Record<string, BrowserText>): string {
  const json = JSON.stringify(texts).replace(/</g, '\\u003c');
  const formats = intlLocaleOf(locale);
  return (
    `self.__t=((T,R)=>(k,p)=>{let x=T[k];if(typeof x!="object")return x;` +
    `let n=p[x.$];return(x["="+n]??x[R.select(n)]??x.other).replace(/#/g,n)})` +
    `(${json},new Intl.PluralRules(${JSON.stringify(locale)}))` +
    (formats ? `;self.__f=(${FORMS_SOURCE})(${JSON.stringify(formats)})` : '')
  );
}
