import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { Database } from '../db/client.ts';

// The document is built from schemas only; a database that is never touched is enough.
const app = createApp({ db: {} as Database });

async function problems() {
  const source = await (
    await app.fetch(new Request('http://stayfront.test/api/openapi.json'))
  ).text();
  const config = await createConfig({ extends: ['recommended'] });
  return lintFromString({ source, absoluteRef: 'openapi.json', config });
}

describe('the published contract under Redocly’s recommended rules', () => {
  it('has no errors and no unused components', async () => {
    const found = await problems();
    const report = found.map(
      (problem) =>
        `${problem.severity} ${problem.ruleId}: ${problem.message} ${problem.location[0]?.pointer ?? ''}`,
    );
    expect(
      report.filter((line) => line.startsWith('error') || line.includes('no-unused-components')),
    ).toEqual([]);
  });
});
