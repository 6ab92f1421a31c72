import { DEFAULT_LOCALE, type Locale } from '../i18n/locale.ts';

/** Text for HTML: the five characters that could open markup or end an attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** How a language's text runs: Arabic right to left, the others left to right. */
const directionOf = (locale: Locale) => (locale === 'ar' ? 'rtl' : 'ltr');

/**
 * An email's HTML body from its text lines: one paragraph per non-empty line (escaped), with each
 * of `links` made a link wherever it appears. One copy for every email the outbox writes. In a
 * language other than the default the body says which, and its direction, for mail programs and
 * screen readers (the branded frame around it is the hotel's).
 */
export function paragraphsHtml(
  lines: readonly string[],
  links: readonly string[],
  locale: Locale = DEFAULT_LOCALE,
): string {
  const linked = (line: string) =>
    links.reduce(
      (html, url) =>
        html.replace(escapeHtml(url), `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`),
      escapeHtml(line),
    );
  const body = lines.map((line) => (line === '' ? '' : `<p>${linked(line)}</p>`)).join('\n');
  if (locale === DEFAULT_LOCALE) return body;
  return `<div lang="${locale}" dir="${directionOf(locale)}">\n${body}\n</div>`;
}

/**
 * The whole HTML email around a body: the hotel's name on a band of its colour, then the body,
 * then how to reach the hotel. Inline styles only, as mail programs read them. `colour` must be a
 * plain colour value (`themeColour`); `locale` is the language the email is written in.
 */
export function brandedEmailHtml(
  hotel: { name: string; colour: string; address: string; telephone: string; email: string },
  bodyHtml: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return [
    `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8"></head>`,
    '<body style="margin:0;padding:16px;background:#f7f5f2;font-family:Arial,Helvetica,sans-serif;color:#1d1d1f;line-height:1.5">',
    '<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;overflow:hidden">',
    `<div style="background:${hotel.colour};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold">${escapeHtml(hotel.name)}</div>`,
    `<div style="padding:8px 24px">${bodyHtml}</div>`,
    `<div style="padding:16px 24px;border-top:1px solid #e5e5e5;font-size:13px;color:#555555">${escapeHtml(hotel.name)} · ${escapeHtml(hotel.address)}<br>${escapeHtml(hotel.telephone)} · <a href="mailto:${escapeHtml(hotel.email)}" style="color:${hotel.colour}">${escapeHtml(hotel.email)}</a></div>`,
    '</div></body></html>',
  ].join('\n');
}
