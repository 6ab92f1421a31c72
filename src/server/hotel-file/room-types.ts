import * as v from 'valibot';
import { code, count, optionalText, text, url } from './fields.ts';

const PhotoSchema = v.strictObject({
  url: url('The photo.'),
  alt: text('What the photo shows, for guests who cannot see it.'),
});

const OccupancySchema = v.strictObject({
  minimum: v.optional(count(1, 'Fewest guests (adults and children) the room is sold to.'), 1),
  maximum: count(1, 'Most guests, adults and children together.'),
  adults: count(1, 'Most adults.'),
  children: count(0, 'Most children.'),
});

export const RoomTypeSchema = v.strictObject({
  code: code('Short code the rest of the file refers to, e.g. DLXKNG.'),
  name: text('Name shown to guests.'),
  description: text('One or two sentences shown with the room.'),
  photos: v.pipe(
    v.array(PhotoSchema),
    v.minLength(1, 'must hold at least one photo'),
    v.description('The first one is the room’s picture in search results.'),
  ),
  size: v.optional(v.strictObject({ squareMetres: count(1, 'Floor area in m².') })),
  beds: v.optional(
    v.pipe(
      v.array(text('A bed configuration, e.g. "King bed" or "Twin beds".')),
      v.description('Bed configurations the guest may ask for.'),
    ),
    [],
  ),
  location: optionalText('Name of one of the hotel’s locations.'),
  occupancy: OccupancySchema,
  rooms: count(
    0,
    'Rooms of this type; rooms to sell each night unless roomsToSell says otherwise.',
  ),
  upgradesTo: v.optional(v.array(code('Room type a guest of this one may be offered.')), []),
});
export type RoomTypeInput = v.InferOutput<typeof RoomTypeSchema>;
