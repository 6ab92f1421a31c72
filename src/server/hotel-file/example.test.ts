import { describe, expect, it } from 'vitest';
import { readHotelFile } from './read.ts';

export const EXAMPLE_FILE = 'examples/grand-london.yaml';
const EXAMPLE_GROUP_FILE = 'examples/london-group.yaml';

describe('the Grand London example file', () => {
  it('passes the check', async () => {
    const result = await readHotelFile(EXAMPLE_FILE, { today: '2026-11-01' });
    expect(result.ok ? [] : result.issues).toEqual([]);
    expect(result.ok && result.kind).toBe('hotel');
  });
});

describe('the London group example file', () => {
  it('passes the check and names only hotels the examples describe', async () => {
    const group = await readHotelFile(EXAMPLE_GROUP_FILE, { today: '2026-11-01' });
    expect(group.ok ? [] : group.issues).toEqual([]);
    if (!group.ok || group.kind !== 'group') throw new Error('not a group file');
    const hotel = await readHotelFile(EXAMPLE_FILE, { today: '2026-11-01' });
    if (!hotel.ok || hotel.kind !== 'hotel') throw new Error('not a hotel file');
    // Imported after its hotels' files: each one it names must come from one of them.
    const named = group.file.group.areas.flatMap((area) => area.hotels);
    expect(named).toEqual([hotel.file.property.code]);
  });
});
