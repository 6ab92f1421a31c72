// `npm run seed -- [--reset]`: seeds the demo data into the database the environment names
// (DATABASE_URL, else PGlite at DATA_DIR, default .data/pglite). Runs under Node's type stripping.
import { databaseLocationFromEnv, openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedDatabase, seededDay } from './index.ts';
import { realHotelBookings } from './real-hotels.ts';
import { resetDatabase } from './reset.ts';

const USAGE =
  'Usage: npm run seed -- [--reset]\n  --reset  drop every Stayfront table, migrate and seed afresh';

async function main(argv: readonly string[]): Promise<number> {
  const unknown = argv.filter((arg) => arg !== '--reset');
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  if (unknown.length) {
    console.error(`Unknown argument: ${unknown.join(' ')}\n${USAGE}`);
    return 2;
  }
  const reset = argv.includes('--reset');
  const database = await openDatabase(databaseLocationFromEnv());
  try {
    await runMigrations(database);
    const booked = await realHotelBookings(database.db);
    if (booked.length) {
      console.error(
        `Refused: ${booked.join(', ')} ${booked.length === 1 ? 'has' : 'have'} real bookings in this database (${database.description}); the demo is never seeded over them, and --reset would delete them.`,
      );
      return 1;
    }
    if (reset) await resetDatabase(database);
    const result = await seedDatabase(database.db);
    if (result.realHotels) {
      console.error(
        `Refused: this database holds ${result.realHotels.join(', ')}, imported from hotel files (${database.description}); the demo is not seeded into it. Use --reset to start afresh.`,
      );
      return 1;
    }
    if (result.seeded) {
      console.log(
        `Seeded the demo data around ${result.seedDay} in ${Math.round(result.milliseconds)} ms (${database.description}).`,
      );
    } else {
      console.log(
        `Already seeded around ${(await seededDay(database.db)) ?? '?'} (${database.description}); run with --reset to rebuild.`,
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
