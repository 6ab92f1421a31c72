import type { SQL } from 'drizzle-orm';
import type { ScryptCost } from '../auth/password.ts';
import type { Executor } from '../db/client.ts';
import { rowsOf as serverRows } from '../db/rows.ts';

/** A fixed clock for tests: demo data and "today" rules become reproducible. */
export const TEST_NOW = new Date('2026-01-15T09:30:00Z');
export const TEST_SEED_DAY = '2026-01-15';
/** Fast scrypt for the demo account in tests (production uses N=2^17). */
export const CHEAP_SCRYPT: ScryptCost = { N: 1024, r: 8, p: 1 };

export interface JsonAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: unknown;
}

/** Sends a request to an in-process API and reads the JSON answer (null for an empty body). */
export async function call(
  api: { fetch(request: Request): Response | Promise<Response> },
  path: string,
  init?: RequestInit,
): Promise<JsonAnswer> {
  const response = await api.fetch(new Request(`http://stayfront.internal${path}`, init));
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as unknown) : null,
  };
}

/** A JSON POST as the browser client sends it. */
export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}

/** Rows of a raw SQL query (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  // Test code names the row type it expects; the rows themselves are read as the server reads them.
  return serverRows(await db.execute(query)) as T[];
}
