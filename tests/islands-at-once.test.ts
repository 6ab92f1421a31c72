import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Only pages whose islands hydrate at once list the scripts Astro inlines for them in their CSP
// (src/serving/islands-at-once.ts): a page that forgot would have its islands refused by the browser.
const root = join(process.cwd(), 'src');
const astroFiles = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) =>
  name.endsWith('.astro'),
);
const atOnce = astroFiles.filter((name) =>
  /\bclient:load\b/.test(readFileSync(join(root, name), 'utf8')),
);

describe('pages whose islands hydrate at once', () => {
  it('are there to check', () => {
    expect(atOnce.length).toBeGreaterThan(3);
  });

  it.each(atOnce)('%s lets its CSP run them', (name) => {
    const source = readFileSync(join(root, name), 'utf8');
    expect(name).toMatch(/^pages\//);
    expect(source).toMatch(/^allowIslandsAtOnce\(Astro\.csp\);$/m);
  });
});
