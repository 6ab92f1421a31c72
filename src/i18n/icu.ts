import type { Params } from './translate.ts';

const rules = new Map<string, Intl.PluralRules>();

function pluralCategory(locale: string, count: number): string {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  return rule.select(count);
}

/** Where the `}` closing the `{` at `open` is, nested braces counted; -1 if none. */
export function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** `one {# night} other {# nights}` → { one: '# night', other: '# nights' } (`=0` keys kept as written). */
export function branchesOf(body: string): Map<string, string> {
  const branches = new Map<string, string>();
  const selector = /\s*(=?\w+)\s*\{/g;
  let at = 0;
  for (;;) {
    selector.lastIndex = at;
    const match = selector.exec(body);
    if (!match || match.index !== at) return branches;
    const open = match.index + match[0].length - 1;
    const end = closing(body, open);
    if (end < 0) return branches;
    branches.set(match[1] as string, body.slice(open + 1, end));
    at = end + 1;
  }
}

const PLURAL_HEAD = /\{\s*(\w+)\s*,\s*plural\s*,/g;

/**
 * ICU MessageFormat's `{count, plural, =0 {…} one {# night} other {# nights}}`, only that: each
 * plural block becomes the branch Intl.PluralRules picks for the locale, `#` the number. Texts
 * without a plural (nearly all) are returned as they are.
 */
export function selectPlurals(text: string, params: Params, locale: string): string {
  if (!text.includes(', plural,') && !/,\s*plural\s*,/.test(text)) return text;
  let out = '';
  let at = 0;
  PLURAL_HEAD.lastIndex = 0;
  for (let match = PLURAL_HEAD.exec(text); match; match = PLURAL_HEAD.exec(text)) {
    const end = closing(text, match.index);
    if (end < 0) break;
    const name = match[1] as string;
    const value = params[name];
    const count = typeof value === 'number' ? value : Number(value);
    const branches = branchesOf(text.slice(match.index + match[0].length, end));
    const chosen =
      branches.get(`=${count}`) ??
      branches.get(Number.isNaN(count) ? 'other' : pluralCategory(locale, count)) ??
      branches.get('other') ??
      '';
    const number = Number.isNaN(count) ? String(value ?? '') : count.toLocaleString(locale);
    out +=
      text.slice(at, match.index) + selectPlurals(chosen, params, locale).replace(/#/g, number);
    at = end + 1;
    PLURAL_HEAD.lastIndex = at;
  }
  return out + text.slice(at);
}

/**
 * The placeholders a text uses: `{name}` slots and plural arguments, each once, sorted. Two
 * translations of one key must use the same set.
 */
export function placeholdersOf(text: string): string[] {
  const names = new Set<string>();
  for (const [, name] of text.matchAll(/\{\s*(\w+)\s*(?:\}|,\s*plural\s*,)/g))
    names.add(name as string);
  return [...names].sort();
}
