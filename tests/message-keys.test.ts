import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve('src');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(path.join(dir, entry.name))
      : /\.(tsx?|astro)$/.test(entry.name) && !entry.name.endsWith('.test.ts')
        ? [path.join(dir, entry.name)]
        : [],
  );

// The browser build replaces each message key literal with a short id
// (scripts/vite/short-message-keys.mjs); a key pieced together at run time would not be found.
describe('message keys', () => {
  it('are written out whole wherever a text is looked up', () => {
    const built = files(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\b(?:t|sharedT)\(\s*`/g)].map(() =>
        path.relative(SRC, file),
      ),
    );
    expect(built).toEqual([]);
  });
});
