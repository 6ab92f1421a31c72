import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { escapeWideSource } from '../scripts/vite/one-byte-server-source.mjs';

// What the server build does to its chunks: the escaped code must mean the same.
const run = (code: string): unknown => vm.runInNewContext(`(() => { ${code} })()`);

describe('escapeWideSource', () => {
  it.each([
    ['an em dash', '"a — b"', '"a \\u2014 b"'],
    ['a euro sign', "'€ 12'", "'\\u20ac 12'"],
    ['an emoji, as its two UTF-16 units', '"😀"', '"\\ud83d\\ude00"'],
    ['Latin-1, left as it is', '"café £5"', '"café £5"'],
    ['a comment', '/* rooms — rates */', '/* rooms \\u2014 rates */'],
  ])('%s', (_what, code, escaped) => {
    expect(escapeWideSource(code)).toBe(escaped);
    expect(escapeWideSource(code)).not.toMatch(/[\u0100-\uffff]/);
  });

  it.each([
    ['a string', 'return "Deluxe — sea view, €120";'],
    ['a template', 'const n = 2; return `${n} nights — €240`;'],
    ['a regular expression', 'return /[—–]/.test("a – b") && /😀/u.test("x😀");'],
    ['a Unicode regular expression class', 'return "😀".replace(/[😀]/u, "ok");'],
    ['an identifier', 'const ĳs = 3; return ĳs * 2;'],
    ['JSON read at run time', 'return JSON.parse(\'{"name":"Zoë — Suite ☆"}\').name;'],
  ])('leaves what %s means unchanged', (_what, code) => {
    expect(run(escapeWideSource(code))).toEqual(run(code));
  });
});
