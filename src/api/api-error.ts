import { errorText, fieldErrors } from './error-text.ts';

/** A failed API call with the spec §8 text already worked out. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  readonly url: string;
  readonly method: string;
  readonly fields: Record<string, string>;

  constructor(init: { status: number; url: string; method: string; body: unknown; fallback: string }) {
    super(errorText(init.body) ?? init.fallback);
    this.status = init.status;
    this.url = init.url;
    this.method = init.method;
    this.fields = fieldErrors(init.body);
    this.code = codeOf(init.body);
  }
}

function codeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('Code' in body)) return undefined;
  const code = body.Code;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : undefined;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
