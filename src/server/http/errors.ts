import type { ApiError } from '../../api/contract/common.ts';

export type ModelState = Record<string, string[]>;

/** The refusals the API answers with. */
export const ERROR_STATUSES = [400, 401, 402, 403, 404, 409, 413, 415, 422, 429, 502, 503] as const;

/** An answer other than 2xx with the spec's error body (§8); thrown by handlers, rendered by the app. */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: (typeof ERROR_STATUSES)[number];
  readonly modelState: ModelState | undefined;

  constructor(status: HttpError['status'], message: string, modelState?: ModelState) {
    super(message);
    this.status = status;
    this.modelState = modelState;
  }

  toBody(): ApiError {
    return this.modelState
      ? { Message: this.message, ModelState: this.modelState }
      : { Message: this.message };
  }
}

export const INVALID_REQUEST_MESSAGE = 'The request is invalid.';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

export const propertyNotFound = (): HttpError => new HttpError(404, 'Property not found');
export const propertyGroupNotFound = (): HttpError =>
  new HttpError(404, 'Property group not found');
