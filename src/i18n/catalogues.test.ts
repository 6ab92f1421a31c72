import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { placeholdersOf } from './icu.ts';
import { LOCALES } from './locale.ts';
import { SOURCE_TABLES, sourceTexts } from './source-tables.ts';
import { CATALOGUES } from './translations.ts';

/**
 * Locales whose translation is still being written: the test lists the keys each still lacks
 * instead of failing. A locale leaves this list once it is complete (the test says when).
 */
const IN_PROGRESS: readonly string[] = [];

const source = sourceTexts();
const translated = LOCALES.filter((locale) => locale !== 'en-GB');

it('lists every en-GB table', () => {
  const files = readdirSync(new URL('.', import.meta.url))
    .filter((name) => /messages\.ts$/.test(name))
    .map((name) => name.replace(/\.ts$/, ''))
    .sort();
  expect(Object.keys(SOURCE_TABLES).sort()).toEqual(files);
});

it('has each key in one table only', () => {
  const seen = new Map<string, string>();
  const twice: string[] = [];
  for (const [file, table] of Object.entries(SOURCE_TABLES))
    for (const key of Object.keys(table)) {
      if (seen.has(key)) twice.push(`${key} (${seen.get(key)}, ${file})`);
      seen.set(key, file);
    }
  expect(twice).toEqual([]);
});

describe.each(translated)('%s', (locale) => {
  const catalogue: Readonly<Record<string, string>> = CATALOGUES[locale];

  it('has no key the en-GB tables lack', () => {
    expect(Object.keys(catalogue).filter((key) => !(key in source))).toEqual([]);
  });

  it('uses the en-GB placeholders in every text', () => {
    const differing = Object.entries(catalogue)
      .filter(([key]) => key in source)
      .filter(
        ([key, text]) =>
          placeholdersOf(text).join() !== placeholdersOf(source[key] as string).join(),
      )
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('copies no English text as a translation', () => {
    // Short words can be the same in both (e.g. "Email"); a sentence cannot.
    const copied = Object.entries(catalogue)
      .filter(([key, text]) => text === source[key] && text.split(' ').length > 3)
      .map(([key]) => key);
    expect(copied).toEqual([]);
  });

  const missing = Object.keys(source).filter((key) => !(key in catalogue));
  if (IN_PROGRESS.includes(locale)) {
    it(`is in progress: ${missing.length} of ${Object.keys(source).length} keys untranslated`, () => {
      // Complete: take it off IN_PROGRESS so that a key added later must be translated.
      expect(missing.length).toBeGreaterThan(0);
    });
  } else {
    it('has every key of every en-GB table', () => {
      expect(missing).toEqual([]);
    });
  }
});
