import {
  AccountQuerySchema,
  AccountResultSchema,
  AccountUserResultSchema,
  AuthenticateRequestSchema,
  AuthenticateResultSchema,
  ChangePasswordRequestSchema,
  ConfirmEmailRequestSchema,
  PasswordResetRequestSchema,
  RemoveCreditCardRequestSchema,
  RequestPasswordResetRequestSchema,
  UserSchema,
} from '../../../api/contract/account.ts';
import {
  RegisterRequestSchema,
  UpdateAccountRequestSchema,
} from '../../../api/contract/account-details.ts';
import { assertSameOrigin } from '../../auth/same-origin.ts';
import { defineRoute } from '../../http/route.ts';
import { authenticate, currentUser, logout } from './auth.ts';
import { changePassword, passwordReset, requestPasswordReset } from './password.ts';
import { removeCreditCard, updateAccount } from './profile.ts';
import { confirmEmailAddress, register } from './register.ts';

const tag = 'Account';

/** Spec §7 Account calls. Every write checks that it comes from our own pages (Origin / Sec-Fetch-Site). */
export const accountRoutes = [
  defineRoute({
    method: 'GET',
    path: '/Account',
    tag,
    summary: 'The logged-in guest (session cookie); 401 when not logged in.',
    query: AccountQuerySchema,
    response: UserSchema,
    errors: [401],
    handle: ({ ctx, request, responseHeaders }) => currentUser(ctx, request, responseHeaders),
  }),
  defineRoute({
    method: 'POST',
    path: '/Account/Authenticate',
    session: 'optional',
    tag,
    summary:
      'Logs in: sets a new HttpOnly session cookie. Success false for a wrong email or password; 429 with Retry-After after 10 failures for an account in 15 minutes.',
    body: AuthenticateRequestSchema,
    response: AuthenticateResultSchema,
    errors: [404, 429],
    handle: ({ ctx, body, request, responseHeaders }) => {
      assertSameOrigin(request);
      return authenticate(ctx, body, request, responseHeaders);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/Account/Logout',
    session: 'optional',
    tag,
    summary: 'Ends the session and clears its cookie. Answers 204.',
    handle: ({ ctx, request, responseHeaders }) => {
      assertSameOrigin(request);
      return logout(ctx, request, responseHeaders);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/Account/Register',
    tag,
    summary:
      'Creates an account and emails a confirmation link. The same answer whether or not the address already has an account.',
    body: RegisterRequestSchema,
    response: AccountResultSchema,
    errors: [404, 429],
    handle: ({ ctx, body, request, responseHeaders }) => {
      assertSameOrigin(request);
      return register(ctx, body, request, responseHeaders);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/Account/ConfirmEmail',
    tag,
    summary: 'Uses up an emailed confirmation (or email change) link.',
    body: ConfirmEmailRequestSchema,
    response: AccountResultSchema,
    handle: ({ ctx, body, request }) => {
      assertSameOrigin(request);
      return confirmEmailAddress(ctx, body);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/Account/RequestPasswordReset',
    tag,
    summary:
      'Emails a single-use password reset link if the address has an account; the same answer either way.',
    body: RequestPasswordResetRequestSchema,
    response: AccountResultSchema,
    errors: [404, 429],
    handle: ({ ctx, body, request, responseHeaders }) => {
      assertSameOrigin(request);
      return requestPasswordReset(ctx, body, request, responseHeaders);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/Account/PasswordReset',
    tag,
    summary:
      'Sets a new password with the token of a reset link; ends every session of the account.',
    body: PasswordResetRequestSchema,
    response: AccountResultSchema,
    handle: ({ ctx, body, request }) => {
      assertSameOrigin(request);
      return passwordReset(ctx, body);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/Account/ChangePassword',
    tag,
    summary:
      "Changes the logged-in guest's password; other sessions end and this one gets a new cookie.",
    body: ChangePasswordRequestSchema,
    response: AccountResultSchema,
    errors: [401, 404, 429],
    handle: ({ ctx, body, request, responseHeaders }) => {
      assertSameOrigin(request);
      return changePassword(ctx, body, request, responseHeaders);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/Account/Update',
    tag,
    summary:
      "Saves the logged-in guest's profile; a new email address applies once confirmed through the link sent to it.",
    body: UpdateAccountRequestSchema,
    response: AccountUserResultSchema,
    errors: [401, 404],
    handle: ({ ctx, body, request, responseHeaders }) => {
      assertSameOrigin(request);
      return updateAccount(ctx, body, request, responseHeaders);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/Account/RemoveCreditCard',
    tag,
    summary: "Removes one of the logged-in guest's saved cards.",
    body: RemoveCreditCardRequestSchema,
    response: AccountUserResultSchema,
    errors: [401],
    handle: ({ ctx, body, request, responseHeaders }) => {
      assertSameOrigin(request);
      return removeCreditCard(ctx, body, request, responseHeaders);
    },
  }),
];
