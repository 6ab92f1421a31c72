import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Pages offer the WebP copy of every picture under public/images (src/site/webp.ts): one missing
// would show a broken picture in every browser that takes WebP.
const root = join(process.cwd(), 'public', 'images');
const jpegs = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) =>
  name.endsWith('.jpg'),
);

describe('the site’s own pictures', () => {
  it('are there to check', () => {
    expect(jpegs.length).toBeGreaterThan(10);
  });

  it.each(jpegs)('%s has a smaller WebP copy beside it', (name) => {
    const webp = join(root, name.replace(/\.jpg$/, '.webp'));
    expect(statSync(webp, { throwIfNoEntry: false })?.isFile(), `${webp} is missing`).toBe(true);
    expect(statSync(webp).size).toBeLessThan(statSync(join(root, name)).size);
  });
});
