import { runInNewContext } from 'node:vm';
import { expect, it } from 'vitest';
import { intlForms } from './intl-forms.ts';
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

it('makes the page’s forms of dates and amounts, English pages none', () => {
  const scope: { __f?: ReturnType<typeof intlForms> } = {};
  runInNewContext(islandTextsScript('de', {}), { self: scope, Intl, Date });
  expect(scope.__f!.date('2026-12-07')).toBe('Montag, 7. Dez. 2026');
  expect(scope.__f!.month('2026-12')).toBe('Dezember 2026');
  expect(scope.__f!.money(1234.5, 'GBP')).toBe(intlForms('de').money(1234.5, 'GBP'));
  expect(scope.__f!.list(['2 Erwachsene', '1 Kind', '1 Kleinkind'])).toBe(
    '2 Erwachsene, 1 Kind und 1 Kleinkind',
  );
  const pseudo: { __f?: unknown } = {};
  runInNewContext(islandTextsScript('en-XA', {}), { self: pseudo, Intl });
  expect(pseudo.__f).toBeUndefined();
});
