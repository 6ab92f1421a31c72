import { expect, it } from 'vitest';
import { pseudoCatalogue, pseudoText } from './pseudo.ts';

it('accents and brackets a text, keeping its placeholders', () => {
  expect(pseudoText('Room {number}')).toBe('[Ŕóóɱ {number} ·····]');
  expect(pseudoText('')).toBe('[]');
});

it('makes a catalogue of every source text', () => {
  expect(pseudoCatalogue({ 'a.b': 'Go' })).toEqual({ 'a.b': '[Ĝó ·]' });
});
