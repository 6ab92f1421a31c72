/**
 * A translated sentence cut at the placeholders a page fills with markup (a link around an email
 * address): text and slot names alternate, `['Call ', 'telephone', ' or email ', 'email', '.']`.
 * Each language keeps its own word order; the page draws each slot where the sentence puts it.
 */
export function slotsOf(text: string, names: readonly string[]): string[] {
  if (names.length === 0) return [text];
  return text.split(new RegExp(`\\{(${names.join('|')})\\}`));
}
