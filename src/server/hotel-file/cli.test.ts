import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMALL_HOTEL_YAML } from './testing/small-hotel.ts';

const run = promisify(execFile);
const FLAGS = ['--experimental-strip-types', '--disable-warning=ExperimentalWarning'];

/** The command as `npm run hotel --` runs it; exit code and output. */
async function hotel(args: string[], env: NodeJS.ProcessEnv = {}) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [...FLAGS, 'src/server/hotel-file/cli.ts', ...args],
      { env: { ...process.env, ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run hotel', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'stayfront-hotel-cli-'));
    await writeFile(path.join(folder, 'good.yaml'), SMALL_HOTEL_YAML);
    await writeFile(
      path.join(folder, 'bad.yaml'),
      SMALL_HOTEL_YAML.replace('adults: 2, children: 1', 'adults: 0, children: 1'),
    );
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('check passes a good file and names the line and place of an error in a bad one', async () => {
    const good = await hotel(['check', path.join(folder, 'good.yaml')]);
    expect(good.code).toBe(0);
    expect(good.stdout).toContain('fine: TEST1, 1 room types, 1 rate plans, 1 prices');
    const bad = await hotel(['check', path.join(folder, 'bad.yaml')]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('bad.yaml:30: roomTypes[0].occupancy.adults: must be at least 1');
  });

  it('import --dry-run says what would change', async () => {
    const result = await hotel(['import', path.join(folder, 'good.yaml'), '--dry-run'], {
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('would change: property TEST1: added');
  }, 60_000);

  it('import refuses a file with errors, naming each', async () => {
    const result = await hotel(['import', path.join(folder, 'bad.yaml')], {
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('roomTypes[0].occupancy.adults: must be at least 1');
  }, 60_000);
});
