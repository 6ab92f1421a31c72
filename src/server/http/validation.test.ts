import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { HttpError } from './errors.ts';
import { bindQuery, parseInput } from './validation.ts';

const RoomsSchema = v.object({
  Rooms: v.array(
    v.object({ NumberOfAdults: v.pipe(v.number(), v.minValue(1, 'At least one adult per room.')) }),
  ),
  Name: v.string(),
});

function modelStateOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return (error as HttpError).toBody();
  }
  throw new Error('expected a 400');
}

describe('parseInput', () => {
  it('returns the parsed value', () => {
    expect(parseInput(RoomsSchema, { Rooms: [{ NumberOfAdults: 2 }], Name: 'A' }, 'body')).toEqual({
      Rooms: [{ NumberOfAdults: 2 }],
      Name: 'A',
    });
  });

  it('keys messages by field path, arrays in brackets, and says when a field is missing', () => {
    const body = modelStateOf(() =>
      parseInput(RoomsSchema, { Rooms: [{ NumberOfAdults: 2 }, { NumberOfAdults: 0 }] }, 'body'),
    );
    expect(body).toEqual({
      Message: 'The request is invalid.',
      ModelState: {
        'Rooms[1].NumberOfAdults': ['At least one adult per room.'],
        Name: ['The Name field is required.'],
      },
    });
  });

  it('puts problems with the whole body under "$" and whole-query problems under "query"', () => {
    expect(modelStateOf(() => parseInput(RoomsSchema, 'text', 'body')).ModelState).toHaveProperty(
      '$',
    );
    expect(modelStateOf(() => parseInput(v.object({}), null, 'query')).ModelState).toHaveProperty(
      'query',
    );
  });
});

describe('bindQuery', () => {
  const schema = v.object({ propertyId: v.string(), roomTypeId: v.optional(v.string()) });

  it('matches parameter names in any case, keeps unknown ones and drops empty values', () => {
    expect(bindQuery({ PropertyID: 'GRANDLDN', roomtypeid: '', other: 'x' }, schema)).toEqual({
      propertyId: 'GRANDLDN',
      other: 'x',
    });
  });

  it('keeps the first of two spellings of one parameter', () => {
    expect(bindQuery({ propertyId: 'A', PropertyId: 'B' }, schema)).toEqual({ propertyId: 'A' });
  });
});
