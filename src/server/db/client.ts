import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';
import { acquireDataDirLock } from './lock.ts';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath (PGlite or node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; inside a transaction use it instead of the database (PGlite has one connection). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Where queries may run: the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** Human-readable location (data folder or server), never a password. */
  readonly description: string;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` (PostgreSQL LISTEN), until close;
   * `onReconnect` after a lost connection is back (what was notified meanwhile never arrives).
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseLocation {
  /** A PostgreSQL connection string; wins over `dataDir`. */
  databaseUrl?: string | undefined;
  /** PGlite data folder, or `memory://` for a throwaway database. */
  dataDir?: string | undefined;
}

export const DEFAULT_DATA_DIR = '.data/pglite';
export const MEMORY_DATA_DIR = 'memory://';

/** Reads the database location from the environment (`DATABASE_URL`, `DATA_DIR`). */
export function databaseLocationFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseLocation {
  return { databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR || undefined };
}

/**
 * Opens the database: PostgreSQL through `pg` when a URL is given, else PGlite (on disk, locked against
 * other processes, or in memory). Drivers are imported lazily so a PostgreSQL deployment never loads PGlite.
 */
export async function openDatabase(location: DatabaseLocation = {}): Promise<DatabaseHandle> {
  if (location.databaseUrl) return openPostgres(location.databaseUrl);
  return openPglite(location.dataDir ?? DEFAULT_DATA_DIR);
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', (error) => console.error('[stayfront] PostgreSQL pool error:', error.message));
  const db = drizzle({ client: pool, schema });
  await pool.query('select 1');
  const target = new URL(url);
  const listeners: { close(): Promise<void> }[] = [];
  return {
    db,
    kind: 'postgres',
    description: `PostgreSQL ${target.hostname || 'socket'}${target.pathname}`,
    async listen(channel, onNotify, onReconnect = () => {}) {
      const { startListener } = await import('./pg-listener.ts');
      listeners.push(await startListener(url, channel, onNotify, onReconnect));
    },
    close: async () => {
      await Promise.all(listeners.map((listener) => listener.close()));
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const [{ PGlite }, { drizzle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  // PostgreSQL's default 128 MB of shared buffers is touched at start and stays resident; a
  // hotel's data is a few MB and the pages read nights from memory, so 16 MB keeps it cached at an
  // eighth of the memory (32 MB holds 18 MB more after the bench).
  const options = {
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  };
  if (dataDir === MEMORY_DATA_DIR || dataDir.startsWith('memory://')) {
    const client = await PGlite.create(dataDir, options);
    return {
      db: drizzle({ client, schema }),
      kind: 'pglite',
      description: 'PGlite in memory',
      listen: async (channel, onNotify) => void (await client.listen(channel, onNotify)),
      close: () => client.close(),
    };
  }
  const dir = path.resolve(dataDir);
  const lock = acquireDataDirLock(dir);
  try {
    const client = await PGlite.create(dir, options);
    let closed = false;
    return {
      db: drizzle({ client, schema }),
      kind: 'pglite',
      description: `PGlite at ${dir}`,
      listen: async (channel, onNotify) => void (await client.listen(channel, onNotify)),
      close: async () => {
        if (closed) return;
        closed = true;
        try {
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
