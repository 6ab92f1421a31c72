// Writes docs/hotel-file.schema.json from the hotel file's valibot schema (`npm run hotel:schema`).
import { writeFile } from 'node:fs/promises';
import { hotelFileJsonSchemaText, JSON_SCHEMA_FILE } from '../src/server/hotel-file/json-schema.ts';

await writeFile(JSON_SCHEMA_FILE, hotelFileJsonSchemaText());
console.log(`Wrote ${JSON_SCHEMA_FILE}.`);
