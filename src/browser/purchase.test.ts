import { describe, expect, it } from 'vitest';
import { parsePurchase } from './purchase.ts';

// As `purchaseAnalytics` writes it into the confirmation page.
const written = {
  transaction_id: 'GL-7Q4K9P',
  currency: 'GBP',
  value: 345,
  tax: 57.5,
  items: [
    {
      item_id: 'room-3',
      item_name: 'Deluxe Double',
      item_category: 'Room',
      item_variant: 'Flexible',
      price: 315,
      quantity: 1,
    },
    { item_id: 'extra-9', item_name: 'Breakfast', item_category: 'Extra', price: 30, quantity: 1 },
  ],
};

describe('parsePurchase', () => {
  it('reads back what the confirmation page writes', () => {
    expect(parsePurchase(JSON.stringify(written))).toEqual(written);
  });

  it.each([
    ['not JSON', '{"transaction_id":'],
    ['JSON null', 'null'],
    ['no reservation number', JSON.stringify({ ...written, transaction_id: undefined })],
    ['a total as text', JSON.stringify({ ...written, value: '345' })],
    ['items that are not a list', JSON.stringify({ ...written, items: {} })],
    [
      'an item of an unknown category',
      JSON.stringify({ ...written, items: [{ ...written.items[0], item_category: 'Spa' }] }),
    ],
    [
      'an item without its price',
      JSON.stringify({ ...written, items: [{ ...written.items[0], price: undefined }] }),
    ],
  ])('refuses %s', (_case, json) => {
    expect(parsePurchase(json)).toBeNull();
  });
});
