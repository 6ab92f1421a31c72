import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { IntegerColumnSchema, rowsOf } from './rows.ts';

describe('rowsOf', () => {
  it.each([
    ['PGlite or node-postgres answer', { rows: [{ a: 1 }], fields: [] }, [{ a: 1 }]],
    ['no rows', { rows: [], rowCount: 0 }, []],
  ])('reads the rows of a %s', (_case, answer, rows) => {
    expect(rowsOf(answer)).toEqual(rows);
  });

  it.each([
    ['nothing', undefined],
    ['rows that are not a list', { rows: 3 }],
    ['a bare list', [{ a: 1 }]],
  ])('refuses %s', (_case, answer) => {
    expect(() => rowsOf(answer)).toThrow();
  });
});

describe('IntegerColumnSchema', () => {
  it.each([
    [3, 3],
    ['12', 12],
    [0, 0],
  ])('%j → %d', (value, expected) => {
    expect(v.parse(IntegerColumnSchema, value)).toBe(expected);
  });

  it.each([1.5, 'x', null])('refuses %j', (value) => {
    expect(() => v.parse(IntegerColumnSchema, value)).toThrow();
  });
});
