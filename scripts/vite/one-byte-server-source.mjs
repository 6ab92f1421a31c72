// Server build: the server's own modules are kept one byte per character in memory. V8
// holds each module's source text for as long as the process runs, and a text with one character
// above U+00FF (an em dash in a comment, a euro sign in a message) is held at two bytes per
// character: the bundled server, 2.3 MB, took 4.5 MB of heap. Such characters are written as `\u`
// escapes, which mean the same character in strings, templates, regular expressions and
// identifiers, and nothing in comments. A raw template (`String.raw`) would read the escape itself:
// the build stops if a chunk to escape has one.
import { unitEscape } from '../../src/serving/wide-characters.ts';

const WIDE_UNIT = /[\u0100-\uffff]/;

/**
 * `code` with each UTF-16 unit above U+00FF written as a `\u` escape.
 * @param {string} code
 * @returns {string}
 */
export function escapeWideSource(code) {
  return code.replace(new RegExp(WIDE_UNIT, 'g'), unitEscape);
}

export function oneByteServerSource() {
  return {
    name: 'stayfront:one-byte-server-source',
    apply: 'build',
    enforce: 'post',
    // After every chunk is rendered: a later printer writes string literals' escapes back out.
    generateBundle(_options, bundle) {
      if (this.environment?.name === 'client') return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !WIDE_UNIT.test(chunk.code)) continue;
        // `\—` (an identity escape) would become an escaped backslash and the letters "u2014".
        if (/\\[\u0100-\uffff]/.test(chunk.code))
          this.error(`${chunk.fileName} escapes a character above U+00FF with a backslash`);
        if (chunk.code.includes('String.raw'))
          this.error(
            `${chunk.fileName} has a raw template, which would keep the escapes as written`,
          );
        chunk.code = escapeWideSource(chunk.code);
      }
    },
  };
}
