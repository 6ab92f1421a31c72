import { runInNewContext } from 'node:vm';
import { expect, it } from 'vitest';
import { browserText, islandTexts, islandTextsScript } from './island-texts.ts';

it('keeps a plain text and folds a plural into branches', () => {
  expect(browserText('Zimmer {number}')).toBe('Zimmer {number}');
  expect(browserText('Für {count, plural, one {# Nacht} other {# Nächte}} ab {price}')).toEqual({
    $: 'count',
    one: 'Für # Nacht ab {price}',
    other: 'Für # Nächte ab {price}',
  });
});

it('sends the pseudo-locale’s texts by the browser’s ids', () => {
  const texts = islandTexts('en-XA', ['menu.label', 'no.such'], new Map([['menu.label', '3f']]));
  expect(texts).toEqual({ '3f': '[Ṁéñú ··]' });
});

it('answers look-ups, plurals included, from the page’s script', () => {
  const script = islandTextsScript('de', {
    a: 'Hallo </script>',
    n: { $: 'count', one: '# Nacht', other: '# Nächte', '=0': 'keine' },
  });
  expect(script).not.toContain('</script>');
  const scope: { __t?: (k: string, p: object) => string | undefined } = {};
  runInNewContext(script, { self: scope, Intl });
  const look = scope.__t!;
  expect(look('a', {})).toBe('Hallo </script>');
  expect(look('n', { count: 1 })).toBe('1 Nacht');
  expect(look('n', { count: 4 })).toBe('4 Nächte');
  expect(look('n', { count: 0 })).toBe('keine');
  expect(look('missing', {})).toBeUndefined();
});
