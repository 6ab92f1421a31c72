import { isDeepStrictEqual } from 'node:util';
import * as v from 'valibot';
import type { RouteDefinition } from './route.ts';

// Outside production (unit tests, `astro dev`) and in the browser tests' server
// (`API_ANSWER_CHECKS=on`) every answer is checked, so a handler that drifts from its contract
// fails its tests instead of reaching a page unparsed.
const CHECKING = process.env.NODE_ENV !== 'production' || process.env.API_ANSWER_CHECKS === 'on';

/** An answer that is not exactly what its route's contract publishes. */
export class AnswerContractError extends Error {
  override name = 'AnswerContractError';
}

/**
 * Throws unless `body` is exactly what `route.response` publishes: valid, and unchanged by parsing
 * it (no key the contract strips, no default it fills in). Pages in the same process take an
 * answer so checked without parsing it again: no in-process API round trip that
 * serialises and re-validates what the same process just produced.
 */
export function checkAnswerContract(route: RouteDefinition, body: unknown): void {
  if (!CHECKING || !route.response) return;
  const parsed = v.safeParse(route.response, body);
  // Paths only: values may be a guest's.
  const problem = parsed.success
    ? differingPath(parsed.output, body)
    : parsed.issues.map((issue) => v.getDotPath(issue) ?? '(answer)').join(', ');
  if (problem === null) return;
  const message = `${route.method} ${route.path} answered outside its contract at ${problem || '(answer)'}`;
  console.error(`[stayfront api] ${message}`);
  throw new AnswerContractError(message);
}

/** The first path where `actual` differs from what parsing made of it, or null when equal. */
function differingPath(parsed: unknown, actual: unknown, path = ''): string | null {
  if (isDeepStrictEqual(parsed, actual)) return null;
  if (!isRecord(parsed) || !isRecord(actual)) return path;
  for (const key of new Set([...Object.keys(parsed), ...Object.keys(actual)])) {
    const at = Array.isArray(actual) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    if (!(key in parsed) || !(key in actual)) return at;
    const inner = differingPath(parsed[key], actual[key], at);
    if (inner !== null) return inner;
  }
  return path;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * An in-process answer as its caller gets it: the handler's own objects (a cache's, perhaps), so
 * outside production they are frozen, and a page that writes into one fails its tests.
 */
export function sharedAnswer<T>(body: T): T {
  if (CHECKING) deepFreeze(body);
  return body;
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}
