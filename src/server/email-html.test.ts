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

  it('says the language and direction of a body in another language than the default', () => {
    expect(paragraphsHtml(['مرحبا'], [], 'ar')).toBe(
      '<div lang="ar" dir="rtl">\n<p>مرحبا</p>\n</div>',
    );
    expect(paragraphsHtml(['Hallo'], [], 'de')).toBe(
      '<div lang="de" dir="ltr">\n<p>Hallo</p>\n</div>',
    );
    expect(paragraphsHtml(['Hello'], [], 'en-GB')).toBe('<p>Hello</p>');
  });
});
