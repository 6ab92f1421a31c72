/** Text for HTML: the five characters that could open markup or end an attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * An email's HTML body from its text lines: one paragraph per non-empty line (escaped), with each
 * of `links` made a link wherever it appears. One copy for every email the outbox writes.
 */
export function paragraphsHtml(lines: readonly string[], links: readonly string[]): string {
  const linked = (line: string) => links.reduce((html, url) => html.replace(escapeHtml(url), `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`), escapeHtml(line));
  return lines.map((line) => (line === '' ? '' : `<p>${linked(line)}</p>`)).join('\n');
}
