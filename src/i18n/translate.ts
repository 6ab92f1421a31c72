/** A flow's en-GB texts: keys a hotel's translation can be matched to, values with `{name}` slots. */
export type Messages = Readonly<Record<string, string>>;

export type Params = Readonly<Record<string, string | number>>;

// A text split once at its placeholders: literal, name, literal, … (a regular expression with a
// callback per fill was 3 % of a results page's CPU, and several times slower than joining parts).
// Texts come from the message catalogues; the bound only guards against a caller that is not.
const split = new Map<string, readonly string[]>();
const SPLIT_KEPT = 2000;

function parts(text: string): readonly string[] {
  let found = split.get(text);
  if (!found) {
    if (split.size >= SPLIT_KEPT) split.clear();
    found = text.split(/\{(\w+)\}/);
    split.set(text, found);
  }
  return found;
}

/** Fills `{name}` placeholders; an unknown one stays visible so a missing value is noticed. */
export function fill(text: string, params: Params = {}): string {
  // Most texts have no placeholder; a results page fills hundreds of them.
  if (!text.includes('{')) return text;
  const pieces = parts(text);
  let filled = pieces[0]!;
  for (let i = 1; i < pieces.length; i += 2) {
    const name = pieces[i]!;
    filled += (name in params ? String(params[name]) : `{${name}}`) + pieces[i + 1]!;
  }
  return filled;
}

/**
 * A typed `t` over one flow's messages: a key that does not exist is a compile error, and each
 * page ships only the texts of the flows it shows.
 */
export function translator<M extends Messages>(messages: M) {
  return (key: keyof M & string, params?: Params): string => fill(messages[key] ?? key, params);
}
