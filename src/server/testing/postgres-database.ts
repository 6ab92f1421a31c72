import pg from 'pg';

/** A database of its own on the test PostgreSQL server (`TEST_DATABASE_URL`), dropped with `drop()`. */
export interface ThrowawayDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/**
 * Creates `stayfront_<label>_<pid>_<time>` on the server, so suites and runs never share data.
 * Races show only on a real PostgreSQL server: PGlite runs one statement at a time.
 */
export async function createThrowawayDatabase(
  serverUrl: string,
  label: string,
): Promise<ThrowawayDatabase> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `stayfront_${label}_${process.pid}_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      try {
        await admin.query(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}
