import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { hotelFileJsonSchemaText, JSON_SCHEMA_FILE } from './json-schema.ts';

describe('published JSON Schema', () => {
  it('is what the valibot schema gives (run npm run hotel:schema after changing it)', async () => {
    expect(await readFile(JSON_SCHEMA_FILE, 'utf8')).toBe(hotelFileJsonSchemaText());
  });
});
