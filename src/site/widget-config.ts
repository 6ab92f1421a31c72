import { hasShape } from '../domain/shared/shape.ts';

/** What the embeddable search widget needs to draw a hotel's form: public facts only. */
export type WidgetConfig = {
  code: string;
  name: string;
  colours: { primary: string; text: string };
  today: string;
  lastDate: string;
  maxRooms: number;
  adults: { min: number; max: number };
  children: { min: number; max: number };
  defaultRoom: { adults: number; children: number };
  promo: boolean;
};

/**
 * Whether an answer of `/widget/{code}.json` is a widget configuration. A shape check rather than a
 * schema: the widget is a few kilobytes on someone else's page, and valibot would double it.
 */
export function isWidgetConfig(value: unknown): value is WidgetConfig {
  const range = { min: 'number', max: 'number' } as const;
  return (
    hasShape(value, {
      code: 'string',
      name: 'string',
      today: 'string',
      lastDate: 'string',
      maxRooms: 'number',
      promo: 'boolean',
    }) &&
    hasShape(value['colours'], { primary: 'string', text: 'string' }) &&
    hasShape(value['adults'], range) &&
    hasShape(value['children'], range) &&
    hasShape(value['defaultRoom'], { adults: 'number', children: 'number' })
  );
}
