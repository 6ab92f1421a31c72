import { expect, it } from 'vitest';
import {
  asciiJsonBytes,
  escapeWideForHtml,
  escapeWideForJson,
  writingWide,
} from './wide-characters.ts';

/** What a browser makes of decimal character references in text or an attribute. */
const asBrowserReads = (html: string) =>
  html.replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));
const oneBytePerCharacter = (text: string) => [...text].every((c) => c.charCodeAt(0) <= 0xff);

it.each([
  ['Non-refundable — save 15%', 'Non-refundable &#8212; save 15%'],
  ['£269.00–£766.00', '£269.00&#8211;£766.00'],
  ['₦45,000 · Café', '&#8358;45,000 · Café'],
  ['Suite 🛏️', 'Suite &#128719;&#65039;'],
  ['東京', '&#26481;&#20140;'],
  ['Plain &amp; simple', 'Plain &amp; simple'],
  ['', ''],
])('writes %j for HTML as %j', (text, html) => {
  const escaped = escapeWideForHtml(text);
  expect(escaped).toBe(html);
  expect(oneBytePerCharacter(escaped)).toBe(true);
  expect(asBrowserReads(escaped)).toBe(text);
});

it('writes a lone surrogate as U+FFFD, as a UTF-8 encoder would', () => {
  expect(escapeWideForHtml('a\ud83db\udc00')).toBe('a&#65533;b&#65533;');
});

it('leaves Latin-1 text as the very same string', () => {
  const text = 'Tower Bridge view, £269 · 2 nights';
  expect(escapeWideForHtml(text)).toBe(text);
});

it.each([
  [{ name: 'Non-refundable — save 15%' }],
  [{ name: 'Suite 🛏️', price: '₦45,000' }],
  [{ html: '</script><script>alert(1)</script>' }],
  [{ text: 'a\ud83db' }],
  [{ plain: 'Tower Bridge, £269' }],
])('JSON %j reads back the same, with no `<` and one byte per character', (value) => {
  const json = escapeWideForJson(JSON.stringify(value));
  expect(JSON.parse(json)).toEqual(value);
  expect(json).not.toContain('<');
  expect(oneBytePerCharacter(json)).toBe(true);
});

it('keeps an Arabic page’s JSON in its own characters, still with no `<`', () => {
  const value = { name: 'غرفة مزدوجة', html: '</script>' };
  const json = writingWide(() => escapeWideForJson(JSON.stringify(value)));
  expect(JSON.parse(json)).toEqual(value);
  expect(json).toContain('غرفة مزدوجة');
  expect(json).not.toContain('<');
});

it.each([
  [{ name: 'Non-refundable — save 15%' }],
  [{ name: 'Suite 🛏️', price: '₦45,000', size: '22 m²' }],
  [{ text: 'a\ud83db' }],
  [{ plain: 'Tower Bridge, 2 nights' }],
])('JSON %j as ASCII bytes reads back the same', (value) => {
  const bytes = asciiJsonBytes(JSON.stringify(value));
  expect([...bytes].every((byte) => byte < 0x80)).toBe(true);
  expect(JSON.parse(new TextDecoder().decode(bytes))).toEqual(value);
});

it('keeps the characters of a page written wide, in its render only', async () => {
  const page = writingWide(async () => {
    await Promise.resolve();
    return escapeWideForHtml('الغرف — 東京');
  });
  expect(await page).toBe('الغرف — 東京');
  expect(escapeWideForHtml('—')).toBe('&#8212;');
});
