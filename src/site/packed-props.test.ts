import { describe, expect, it } from 'vitest';
import { pack, unpack } from './packed-props.ts';

describe('pack and unpack', () => {
  it.each([
    [{ propertyCode: 'GRANDLDN', rooms: [{ adults: 2, children: [4, 7] }], chosen: null }],
    [{ text: 'Room "Deluxe" & <Suite> — 2 × breakfast, £1,234.50' }],
    [{ nested: { deep: { list: [1, 2.5, -3, 0] } }, flag: false }],
  ])('gives the island the props the page packed: %j', (props) => {
    expect(unpack(pack(props))).toEqual(props);
  });

  it('leaves out what has no value, as a prop that was not passed', () => {
    expect(unpack(pack({ a: 1, minimumStay: undefined }))).toEqual({ a: 1 });
  });

  it('on the server, gives the island the very value the page packed, once', () => {
    const props = { rooms: [{ adults: 2 }] };
    const packed = pack(props);
    expect(unpack(packed)).toBe(props);
    // A second read (or the browser's, which never packed it) parses the text.
    expect(unpack(packed)).not.toBe(props);
    expect(unpack(packed)).toEqual(props);
  });

  it('keeps no more than a few values an island never read', () => {
    const first = { n: -1 };
    const packed = pack(first);
    for (let n = 0; n < 100; n++) pack({ n });
    expect(unpack(packed)).not.toBe(first);
    expect(unpack(packed)).toEqual(first);
  });
});
