// Pages are kept to one byte per character in memory. V8 stores a string that holds any character
// above U+00FF at two bytes per character, and so every string joined with it: one em dash in a
// rate's name made the whole page two-byte, and joining, escaping and encoding it cost about a
// fifth of a results page's CPU. Such characters are written as references the browser reads back
// as the same text: the server build puts `escapeWideForHtml` into React's and Astro's escaping
// (patches/one-byte-html.patch). Pages in a language whose letters lie beyond U+00FF keep their
// characters (`writingWide`): as references the words are three to four times longer, ~240 bytes
// more after Brotli on an Arabic results page, past the first round trip; their render pays the
// two-byte strings instead.
import { AsyncLocalStorage } from 'node:async_hooks';

const keepWide = new AsyncLocalStorage<true>();

/** Runs `render` with `escapeWideForHtml` leaving every character as it is. */
export function writingWide<T>(render: () => T): T {
  return keepWide.run(true, render);
}

/**
 * `html` (text or an attribute value, already escaped) with each character above U+00FF as a
 * decimal character reference, stored one byte per character; a lone surrogate becomes U+FFFD,
 * as a UTF-8 encoder would make it. Inside `writingWide`, `html` as it is.
 */
export function escapeWideForHtml(html: string): string {
  if (!/[\u0100-\uffff]/.test(html) || keepWide.getStore()) return html;
  const escaped = html.replace(/[\ud800-\udbff][\udc00-\udfff]|[\u0100-\uffff]/g, (wide) => {
    const code = wide.codePointAt(0) ?? 0xfffd;
    return code >= 0xd800 && code <= 0xdfff ? '&#65533;' : `&#${code};`;
  });
  // A replace keeps its subject's two-byte storage; a Latin-1 round trip stores it in one byte each.
  return Buffer.from(escaped, 'latin1').toString('latin1');
}

/** A UTF-16 unit as a `\u` escape, which JSON and JavaScript source both read as that unit. */
export const unitEscape = (unit: string): string =>
  `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * JSON text safe inside a `<script>` element (`<` written as `\u003c`, so no `</script>` can end
 * it), with each UTF-16 unit above U+00FF as a `\u` escape, stored one byte per character. Inside
 * `writingWide`, those characters stay as they are: escaped, an Arabic word is six times longer.
 */
export function escapeWideForJson(json: string): string {
  if (keepWide.getStore()) return json.replace(/</g, '\\u003c');
  let wide = false;
  const escaped = json.replace(/[<\u0100-\uffff]/g, (unit) => {
    if (unit !== '<') wide = true;
    return unitEscape(unit);
  });
  return wide ? Buffer.from(escaped, 'latin1').toString('latin1') : escaped;
}

/**
 * The UTF-8 bytes of JSON text written in ASCII alone, each UTF-16 unit above U+007F as a `\u`
 * escape (the same JSON to any reader). An em dash in one rate's name makes a search answer's
 * text two-byte, and encoding that to UTF-8 cost more than escaping it and copying it byte by
 * byte: 31 kB in ~210 µs instead of ~285 µs.
 */
export function asciiJsonBytes(json: string): Buffer<ArrayBuffer> {
  return Buffer.from(json.replace(/[\u0080-\uffff]/g, unitEscape), 'latin1');
}
