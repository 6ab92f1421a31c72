import { analyticsPage } from './analytics-page.ts';
import { consentDefault } from './consent-mode.ts';

/**
 * GA4's recommended ecommerce events through `dataLayer` (the hotel's Tag Manager container
 * forwards them), and the Facebook pixel's Purchase. Only rooms, rates, extras and money: never a
 * name, email, phone or card, and the page only as analytics may see it (no codes or tokens).
 * Consent Mode's denied default goes first (`consent-mode.ts`); the vendor scripts still load only
 * after consent.
 */

export type AnalyticsItem = {
  item_id: string;
  item_name: string;
  item_category: 'Room' | 'Extra';
  item_variant?: string;
  price: number;
  quantity: number;
  index?: number;
};

export type EcommerceEvent =
  | 'view_item_list'
  | 'select_item'
  | 'add_to_cart'
  | 'begin_checkout'
  | 'add_payment_info'
  | 'purchase';

export type EcommerceData = {
  currency: string;
  value?: number;
  items: AnalyticsItem[];
  item_list_name?: string;
  transaction_id?: string;
  payment_type?: string;
  tax?: number;
};

/** Sends one ecommerce event (and the pixel's Purchase for a purchase). */
export function trackEcommerce(event: EcommerceEvent, data: EcommerceData): void {
  consentDefault();
  window.dataLayer ??= [];
  // GA4: clear the previous event's ecommerce object so items never leak into the next one.
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push({
    event,
    ...analyticsPage(),
    ecommerce: { ...data, value: data.value ?? sum(data.items) },
  });
  if (event === 'purchase')
    window.fbq?.('track', 'Purchase', {
      value: data.value ?? sum(data.items),
      currency: data.currency,
    });
}

const sum = (items: readonly AnalyticsItem[]) =>
  Math.round(items.reduce((total, item) => total + item.price * item.quantity, 0) * 100) / 100;
