import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../src/server/db/schema/index.ts';
import { bookingRequest } from '../src/server/testing/booking-kit.ts';
import { addDays } from '../src/domain/shared/clock.ts';
import { isoDaysFromToday } from './fixtures/booking.ts';
import { E2E_LINK_SECRET } from './fixtures/link-codes.ts';
import { SERVE_COMMAND } from '../src/entry/measure/built-server.ts';

// `npm start` on PostgreSQL runs a worker per core. Two workers on one database must serve one
// guest as one server would, and sell the last room once. Needs TEST_DATABASE_URL (bash .ci/run sets it).
const serverUrl = process.env['TEST_DATABASE_URL'];
const PORT = 4490;
const origin = `http://127.0.0.1:${PORT}`;

test.describe('two server processes on one PostgreSQL', () => {
  test.skip(!serverUrl, 'TEST_DATABASE_URL is not set');
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let admin: pg.Client;
  let pool: pg.Pool;
  let server: ChildProcess;
  const databaseName = `stayfront_cluster_${process.pid}_${Date.now()}`;

  test.beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${databaseName}`;
    pool = new pg.Pool({ connectionString: url.toString() });
    // Dropping the database at the end ends any connection left open: that is not a failure.
    pool.on('error', () => undefined);
    server = spawn(process.execPath, SERVE_COMMAND, {
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(PORT),
        DATABASE_URL: url.toString(),
        WORKERS: '2',
        LINK_SECRET: E2E_LINK_SECRET,
        // Fifty bookings from one address with one card would meet the booking limits at once.
        RATE_LIMITS: 'off',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      server.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Stayfront is ready (2 workers)')) resolve();
      });
      server.once('exit', (code) => reject(new Error(`server stopped with ${code}`)));
    });
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const stopped = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    }
    await pool?.end().catch(() => undefined);
    // Connections the stopped workers left behind are ended with the database.
    await admin
      ?.query(`drop database if exists ${databaseName} with (force)`)
      .catch(() => undefined);
    await admin?.end().catch(() => undefined);
  });

  test('a logged-in guest stays logged in whichever worker answers', async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: origin });
    const login = await request.post('/api/Account/Authenticate', {
      data: {
        PropertyId: 'GRANDLDN',
        LanguageCode: 'en',
        EmailAddress: 'guest@example.com',
        Password: 'Stayfront-Demo-2026!',
      },
    });
    expect(login.ok()).toBe(true);
    // Round-robin over two workers: six calls reach both.
    for (let i = 0; i < 6; i++) {
      const me = await request.get('/api/Account?propertyId=GRANDLDN');
      expect(me.status()).toBe(200);
      expect(((await me.json()) as { EmailAddress: string }).EmailAddress).toBe(
        'guest@example.com',
      );
    }
    await request.dispose();
  });

  test('50 guests booking the last room at once through both workers: exactly one gets it', async () => {
    const db = drizzle({ client: pool, schema });
    const api = {
      fetch: (incoming: Request) => {
        const url = new URL(incoming.url);
        return fetch(new Request(origin + url.pathname + url.search, incoming));
      },
      database: { db },
    };
    const dateFrom = isoDaysFromToday(75);
    const body = await bookingRequest(api, {
      dateFrom,
      dateTo: addDays(dateFrom, 1),
      rooms: [{ roomType: 'CLDBL', ratePlan: 'FLEX' }],
    });
    const roomTypeId = body.Rooms[0]!.RoomTypeId;
    const night = and(
      eq(schema.roomInventory.roomTypeId, roomTypeId),
      eq(schema.roomInventory.date, dateFrom),
    );
    await db.update(schema.roomInventory).set({ availableRooms: 1 }).where(night);

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        fetch(`${origin}/api/Reservation/Create`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'Idempotency-Key': `cluster-${Date.now()}-${i}`,
          },
          body: JSON.stringify({
            ...body,
            Booker: { ...body.Booker, Email: `guest${i}@example.com` },
          }),
        }).then((response) => response.status),
      ),
    );
    expect(answers.filter((status) => status === 200)).toHaveLength(1);
    expect(answers.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    const [left] = await db
      .select({ rooms: schema.roomInventory.availableRooms })
      .from(schema.roomInventory)
      .where(night);
    expect(left?.rooms).toBe(0);
  });
});
