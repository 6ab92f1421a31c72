import { describe, expect, it } from 'vitest';
import { readHotelFile } from './read.ts';

export const EXAMPLE_FILE = 'examples/grand-london.yaml';

describe('the Grand London example file', () => {
  it('passes the check', async () => {
    const result = await readHotelFile(EXAMPLE_FILE, { today: '2026-11-01' });
    expect(result.ok ? [] : result.issues).toEqual([]);
    expect(result.ok && result.kind).toBe('hotel');
  });
});
