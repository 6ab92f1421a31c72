import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Api } from './api.ts';
import { createReferenceApp } from './app.ts';
import { createBackground } from './background.ts';
import {
  createNightStore,
  NIGHTS_CHANNEL,
  changesOfNotification,
} from './areas/availability/night-store.ts';
import type { ScryptCost } from './auth/password.ts';
import { createSharedRateLimiter } from './auth/shared-rate-limit.ts';
import { pruneAttempts } from './auth/throttle.ts';
import { databaseLocationFromEnv, openDatabase, type DatabaseHandle } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { appSettings } from './db/schema/index.ts';
import { runPreArrivalJob } from './areas/pre-check-in/pre-arrival.ts';
import { runPaymentRequestEmails } from './areas/pay-by-link/emails.ts';
import { runScheduledCharges } from './areas/payments/index.ts';
import { startHourlyJob } from './hourly-job.ts';
import { startMailer } from './mail/start-mailer.ts';
import { fetchPoster, pushReservations } from './ota/push-reservations.ts';
import { otaPushIntervalMs } from './ota/push-interval.ts';
import { publicOrigin } from '../serving/public-origin.ts';
import { sitePages } from '../serving/page-cache.ts';
import { createUpstreamProxy } from './proxy.ts';
import { seedDatabase } from './seed/index.ts';
import { createPropertyCache } from './cache.ts';
import { isLiveStart, startLive } from './hotel-file/live-start.ts';
import { PROPERTY_CHANNEL } from './hotel-file/import/notify.ts';
import { firstImportedHotel } from './hotel-file/import/marker.ts';
import { collectStartGarbage } from './start-garbage.ts';
import { createApiListener, type ApiListener } from './http/node-listener.ts';
import { bodyLimits } from './http/json-body.ts';
import { apiRoutes } from './areas/index.ts';
import { paymentProvidersFromEnv } from './payments/from-env.ts';
import { createRateLimiter } from './auth/rate-limit.ts';
import { answerOta } from './ota/http.ts';
import { createLoginThrottle } from './ota/login-throttle.ts';

export type { Api } from './api.ts';

/** The reference API with the database it owns. */
export interface ReferenceApi extends Api {
  readonly database: DatabaseHandle;
  /** Resolves once work started after earlier answers (emails written later) has finished. */
  idle(): Promise<void>;
  /**
   * Forgets this process's nights at once. The database's notification does too, but it may
   * arrive after the next page is drawn (PGlite delivers it with a later query).
   */
  nightsChanged(): void;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  readonly env?: NodeJS.ProcessEnv;
  /** Folder of the generated migrations; `<cwd>/drizzle` by default. */
  readonly migrationsFolder?: string;
  readonly now?: () => Date;
  /** scrypt cost for the demo account when seeding and for new password hashes (tests use a cheap one). */
  readonly passwordCost?: ScryptCost;
  readonly log?: (message: string) => void;
  /** Run background jobs (the pre-arrival emails); the server does, tests call the jobs themselves. */
  readonly backgroundJobs?: boolean;
}

