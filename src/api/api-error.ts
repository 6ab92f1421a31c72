import { errorText, fieldErrors } from './error-text.ts';

/** A failed API call with the spec §8 text already worked out. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  readonly url: string;
  readonly method: string;
  readonly fields: Record<string, string>;

  constructor(init: {
    status: number;
    url: string;
    method: string;
    body: unknown;
    fallback: string;
  }) {
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

/**
 * The answer of a load, or null when the API says there is no such thing (404) or the address
 * cannot name one (400): the page then answers 404. Any other failure is thrown.
 */
export async function orNullWhenMissing<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/**
 * What a form shows for a failed call: a 400's per-field messages; a refusal such as 429 in its own
 * words; anything else as the spec's `failure` text.
 */
export function formFailure(
  error: ApiError,
  failure: string,
): { fields: Record<string, string>; message: string } {
  const ownWords = error.status !== 400 && error.status >= 400 && error.status < 500;
  return {
    fields: error.status === 400 ? error.fields : {},
    message: ownWords ? error.message : failure,
  };
}
