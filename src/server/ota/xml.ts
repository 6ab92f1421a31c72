import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * A year of daily prices for 19 room type × rate plan pairs, one message per night as some channel
 * managers send them, is 2.4 MB (`npm run bench:ota`); ranges make it far smaller.
 */
export const OTA_MAX_BYTES = 8_000_000;

export type ParsedXml =
  | { readonly ok: true; readonly root: string; readonly body: XmlElement }
  | { readonly ok: false; readonly message: string };

/** An element as the parser gives it: attributes by name, child elements by name (lists). */
export interface XmlElement {
  readonly [name: string]: string | XmlElement[] | undefined;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  // No entity is expanded and no DTD is read: no XXE, no entity bombs.
  processEntities: false,
  htmlEntities: false,
  parseAttributeValue: false,
  parseTagValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
});

/**
 * Reads an OTA message. A document type declaration is refused outright (OTA messages never carry
 * one, and it is where entity attacks live), as is anything too large or not well formed.
 */
export function parseOtaXml(text: string): ParsedXml {
  if (Buffer.byteLength(text, 'utf8') > OTA_MAX_BYTES)
    return { ok: false, message: `message larger than ${OTA_MAX_BYTES} bytes` };
  if (/<!DOCTYPE|<!ENTITY/i.test(text))
    return { ok: false, message: 'document type declarations are not accepted' };
  const valid = XMLValidator.validate(text);
  if (valid !== true) return { ok: false, message: `not well-formed XML: ${valid.err.msg}` };
  let parsed: Record<string, XmlElement[] | undefined>;
  try {
    parsed = parser.parse(text) as typeof parsed;
  } catch (error) {
    // The parser's own limits (nesting depth and the like) throw.
    return { ok: false, message: `not accepted: ${(error as Error).message}` };
  }
  const roots = Object.keys(parsed).filter((name) => name !== '?xml');
  const root = roots[0];
  const body = root === undefined ? undefined : parsed[root]?.[0];
  if (roots.length !== 1 || root === undefined)
    return { ok: false, message: 'expected one root element' };
  // An empty root element reads as text.
  return { ok: true, root, body: typeof body === 'object' ? body : {} };
}

/** The child elements called `name` (none when absent). */
export const children = (element: XmlElement | undefined, name: string): XmlElement[] => {
  const value = element?.[name];
  return Array.isArray(value) ? value : [];
};

/** An attribute's text, or undefined. */
export const attribute = (element: XmlElement | undefined, name: string): string | undefined => {
  const value = element?.[name];
  return typeof value === 'string' ? value : undefined;
};
