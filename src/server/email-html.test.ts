import { describe, expect, it } from 'vitest';
import { brandedEmailHtml, paragraphsHtml } from './email-html.ts';

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

describe('brandedEmailHtml', () => {
  const hotel = {
    name: 'The Grand London',
    colour: '#1f3a5f',
    address: '1 Strand, London',
    telephone: '+44 20 7946 0000',
    email: 'stay@grand.example',
  };

  it.each([
    [undefined, '<html lang="en-GB" dir="ltr">'],
    ['de', '<html lang="de" dir="ltr">'],
    ['ar', '<html lang="ar" dir="rtl">'],
  ] as const)('says the email’s language %s and its direction', (locale, opening) => {
    expect(brandedEmailHtml(hotel, '<p>Hello</p>', locale)).toContain(`<!doctype html>${opening}`);
  });
});
