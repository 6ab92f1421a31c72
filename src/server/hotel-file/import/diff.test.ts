import { describe, expect, it } from 'vitest';
import { diffByKey } from './diff.ts';

describe('diffByKey', () => {
  const existing = [
    { id: 1, code: 'A', name: 'One', tags: ['x'] },
    { id: 2, code: 'B', name: 'Two', tags: [] },
    { id: 3, code: 'C', name: 'Three', tags: null },
  ];
  const keyOf = (row: Readonly<Record<string, unknown>>) => String(row['code']);

  it('sorts rows into added, changed, same and removed', () => {
    const diff = diffByKey(
      existing,
      [
        { code: 'A', name: 'One', tags: ['x'] },
        { code: 'B', name: 'Deux', tags: [] },
        { code: 'D', name: 'Four', tags: [] },
      ],
      keyOf,
    );
    expect(diff.added.map(keyOf)).toEqual(['D']);
    expect(diff.changed).toEqual([
      { id: 2, row: { code: 'B', name: 'Deux', tags: [] }, fields: ['name'] },
    ]);
    expect(diff.same.map((row) => row.id)).toEqual([1]);
    expect(diff.removed).toEqual([{ id: 3, key: 'C' }]);
  });

  it('treats a missing field and null alike', () => {
    const diff = diffByKey(existing, [{ code: 'C', name: 'Three' }], keyOf);
    expect(diff.changed).toEqual([]);
  });
});

describe('diffByKey on jsonb', () => {
  it('ignores the order of an object’s keys', () => {
    const diff = diffByKey(
      [{ id: 1, code: 'A', theme: { b: 1, a: 2 } }],
      [{ code: 'A', theme: { a: 2, b: 1 } }],
      (row) => String(row['code']),
    );
    expect(diff.changed).toEqual([]);
  });
});
