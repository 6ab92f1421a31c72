import { describe, expect, it } from 'vitest';
import { picturePreload, webpOf, webpSrcset } from './webp.ts';

describe('webpOf', () => {
  it.each([
    ['/images/rooms/dlxkng.jpg', '/images/rooms/dlxkng.webp'],
    ['/images/grandldn-hero-800.jpg', '/images/grandldn-hero-800.webp'],
    ['https://cdn.example.com/images/room.jpg', undefined],
    ['//cdn.example.com/images/room.jpg', undefined],
    ['/images/../secret.jpg', undefined],
    ['/images/logo.svg', undefined],
    ['/images/photo.jpeg', undefined],
    ['/images/photo.jpg?v=2', undefined],
    [null, undefined],
    ['', undefined],
  ])('%s → %s', (url, webp) => {
    expect(webpOf(url)).toBe(webp);
  });
});

describe('webpSrcset', () => {
  it.each([
    [
      '/images/h-800.jpg 800w, /images/h.jpg 1600w',
      '/images/h-800.webp 800w, /images/h.webp 1600w',
    ],
    ['/images/h-800.jpg 800w, https://cdn.example.com/h.jpg 1600w', undefined],
    [undefined, undefined],
  ])('%s → %s', (srcset, webp) => {
    expect(webpSrcset(srcset)).toBe(webp);
  });
});

describe('picturePreload', () => {
  it('names the WebP copy of an own picture, with its type so a browser without WebP skips it', () => {
    expect(picturePreload('/images/h.jpg', '/images/h-800.jpg 800w, /images/h.jpg 1600w')).toEqual({
      href: '/images/h.webp',
      imagesrcset: '/images/h-800.webp 800w, /images/h.webp 1600w',
      type: 'image/webp',
    });
  });

  it('names a picture from elsewhere as it is', () => {
    expect(picturePreload('https://cdn.example.com/h.jpg')).toEqual({
      href: 'https://cdn.example.com/h.jpg',
      imagesrcset: undefined,
      type: undefined,
    });
  });
});
