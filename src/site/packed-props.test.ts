import { describe, expect, it } from 'vitest';
import { pack, unpack } from './packed-props.ts';

describe('pack and unpack', () => {
  it.each([
    [{ propertyCode: 'GRANDLDN', rooms: [{ adults: 2, children: [4, 7] }], chosen: null }],
    [{ text: 'Room "Deluxe" & <Suite> — 2 × breakfast, £1,234.50' }],
    [{ nested: { deep: { list: [1, 2.5, -3, 0] } }, flag: false }],
  ])('writes a block the browser reads back as the props: %j', (props) => {
    expect(JSON.parse(pack(props).json)).toEqual(props);
  });

  it('leaves out what has no value, as a prop that was not passed', () => {
    expect(JSON.parse(pack({ a: 1, minimumStay: undefined }).json)).toStrictEqual({ a: 1 });
  });

  it('cannot close its script element, whatever a text holds', () => {
    const { json } = pack({ promo: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ promo: '</script><script>alert(1)</script>' });
  });

  it('gives each page its own block id', () => {
    expect(pack({}).ref).not.toBe(pack({}).ref);
  });

  it('on the server, gives the island the very value the page packed, once', () => {
    const props = { rooms: [{ adults: 2 }] };
    const { ref } = pack(props);
    expect(unpack(ref)).toBe(props);
    expect(() => unpack(ref)).toThrow(ref);
  });

  it('keeps no more than a few values an island never read, dropping the oldest', () => {
    const first = pack({ n: -1 });
    for (let n = 0; n < 100; n++) pack({ n });
    const latest = pack({ n: 100 });
    expect(() => unpack(first.ref)).toThrow();
    expect(unpack(latest.ref)).toEqual({ n: 100 });
  });
});
