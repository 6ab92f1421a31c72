import { HttpError } from '../../http/errors.ts';

/** Refuses the request with `status` and `message` (an amendment's checks throw it mid-transaction). */
export const refuse = (
  status: ConstructorParameters<typeof HttpError>[0],
  message: string,
): never => {
  throw new HttpError(status, message);
};
