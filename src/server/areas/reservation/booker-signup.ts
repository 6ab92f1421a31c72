import * as v from 'valibot';
import {
  RegisterRequestSchema,
  type RegisterRequest,
} from '../../../api/contract/account-details.ts';
import type { AppContext } from '../../context.ts';
import { toModelState } from '../../http/validation.ts';
import type { ModelState } from '../../http/errors.ts';
import { register } from '../account/index.ts';
import type { CreateReservationBody } from '../booking-core/index.ts';

// Register's fields as Create names them.
const FIELD_KEYS: Record<string, string> = {
  EmailAddress: 'Booker.Email',
  Firstname: 'Booker.FirstName',
  Lastname: 'Booker.LastName',
  MobileNumber: 'Booker.Phone',
};

/**
 * The account the booker asked for with `Password` (the checkout's create-account option), checked
 * by the registration rules (e.g. the password hint's), or null when none was asked for.
 */
export function bookerSignup(body: CreateReservationBody): {
  signup: RegisterRequest | null;
  problems: ModelState;
} {
  if (!body.Password) return { signup: null, problems: {} };
  const result = v.safeParse(RegisterRequestSchema, {
    LanguageCode: body.LanguageCode,
    PropertyId: body.PropertyId,
    EmailAddress: body.Booker.Email,
    Password: body.Password,
    Firstname: body.Booker.FirstName,
    Lastname: body.Booker.LastName,
    MobileNumber: body.Booker.Phone || null,
    ReceiveBrandOffers: body.Booker.OptInToReceiveUpdates,
  });
  if (result.success) return { signup: result.output, problems: {} };
  const problems: ModelState = {};
  for (const [key, messages] of Object.entries(toModelState(result.issues, 'body')))
    (problems[FIELD_KEYS[key] ?? key] ??= []).push(...messages);
  return { signup: null, problems };
}

/**
 * Registers the booker once the booking is made, through the accounts' own registration (a
 * confirmation email; an existing address gets a notice instead). The booking stands whatever
 * happens here, so a refusal (e.g. too many registrations from one address) is not passed on.
 */
export async function registerBooker(
  ctx: AppContext,
  signup: RegisterRequest,
  request: Request,
  responseHeaders: Headers,
): Promise<void> {
  try {
    await register(ctx, signup, request, responseHeaders);
  } catch (error) {
    // The name only: the request carried a password.
    console.error(
      `[stayfront api] Creating the booker's account after a booking failed: ${error instanceof Error ? error.name : 'unknown error'}`,
    );
  }
}
