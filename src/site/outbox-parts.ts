/** A piece of an email's text: plain, or a link to show as one. */
export type OutboxPart = { text: string; link: boolean };

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

/** Splits an email's text so the outbox page can make its http(s) links clickable (and nothing else). */
export function outboxParts(text: string): OutboxPart[] {
  const parts: OutboxPart[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index), link: false });
    parts.push({ text: match[0], link: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), link: false });
  return parts;
}
