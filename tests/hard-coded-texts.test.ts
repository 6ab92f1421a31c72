import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hardCodedTexts } from './astro-texts.ts';

const SRC = path.resolve(import.meta.dirname, '../src');

/**
 * Pages that stand in for other parties and are not the hotel's: the simulated payment gateway
 * (a bank's or Paystack's own page in production) and the development outbox.
 */
const NOT_THE_HOTELS = /^pages\/(SimulatedGateway|dev)\//;

/** Texts that are the same in every language, and values handed to code rather than shown. */
const ALLOWED = new Set([
  // loadPayOutcomePage's page kind (the spec's route names).
  'Confirmation',
  'Status',
]);

const astroFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? astroFiles(path.join(dir, entry.name))
      : entry.name.endsWith('.astro')
        ? [path.join(dir, entry.name)]
        : [],
  );

const guestFacing = ['pages', 'layouts', 'components']
  .flatMap((dir) => astroFiles(path.join(SRC, dir)))
  .map((file) => path.relative(SRC, file))
  .filter((file) => !NOT_THE_HOTELS.test(file));

describe('texts guests read on server-drawn pages', () => {
  it('come from a locale table through a translator, not from the template', () => {
    const found = guestFacing.flatMap((file) =>
      hardCodedTexts(readFileSync(path.join(SRC, file), 'utf8'), ALLOWED).map(
        ({ text, line }) => `${file}:${line}: ${text}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('are looked up in the request’s locale (translatorFor), not by the en-GB-only `t`', () => {
    const staticT = guestFacing.filter((file) =>
      /import\s*\{[^}]*\bt\b[^}]*\}\s*from\s*'[./]*i18n\/[\w-]*messages\.ts'/.test(
        readFileSync(path.join(SRC, file), 'utf8'),
      ),
    );
    expect(staticT).toEqual([]);
  });
});

describe('the scanner', () => {
  const page = (template: string, frontmatter = '') => `---\n${frontmatter}\n---\n\n${template}\n`;
  it.each([
    ['a text node', page('<h1>Your booking</h1>'), ['Your booking']],
    ['text around an expression', page('<p>Booked by {name}.</p>'), ['Booked by']],
    [
      'markup inside an expression',
      page('{ok && (\n  // why\n  <a href="/">Go back</a>\n)}'),
      ['Go back'],
    ],
    ['a readable attribute', page('<nav aria-label="Main">{x}</nav>'), ['Main']],
    [
      'a component prop that reads as a sentence',
      page('<Note what="Choosing a room" />'),
      ['Choosing a room'],
    ],
    [
      'a sentence in the frontmatter',
      page('<p>{label}</p>', "const label = 'Book a table';"),
      ['Book a table'],
    ],
    ['a template literal', page('<Layout title={`Checkout | ${name}`} />'), ['Checkout |']],
  ])('finds %s', (_, source, texts) => {
    expect(hardCodedTexts(source).map((found) => found.text)).toEqual(texts);
  });

  it.each([
    ['translated texts', page("<h1>{t('book.page.heading')}</h1>")],
    [
      'classes and code',
      page('<p class="mt-2 text-lg">{a > b ? x : y}</p>', "import x from './x.ts';"),
    ],
    ['values compared with', page("{status === 'Processing' && <Spinner />}")],
    [
      'scripts and styles',
      page(
        '<script>\n  const a = "Hello there friend";\n</script>\n<style>p { color: red }</style>',
      ),
    ],
    ['comments', page('{/* The header does not print */}\n<!-- Account screens: private -->')],
    ['punctuation and entities', page('<p>{a} &ndash; {b}, {c}</p>')],
  ])('passes %s', (_, source) => {
    expect(hardCodedTexts(source)).toEqual([]);
  });
});
