import type { PropertyCache } from './cache.ts';
import type { Database } from './db/client.ts';

/** What route handlers get besides their parsed input. */
export interface AppContext {
  readonly db: Database;
  readonly now: () => Date;
  readonly cache: PropertyCache;
  /** Key for HMAC codes in emailed links. */
  readonly linkSecret: string;
}
