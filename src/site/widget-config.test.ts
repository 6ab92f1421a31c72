import { describe, expect, it } from 'vitest';
import { isWidgetConfig, type WidgetConfig } from './widget-config.ts';

const config: WidgetConfig = {
  code: 'GRANDLDN',
  name: 'The Grand London',
  colours: { primary: '#1f3a5f', text: '#1d1d1f' },
  today: '2026-11-25',
  lastDate: '2029-11-24',
  maxRooms: 4,
  adults: { min: 1, max: 9 },
  children: { min: 0, max: 4 },
  defaultRoom: { adults: 2, children: 0 },
  promo: true,
};

describe('isWidgetConfig', () => {
  it.each([
    ['the configuration the site serves', config, true],
    ['an error answer', { Message: 'Property not found' }, false],
    ['null', null, false],
    ['a list', [config], false],
    ['a number as text', { ...config, maxRooms: '4' }, false],
    ['no colours', { ...config, colours: undefined }, false],
    ['colours without the text colour', { ...config, colours: { primary: '#000' } }, false],
    ['adults without a maximum', { ...config, adults: { min: 1 } }, false],
    ['children as a number', { ...config, children: 2 }, false],
    ['no default room', { ...config, defaultRoom: null }, false],
    ['promo as text', { ...config, promo: 'yes' }, false],
  ])('%s → %s', (_, value, expected) => {
    expect(isWidgetConfig(value)).toBe(expected);
  });
});
