import { hasShape } from '../domain/shared/shape.ts';
import { trackEcommerce, type AnalyticsItem, type EcommerceData } from './ecommerce.ts';

type Purchase = EcommerceData & { transaction_id: string };

const PURCHASE = {
  transaction_id: 'string',
  currency: 'string',
  value: 'number',
  items: 'array',
} as const;
const ITEM = {
  item_id: 'string',
  item_name: 'string',
  price: 'number',
  quantity: 'number',
} as const;

const isItem = (item: unknown): item is AnalyticsItem =>
  hasShape(item, ITEM) && (item['item_category'] === 'Room' || item['item_category'] === 'Extra');

/**
 * The purchase the confirmation page writes into its HTML (`purchaseAnalytics`), read back; null
 * when the text is not JSON of that shape.
 */
export function parsePurchase(json: string): Purchase | null {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  if (!hasShape(data, PURCHASE) || !data.items.every(isItem)) return null;
  const { transaction_id, currency, value, items } = data;
  const tax = data['tax'];
  return typeof tax === 'number'
    ? { transaction_id, currency, value, tax, items }
    : { transaction_id, currency, value, items };
}

/**
 * The confirmation page's purchase, sent once per reservation in this browser: a reload or a
 * return to the page does not count the booking again.
 */
export function trackPurchaseOnce(json: string): void {
  const data = parsePurchase(json);
  if (!data?.transaction_id) return;
  const key = `stayfront.purchase.${data.transaction_id}`;
  try {
    if (localStorage.getItem(key)) return;
    localStorage.setItem(key, '1');
  } catch {
    // Storage blocked: send it; a reload may count it again.
  }
  trackEcommerce('purchase', data);
}
