import type { Messages } from './translate.ts';

/** Dev and test only: every text accented and bracketed, so a text left in English stands out. */
export const PSEUDO_LOCALE = 'en-XA';

const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/**
 * "Select room {number}" → "[Šéļéçţ ŕóóɱ {number} ·····]": letters accented, placeholders kept,
 * about a third longer (German and French run longer than English), bracketed to show clipping.
 */
export function pseudoText(text: string): string {
  const parts = text.split(/(\{\w+\})/);
  const body = parts
    .map((part) =>
      /^\{\w+\}$/.test(part) ? part : part.replace(/[a-z]/gi, (c) => ACCENTED[c] ?? c),
    )
    .join('');
  const padding = '·'.repeat(Math.ceil(text.length / 3));
  return `[${body}${padding ? ` ${padding}` : ''}]`;
}

/** The pseudo-locale's catalogue, made from the en-GB tables. */
export function pseudoCatalogue(source: Messages): Messages {
  return Object.fromEntries(Object.entries(source).map(([key, text]) => [key, pseudoText(text)]));
}
