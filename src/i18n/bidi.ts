/**
 * A right-to-left text with each `{name}` placeholder between first-strong-isolate and
 * pop-directional-isolate marks: the value filled in there (a hotel's English room name, an
 * email address, a phone number, an amount) is laid out on its own, in its own direction, so
 * that neither its punctuation and digits nor the sentence's around it change places
 * ("Grand London Hotel." stays so, not ".Grand London Hotel"). Plural blocks are left alone
 * (resolve them first): only simple placeholders are wrapped, and not a link. Applied on the server to the texts
 * of right-to-left pages only, islands' texts included, so no browser script does it.
 */
export const isolatePlaceholders = (text: string): string =>
  // A `{link}` stays bare: mail programs find an address in a text by its characters alone.
  text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name === 'link' ? whole : `\u2068${whole}\u2069`,
  );
