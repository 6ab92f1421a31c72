// `npm run hotel -- check|import|rates|no-show ...`: a hotel's own data from files, no code, and
// the no-shows it records. Works on the database the environment names (DATABASE_URL, else PGlite
// at DATA_DIR, default .data/pglite).
import { readFile } from 'node:fs/promises';
import { databaseLocationFromEnv, openDatabase, type DatabaseHandle } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { applyRates } from './import/apply-rates.ts';
import { importedHotels } from './import/marker.ts';
import { importFiles } from './import-files.ts';
import { describeIssue } from './issues.ts';
import { parseRatesCsv } from './rates-csv.ts';
import { readHotelFile } from './read.ts';
import { recordNoShow, type NoShowAnswer } from '../areas/payments/index.ts';

const USAGE = `Usage:
  npm run hotel -- check FILE...              check hotel or group files (.yaml, .yml, .json); changes nothing
  npm run hotel -- import FILE... [--dry-run] apply them to the database (--dry-run: only say what would change)
  npm run hotel -- rates FILE.csv [--property CODE] [--dry-run]
                                              prices, rooms to sell and stay rules from a spreadsheet
  npm run hotel -- no-show NUMBER...          the guest did not come: the rate's no-show fee is
                                              charged to the kept card at the next charge run
See docs/hotel-data.md and docs/payments.md.`;

async function check(files: readonly string[]): Promise<number> {
  let failed = false;
  for (const file of files) {
    const result = await readHotelFile(file);
    if (!result.ok) {
      failed = true;
      for (const issue of result.issues) console.error(describeIssue(file, issue));
      console.error(`${file}: ${result.issues.length} error(s).`);
    } else if (result.kind === 'hotel') {
      const { roomTypes, ratePlans, prices } = result.file;
      console.log(
        `${file}: fine: ${result.file.property.code}, ${roomTypes.length} room types, ${ratePlans.length} rate plans, ${prices.length} prices.`,
      );
    } else console.log(`${file}: fine: group ${result.file.group.code}.`);
  }
  return failed ? 1 : 0;
}

async function withDatabase(work: (database: DatabaseHandle) => Promise<number>): Promise<number> {
  const database = await openDatabase(databaseLocationFromEnv());
  try {
    await runMigrations(database);
    return await work(database);
  } finally {
    await database.close();
  }
}

async function rates(file: string, property: string | undefined, dryRun: boolean) {
  const { lines, issues } = parseRatesCsv(await readFile(file, 'utf8'));
  if (issues.length) {
    for (const issue of issues) console.error(describeIssue(file, issue));
    return 1;
  }
  return withDatabase(async ({ db }) => {
    const hotels = await importedHotels(db);
    const code = property ?? (hotels.length === 1 ? hotels[0] : undefined);
    if (!code) {
      console.error(
        `Name the hotel with --property CODE (imported: ${hotels.join(', ') || 'none'}).`,
      );
      return 2;
    }
    const { report } = await applyRates(db, code, lines, { dryRun });
    for (const line of report.refusals) console.error(`${file}: refused: ${line}`);
    if (report.refusals.length) {
      console.error(`${file}: nothing was changed.`);
      return 1;
    }
    const verb = dryRun ? 'would change' : 'changed';
    for (const line of report.changes) console.log(`${file}: ${verb}: ${line}`);
    if (!report.changes.length) console.log(`${file}: nothing to change.`);
    return 0;
  });
}

const NO_SHOW_WORDS: Record<Exclude<NoShowAnswer['status'], 'Scheduled'>, string> = {
  NothingOwed: 'what the booking paid already covers the no-show fee; nothing to charge.',
  AlreadyRecorded: 'the no-show is already recorded.',
  NotYet: 'not before the arrival day (hotel time).',
  NotConfirmed: 'the booking is not confirmed (cancelled, failed or unpaid).',
  NotFound: 'no such booking.',
};

async function noShows(numbers: readonly string[]): Promise<number> {
  return withDatabase(async ({ db }) => {
    let failed = false;
    for (const number of numbers) {
      const answer = await recordNoShow(db, number, new Date());
      if (answer.status === 'Scheduled') {
        const fee = new Intl.NumberFormat('en-GB', {
          style: 'currency',
          currency: answer.currency,
        }).format(answer.amount);
        console.log(`${number}: no-show recorded; ${fee} is charged at the next charge run.`);
      } else {
        failed ||= answer.status !== 'NothingOwed' && answer.status !== 'AlreadyRecorded';
        console.error(`${number}: ${NO_SHOW_WORDS[answer.status]}`);
      }
    }
    return failed ? 1 : 0;
  });
}

async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  const dryRun = rest.includes('--dry-run');
  const propertyAt = rest.indexOf('--property');
  const property = propertyAt >= 0 ? rest[propertyAt + 1] : undefined;
  const files = rest.filter(
    (arg, index) => !arg.startsWith('--') && !(propertyAt >= 0 && index === propertyAt + 1),
  );
  if (!command || command === '--help' || command === '-h') {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  if (!files.length) {
    console.error(`Name ${command === 'no-show' ? 'a reservation number' : 'a file'}.\n${USAGE}`);
    return 2;
  }
  switch (command) {
    case 'check':
      return check(files);
    case 'import':
      return withDatabase(async ({ db }) => {
        const outcome = await importFiles(db, files, { dryRun });
        for (const line of outcome.lines) (outcome.ok ? console.log : console.error)(line);
        return outcome.ok ? 0 : 1;
      });
    case 'rates':
      return rates(files[0]!, property, dryRun);
    case 'no-show':
      return noShows(files);
    default:
      console.error(`Unknown command ${command}.\n${USAGE}`);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
