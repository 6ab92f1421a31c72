import { describe, expect, it } from 'vitest';
import { paragraphsHtml } from './email-html.ts';

describe('paragraphsHtml', () => {
  it('escapes each line, links the given URLs and leaves empty lines empty', () => {
    expect(
      paragraphsHtml(
        ['Dear <Ada> & co,', '', 'Manage: https://x.example/m?a=1&b=2'],
        ['https://x.example/m?a=1&b=2'],
      ),
    ).toBe(
      '<p>Dear &#60;Ada&#62; &#38; co,</p>\n\n<p>Manage: <a href="https://x.example/m?a=1&#38;b=2">https://x.example/m?a=1&#38;b=2</a></p>',
    );
  });
});
