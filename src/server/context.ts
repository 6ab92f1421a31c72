import type { ScryptCost } from './auth/password.ts';
import type { RateLimiter } from './auth/rate-limit.ts';
import type { Background } from './background.ts';
import type { PropertyCache } from './cache.ts';
import type { Database } from './db/client.ts';
import type { NightStore } from './areas/availability/night-store.ts';
import type { PaymentProviders } from './payments/providers.ts';

/** What route handlers get besides their parsed input. */
export interface AppContext {
  readonly db: Database;
  readonly now: () => Date;
  readonly cache: PropertyCache;
  /** Nightly inventory and rates in memory for stay searches. */
  readonly nights: NightStore;
  /** Work done after the answer is sent. */
  readonly background: Background;
  /** Per client address request counts of the routes that declare `perMinute`. */
  readonly rateLimiter: RateLimiter;
  /** Abuse limits of anonymous operations (bookings, vouchers) on; off only with `RATE_LIMITS=off`. */
  readonly guestLimits: boolean;
  /** Key for HMAC codes in emailed links. */
  readonly linkSecret: string;
  /** scrypt cost for new password hashes (OWASP's by default; tests pass a cheap one). */
  readonly passwordCost: ScryptCost;
  /** The payment providers and which one each property uses. */
  readonly payments: PaymentProviders;
}