/** Opens the database from the environment, migrates, seeds on first start and builds the app. */
export async function openReferenceApi(options: RuntimeOptions = {}): Promise<ReferenceApi> {
  const env = options.env ?? process.env;
  const log = options.log ?? ((message: string) => console.log(message));
  const database = await openDatabase(databaseLocationFromEnv(env));
  try {
    await runMigrations(database, options.migrationsFolder);
    const live = isLiveStart(env);
    if (live) await startLive(database.db, env, log, options.now);
    else {
      const seed = await seedDatabase(database.db, {
        now: options.now,
        passwordCost: options.passwordCost,
      });
      if (seed.seeded)
        log(
          `[stayfront] Demo data seeded in ${Math.round(seed.milliseconds)} ms (${database.description}).`,
        );
      if (seed.realHotels)
        log(
          `[stayfront] ${seed.realHotels.join(', ')} imported from hotel files: no demo data seeded.`,
        );
    }
    const linkSecret = env.LINK_SECRET || (await storedLinkSecret(database));
    const nights = createNightStore();
    // Every write to nightly inventory or rates, from any process, drops the months it changed (migrations 0012, 0018).
    // After a lost connection (a PostgreSQL restart) every held night is dropped: changes made while
    // it was down were never notified.
    await database.listen(
      NIGHTS_CHANNEL,
      (payload) => nights.invalidate(changesOfNotification(payload)),
      () => nights.invalidate(),
    );
    // An import changes a hotel's configuration, which the property cache holds: drop it all.
    const cache = createPropertyCache();
    await database.listen(PROPERTY_CHANNEL, () => cache.clear());
    const background = createBackground();
    const payments = paymentProvidersFromEnv(env);
    const rateLimits = env.RATE_LIMITS?.trim().toLowerCase() !== 'off';
    const { app, call } = createReferenceApp({
      db: database.db,
      now: options.now,
      linkSecret,
      passwordCost: options.passwordCost,
      payments,
      nights,
      cache,
      background,
      rateLimits,
      // Several servers on one PostgreSQL count together; PGlite has one process.
      rateLimiter: database.kind === 'postgres' ? createSharedRateLimiter(database.db) : undefined,
    });
    log(`[stayfront] Reference API ready on ${database.description}.`);
    const clock = options.now ?? (() => new Date());
    const jobs = options.backgroundJobs
      ? [
          startHourlyJob(
            'Pre-arrival emails',
            () => runPreArrivalJob(database.db, linkSecret, clock(), publicOrigin(env)),
            log,
          ),
          startHourlyJob(
            'Payment request emails',
            () => runPaymentRequestEmails(database.db, linkSecret, clock(), publicOrigin(env)),
            log,
          ),
          // The rates' charges before arrival and no-show fees, taken from the kept cards once.
          startHourlyJob(
            'Scheduled charges',
            () =>
              runScheduledCharges(
                { db: database.db, payments, linkSecret, origin: publicOrigin(env) },
                clock(),
              ),
            log,
          ),
          // Abuse-limit rows older than a day: addresses, cards and emails seen once stay otherwise.
          startHourlyJob(
            'Abuse limit pruning',
            () => pruneAttempts(database.db, clock()).then(() => 0),
            log,
          ),
          startMailer(database.db, env, publicOrigin(env), clock, log),
          // Hotels whose channel manager takes pushed reservations (`pushUrl`); others pull.
          startHourlyJob(
            'Reservations pushed to channel managers',
            () => pushReservations(database.db, fetchPoster, clock(), (name) => env[name]),
            log,
            otaPushIntervalMs(env.OTA_PUSH_SECONDS),
          ),
        ]
      : [];
    const stopJobs = () => jobs.forEach((stop) => stop());
    return {
      database,
      fetch: async (request) => app.fetch(request),
      call,
      ...(live && { homeProperty: () => firstImportedHotel(database.db) }),
      idle: () => background.idle(),
      nightsChanged: () => nights.invalidate(),
      close: async () => {
        stopJobs();
        await background.idle();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** `LINK_SECRET` default: generated once per database and kept in it. */
async function storedLinkSecret(database: DatabaseHandle): Promise<string> {
  await database.db
    .insert(appSettings)
    .values({ key: 'link_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await database.db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, 'link_secret'));
  if (!row) throw new Error('Could not store the link secret.');
  return row.value;
}

/** The API the environment asks for: the `API_UPSTREAM` proxy when set, else the reference API. */
export async function createApiFromEnv(
  options: RuntimeOptions = {},
): Promise<Api & { close(): Promise<void> }> {
  const env = options.env ?? process.env;
  if (env.API_UPSTREAM) {
    const proxy = createUpstreamProxy(env.API_UPSTREAM);
    (options.log ?? console.log)(
      `[stayfront] /api is proxied to ${new URL(env.API_UPSTREAM).origin}.`,
    );
    return { ...proxy, close: () => Promise.resolve() };
  }
  return openReferenceApi({ backgroundJobs: true, ...options });
}

interface RuntimeGlobal {
  promise?: Promise<Api & { close(): Promise<void> }>;
  shutdownHooked?: boolean;
  listener?: ApiListener;
}

// On globalThis so Vite's dev reloads of this module reuse the open database instead of opening a
// second one.
const GLOBAL_KEY = Symbol.for('stayfront.api.runtime');
const runtime = ((globalThis as Record<symbol, unknown>)[GLOBAL_KEY] ??= {}) as RuntimeGlobal;

/** The process-wide API (reference or proxy), created on first use. */
export function getApi(): Promise<Api> {
  if (!runtime.promise) {
    runtime.promise = createApiFromEnv();
    runtime.promise.then(
      (api) => {
        // Once per process, whichever API it runs (see collectStartGarbage).
        collectStartGarbage();
        if (!('database' in api)) return;
        hookShutdown();
        runtime.listener = createApiListener(api, bodyLimits(apiRoutes));
      },
      () => {
        // Let a later call retry (e.g. after the other process released the data folder).
        runtime.promise = undefined;
      },
    );
  }
  return runtime.promise;
}

/**
 * The reference API's own `/api` listener once it is open (none for the proxy): the `/api` route
 * hands it to the built server (`src/entry/`), which then sends `/api` to it without Astro.
 */
export function apiListener(): ApiListener | undefined {
  return runtime.listener;
}

/** Answers one `/api` request in-process (server-side page loads): `apiFetch(new Request('http://stayfront.internal/api/...'))`. */
export async function apiFetch(request: Request): Promise<Response> {
  return (await getApi()).fetch(request);
}

const otaLimiter = createRateLimiter();
const otaLogins = createLoginThrottle();

/**
 * Answers one `/ota/<message>` notification from a channel manager (`server/ota/http.ts`); 404
 * behind API_UPSTREAM, where the hotel's own API holds the data.
 */
export async function otaFetch(
  message: string,
  request: Request,
  address: string,
): Promise<Response> {
  const api = (await getApi()) as Partial<ReferenceApi>;
  const { database } = api;
  if (!database) return new Response('Not Found', { status: 404 });
  return answerOta(
    {
      db: database.db,
      limiter: otaLimiter,
      logins: otaLogins,
      now: () => new Date(),
      // The answer says the change is live: the next page drawn here must not show the old
      // nights, whether held in memory or in a results page kept for a few seconds.
      onApplied: () => {
        api.nightsChanged?.();
        sitePages.clear();
      },
    },
    message,
    request,
    address,
  );
}

/** Closes the process-wide API (database and lock) if it was opened. */
export async function closeApi(): Promise<void> {
  const pending = runtime.promise;
  runtime.promise = undefined;
  runtime.listener = undefined;
  if (pending) await (await pending).close();
}

/** Close PGlite cleanly (flush and release the data folder) when the server is stopped. */
function hookShutdown(): void {
  if (runtime.shutdownHooked) return;
  runtime.shutdownHooked = true;
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      closeApi().then(
        () => process.exit(code),
        (error: unknown) => {
          console.error('[stayfront] Closing the database failed:', error);
          process.exit(code);
        },
      );
    });
  }
}
