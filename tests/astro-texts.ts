/**
 * Finds the guest-readable texts written into an .astro file rather than looked up through a
 * translator: text between tags, readable attributes (`alt`, `aria-label`, `title`, `placeholder`, `label`),
 * sentence-like string literals in the frontmatter and in the
 * template's expressions. A small scanner, not a parser: it knows enough of Astro's syntax
 * (frontmatter, tags, `{…}` expressions holding markup, scripts and styles) for this check.
 */

export type Finding = { text: string; line: number };

const READABLE_ATTRIBUTES = /^(alt|aria-label|title|placeholder|label)$/i;
const VOID_ELEMENTS = new Set([
  'area',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'wbr',
]);
/** A word of letters (entities such as `&ndash;` are removed first). */
const WORD = /\p{L}{2,}/u;
/** A string literal that reads as a sentence or a capitalised label ('Book a table', 'Total'). */
const SENTENCE =
  /^\s*\p{Lu}\p{Ll}+(?:[\s,.'’!?:;()–-]+\p{L}+)*[\s.!?:…|–-]*$|\p{L}{2,}\s+\p{Ll}{2,}\s+\p{L}{2,}/u;
/** What a literal holding code rather than text looks like: paths, keys, classes, selectors, URLs. */
const CODE_LIKE = /[/\\#@=<>{}[\]]|\b[a-z]+-[a-z0-9]|^[a-z][\w-]*(\s+[a-z][\w:-]*)*$/;

function lineAt(source: string, index: number): number {
  return source.slice(0, index).split('\n').length;
}

/** Blanks a range, keeping line breaks so line numbers stay right. */
function blank(text: string): string {
  return text.replace(/[^\n]/g, ' ');
}

function withoutIgnoredParts(template: string): string {
  return template
    .replace(/<script\b[\s\S]*?<\/script>/gi, blank)
    .replace(/<style\b[\s\S]*?<\/style>/gi, blank)
    .replace(/<!--[\s\S]*?-->/g, blank)
    .replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}/g, blank)
    .replace(/\/\*[\s\S]*?\*\//g, blank);
}

/** The string literals of a piece of code, template literals' static parts included. */
function stringLiterals(code: string, offset: number, out: Array<{ text: string; index: number }>) {
  const literal = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;
  for (const match of code.matchAll(literal)) {
    const raw = match[1] ?? match[2] ?? match[3] ?? '';
    // A template literal's text between its `${…}` parts, each read on its own.
    const parts = match[3] !== undefined ? raw.split(/\$\{[^}]*\}/) : [raw];
    const at = match.index ?? 0;
    // A value compared with (`status === 'Processing'`) is data, not text.
    if (
      /[!=]==?\s*$/.test(code.slice(0, at)) ||
      /^\s*[!=]==?/.test(code.slice(at + match[0].length))
    )
      continue;
    for (const part of parts) out.push({ text: part, index: offset + at });
  }
}

type Scan = {
  texts: Array<{ text: string; index: number }>;
  literals: Array<{ text: string; index: number }>;
};

/** Reads a tag from `<` and returns the index after its `>`; records readable static attributes. */
function readTag(source: string, start: number, scan: Scan): number {
  let i = start + 1;
  while (i < source.length && source[i] !== '>') {
    const ch = source[i];
    if (ch === '{') {
      const end = readExpression(source, i, scan);
      i = end;
      continue;
    }
    if (ch === '"' || ch === "'") {
      const close = source.indexOf(ch, i + 1);
      const name = /([\w:-]+)\s*=\s*$/.exec(source.slice(start, i))?.[1] ?? '';
      const value = { text: source.slice(i + 1, close), index: i };
      // Readable attributes always; any other (a component's `heading`, `what`…) when it reads as a sentence.
      if (READABLE_ATTRIBUTES.test(name)) scan.texts.push(value);
      else scan.literals.push(value);
      i = close + 1;
      continue;
    }
    i += 1;
  }
  return i + 1;
}

/** Reads markup from `start` until `stopAt` (a closing brace or parenthesis of an expression, or the end). */
function readMarkup(source: string, start: number, scan: Scan, inExpression: boolean): number {
  let i = start;
  let depth = 0;
  let textStart = i;
  const flushText = (end: number) => {
    if (end > textStart) scan.texts.push({ text: source.slice(textStart, end), index: textStart });
  };
  while (i < source.length) {
    const ch = source[i];
    if (ch === '<' && /[A-Za-z/>!]/.test(source[i + 1] ?? '')) {
      flushText(i);
      const closing = source[i + 1] === '/';
      const name = /^<\/?([\w.:-]*)/.exec(source.slice(i))?.[1]?.toLowerCase() ?? '';
      const end = readTag(source, i, scan);
      const selfClosing = source[end - 2] === '/' || VOID_ELEMENTS.has(name);
      if (closing) depth -= 1;
      else if (!selfClosing) depth += 1;
      i = end;
      textStart = i;
      if (inExpression && depth <= 0) return i;
      continue;
    }
    if (ch === '{') {
      flushText(i);
      i = readExpression(source, i, scan);
      textStart = i;
      continue;
    }
    if (inExpression && depth <= 0 && (ch === '}' || ch === ')')) {
      flushText(i);
      return i;
    }
    i += 1;
  }
  flushText(i);
  return i;
}

/** Reads a `{…}` expression from its `{` and returns the index after its `}`; markup inside is read as markup. */
function readExpression(source: string, start: number, scan: Scan): number {
  let i = start + 1;
  let depth = 1;
  let codeStart = i;
  const flushCode = (end: number) =>
    stringLiterals(source.slice(codeStart, end), codeStart, scan.literals);
  while (i < source.length && depth > 0) {
    const ch = source[i] ?? '';
    if (ch === "'" || ch === '"' || ch === '`') {
      const literal = new RegExp(`${ch}(?:[^${ch}\\\\]|\\\\.)*${ch}`, 'y');
      literal.lastIndex = i;
      i = literal.test(source) ? literal.lastIndex : i + 1;
      continue;
    }
    if (
      ch === '<' &&
      /[A-Za-z>]/.test(source[i + 1] ?? '') &&
      /(^|[(?:,{[&|]|=>|return)\s*$/.test(source.slice(codeStart, i))
    ) {
      flushCode(i);
      i = readMarkup(source, i, scan, true);
      codeStart = i;
      continue;
    }
    if (ch === '/' && source[i + 1] === '/') {
      const end = source.indexOf('\n', i);
      flushCode(i);
      i = end === -1 ? source.length : end;
      codeStart = i;
      continue;
    }
    if (ch === '{') depth += 1;
    if (ch === '}') depth -= 1;
    i += 1;
  }
  flushCode(i - 1);
  return i;
}

function isText(text: string, allowed: ReadonlySet<string>): boolean {
  const plain = text.replace(/&[#\w]+;/g, ' ').trim();
  return WORD.test(plain) && !allowed.has(plain);
}

function isSentence(text: string, allowed: ReadonlySet<string>): boolean {
  const plain = text.trim();
  return SENTENCE.test(plain) && !CODE_LIKE.test(plain) && !allowed.has(plain);
}

/** The hard-coded texts of one .astro file; `allowed` holds texts that are the same in every language. */
export function hardCodedTexts(
  source: string,
  allowed: ReadonlySet<string> = new Set(),
): Finding[] {
  const fence = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
  const frontmatterEnd = fence ? fence[0].length : 0;
  const scan: Scan = { texts: [], literals: [] };
  if (fence)
    stringLiterals(
      withoutIgnoredParts(fence[1] ?? '').replace(/\/\/.*$/gm, blank),
      4,
      scan.literals,
    );
  const template = ' '.repeat(frontmatterEnd) + withoutIgnoredParts(source.slice(frontmatterEnd));
  readMarkup(template, frontmatterEnd, scan, false);
  return [
    ...scan.texts.filter(({ text }) => isText(text, allowed)),
    ...scan.literals.filter(({ text }) => isSentence(text, allowed)),
  ]
    .map(({ text, index }) => ({
      text: text.trim().replace(/\s+/g, ' '),
      line: lineAt(source, index),
    }))
    .sort((a, b) => a.line - b.line);
}
