import { randomBytes } from 'node:crypto';
import { apiErrorBodyIn, localeOfApiRequest } from '../i18n/api-error-texts.ts';
import { Hono } from 'hono';
import { routePath } from 'hono/route';
import { DEFAULT_SCRYPT_COST, type ScryptCost } from './auth/password.ts';
import { createNightStore, type NightStore } from './areas/availability/night-store.ts';
import { createRateLimiter, unlimited, type RateLimiter } from './auth/rate-limit.ts';
import { createBackground, type Background } from './background.ts';
import { createPropertyCache, type PropertyCache } from './cache.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { unexpectedAnswer } from './http/answer.ts';
import { createInProcessCaller, type InProcessCaller } from './http/in-process.ts';
import { HttpError } from './http/errors.ts';
import { httpResponse, mountRoute } from './http/mount.ts';
import { apiRoutes } from './areas/index.ts';
import { openApiRoute } from './areas/system/openapi-routes.ts';
import { simulatedOnly, type PaymentProviders } from './payments/providers.ts';
import { receiveWebhook } from './areas/payments/index.ts';

export interface AppDeps {
  readonly db: Database;
  /** The clock; tests pin it. */
  readonly now?: () => Date;
  /** Key for emailed link codes; a random one per app when absent. */
  readonly linkSecret?: string;
  readonly cache?: PropertyCache;
  readonly nights?: NightStore;
  readonly background?: Background;
  /** Per-address request limits (`perMinute`) and guest abuse limits; off only for load measurements. */
  readonly rateLimits?: boolean;
  /** Where `perMinute` requests are counted; this process's memory when absent. */
  readonly rateLimiter?: RateLimiter;
  /** scrypt cost for new password hashes; OWASP's (N=2^17) when absent. */
  readonly passwordCost?: ScryptCost;
  /** The configured payment providers; only the simulated gateway when absent. */
  readonly payments?: PaymentProviders;
}

/**
 * The reference booking API as a hono app under `/api`. Pure factory: no environment, no globals;
 * it answers any host, so server-side page loads can call it in-process.
 */
export function createApp(deps: AppDeps): Hono {
  return createReferenceApp(deps).app;
}

/** The app, and a way for callers in this process to call its operations through it. */
export function createReferenceApp(deps: AppDeps): {
  app: Hono;
  call: InProcessCaller;
  /** For jobs and tests that run an operation without a request (off-session charges). */
  ctx: AppContext;
} {
  const ctx: AppContext = {
    db: deps.db,
    now: deps.now ?? (() => new Date()),
    cache: deps.cache ?? createPropertyCache(),
    nights: deps.nights ?? createNightStore(),
    background: deps.background ?? createBackground(),
    rateLimiter: deps.rateLimits === false ? unlimited : (deps.rateLimiter ?? createRateLimiter()),
    guestLimits: deps.rateLimits !== false,
    linkSecret: deps.linkSecret ?? randomBytes(32).toString('base64url'),
    passwordCost: deps.passwordCost ?? DEFAULT_SCRYPT_COST,
    payments: deps.payments ?? simulatedOnly,
  };
  const app = new Hono({ strict: false }).basePath('/api');
  for (const route of [...apiRoutes, openApiRoute(apiRoutes)]) mountRoute(app, route, ctx);
  // Providers sign their webhooks over the exact bytes sent, so these read the raw body themselves.
  app.post('/Payments/Webhook/Stripe', (c) => receiveWebhook(ctx, 'Stripe', c.req.raw));
  app.post('/Payments/Webhook/Paystack', (c) => receiveWebhook(ctx, 'Paystack', c.req.raw));

  app.notFound((c) => c.json({ Message: 'No API operation matches this path and method.' }, 404));
  app.onError((error, c) =>
    error instanceof HttpError
      ? c.json(apiErrorBodyIn(error.toBody(), localeOfApiRequest(c.req.raw.headers)), error.status)
      : httpResponse(unexpectedAnswer(error, c.req.method, routePath(c))),
  );
  return { app, call: createInProcessCaller(app), ctx };
}
