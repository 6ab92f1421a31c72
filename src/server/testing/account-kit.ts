import { and, desc, eq } from 'drizzle-orm';
import { CLIENT_ADDRESS_HEADER } from '../auth/client-address.ts';
import { SESSION_COOKIE } from '../auth/session-cookie.ts';
import type { Database } from '../db/client.ts';
import { outboxEmails } from '../db/schema/index.ts';
import { openReferenceApi, type ReferenceApi } from '../runtime.ts';
import { call, CHEAP_SCRYPT, TEST_NOW, type JsonAnswer } from './fixtures.ts';

/** Helpers for the account API tests: a seeded in-memory API with a clock the test moves. */
export interface AccountKit {
  readonly api: ReferenceApi;
  readonly db: Database;
  /** Moves the clock forward. */
  advance(ms: number): void;
  /** Sets the clock back to TEST_NOW. */
  reset(): void;
  post(path: string, body: unknown, options?: CallOptions): Promise<JsonAnswer>;
  get(path: string, options?: CallOptions): Promise<JsonAnswer>;
  login(
    email: string,
    password: string,
    options?: CallOptions,
  ): Promise<{ answer: JsonAnswer; cookie: string | undefined }>;
  /** The newest outbox email to an address (of a kind). */
  latestEmail(to: string, kind?: string): Promise<typeof outboxEmails.$inferSelect | undefined>;
}

export interface CallOptions {
  readonly cookie?: string | undefined;
  /** Client address the API is told (each test uses its own, so limits do not leak between tests). */
  readonly address?: string;
  readonly headers?: Record<string, string>;
}

export async function openAccountKit(): Promise<AccountKit> {
  let now = TEST_NOW.getTime();
  const api = await openReferenceApi({
    env: { DATA_DIR: 'memory://' },
    now: () => new Date(now),
    passwordCost: CHEAP_SCRYPT,
    log: () => {},
  });
  const headersOf = (options: CallOptions = {}, json = false): Record<string, string> => ({
    ...(json ? { 'content-type': 'application/json' } : {}),
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...(options.address ? { [CLIENT_ADDRESS_HEADER]: options.address } : {}),
    ...options.headers,
  });
  const kit: AccountKit = {
    api,
    db: api.database.db,
    advance: (ms) => {
      now += ms;
    },
    reset: () => {
      now = TEST_NOW.getTime();
    },
    post: (path, body, options) =>
      call(api, path, {
        method: 'POST',
        headers: headersOf(options, true),
        body: JSON.stringify(body),
      }),
    get: (path, options) => call(api, path, { headers: headersOf(options) }),
    async login(email, password, options) {
      const answer = await kit.post(
        '/api/Account/Authenticate',
        { PropertyId: 'GRANDLDN', LanguageCode: 'en', EmailAddress: email, Password: password },
        options,
      );
      return { answer, cookie: sessionCookieOf(answer) };
    },
    async latestEmail(to, kind) {
      // Some emails are written after the answer (reset links): wait for that work first.
      await api.idle();
      const [row] = await kit.db
        .select()
        .from(outboxEmails)
        .where(
          kind
            ? and(eq(outboxEmails.toAddress, to), eq(outboxEmails.kind, kind))
            : eq(outboxEmails.toAddress, to),
        )
        .orderBy(desc(outboxEmails.id))
        .limit(1);
      return row;
    },
  };
  return kit;
}

/** `name=value` of the session cookie an answer sets, for sending it back; undefined when none is set. */
export function sessionCookieOf(answer: JsonAnswer): string | undefined {
  const line = answer.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  const pair = line?.split(';')[0];
  return pair && pair !== `${SESSION_COOKIE}=` ? pair : undefined;
}

/** The token of the first link in an email's text. */
export function tokenInEmail(text: string | undefined): string {
  const match = /[?&]token=([A-Za-z0-9_-]+)/.exec(text ?? '');
  if (!match) throw new Error(`no link token in: ${text}`);
  return match[1]!;
}
