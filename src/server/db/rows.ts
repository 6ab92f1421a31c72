import * as v from 'valibot';

// PGlite and node-postgres both answer a raw statement with `{ rows }`.
const AnswerSchema = v.object({ rows: v.array(v.unknown()) });

/** The rows a raw SQL statement (`db.execute`) answered, each still to be parsed by the caller. */
export function rowsOf(answer: unknown): unknown[] {
  return v.parse(AnswerSchema, answer).rows;
}

/** A whole number column as either driver answers it (node-postgres gives `bigint` sums as text). */
export const IntegerColumnSchema = v.pipe(
  v.union([v.number(), v.string()]),
  v.transform(Number),
  v.integer(),
);
