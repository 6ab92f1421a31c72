import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { GroupFileSchema } from './group.ts';
import { HotelFileSchema } from './hotel-file.ts';

/** Where the published JSON Schema lives; editors read it through a file's `$schema`. */
export const JSON_SCHEMA_FILE = 'docs/hotel-file.schema.json';

/** The JSON Schema of a hotel or group file, made from the valibot schemas that check them. */
export function hotelFileJsonSchema(): object {
  const schema = toJsonSchema(v.union([HotelFileSchema, GroupFileSchema]), {
    // Transformations (trimming, upper-casing) have no JSON Schema form; the checks they follow do.
    errorMode: 'ignore',
  });
  return {
    ...schema,
    $id: 'https://stayfront.example/hotel-file.schema.json',
    title: 'Stayfront hotel file',
    description:
      'One hotel (property, rooms, rates, prices, availability, extras) or one group of hotels. See docs/hotel-data.md.',
  };
}

/** The schema as written to JSON_SCHEMA_FILE. */
export function hotelFileJsonSchemaText(): string {
  return `${JSON.stringify(hotelFileJsonSchema(), null, 2)}\n`;
}
