import { expect, it } from 'vitest';
import { readPublicFile } from './public-file.ts';
import { heroSrcset } from './responsive-image.ts';
import { localImageSize } from './image-size.ts';

it('reads the site’s own files and nothing outside them', async () => {
  expect((await readPublicFile('/favicon.svg'))?.toString()).toContain('<svg');
  expect(await readPublicFile('/../package.json')).toBeUndefined();
  expect(await readPublicFile('//example.com/x.png')).toBeUndefined();
  expect(await readPublicFile('/no-such-file.png')).toBeUndefined();
});

it('measures a local logo and offers the narrow hero to phones', async () => {
  expect(await localImageSize('/images/grandldn-logo.svg')).toEqual({ width: 480, height: 120 });
  expect(await heroSrcset('/images/grandldn-hero.jpg')).toBe(
    '/images/grandldn-hero-800.jpg 800w, /images/grandldn-hero.jpg 1600w',
  );
  expect(await heroSrcset('/images/rooms/cldbl.jpg')).toBeUndefined();
  expect(await heroSrcset('https://cdn.example/hero.jpg')).toBeUndefined();
});
