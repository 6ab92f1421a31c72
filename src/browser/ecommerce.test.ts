import { beforeEach, describe, expect, it } from 'vitest';
import { consentDefault, consentUpdate } from './consent-mode.ts';
import { trackEcommerce } from './ecommerce.ts';

// The browser globals the module uses, on a plain object (the unit tests run in Node).
const fakeWindow = globalThis as unknown as {
  window: {
    dataLayer?: unknown[];
    fbq?: (...args: unknown[]) => void;
    location: { origin: string };
  };
  document: { querySelector: () => { dataset: Record<string, string> } };
};
let pixel: unknown[][];
// The page as the server wrote it on the cookie banner.
let bannerPage: string;
beforeEach(() => {
  pixel = [];
  bannerPage = '/Book/X/Checkout';
  fakeWindow.window = {
    fbq: (...args: unknown[]) => void pixel.push(args),
    location: { origin: 'https://h.example' },
  };
  fakeWindow.document = { querySelector: () => ({ dataset: { page: bannerPage } }) };
});
const layer = () =>
  (fakeWindow.window.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]'
      ? Array.from(entry as ArrayLike<unknown>)
      : entry,
  );

describe('ecommerce events', () => {
  const room = {
    item_id: 'room-1',
    item_name: 'Classic Double',
    item_category: 'Room' as const,
    price: 225,
    quantity: 1,
  };

  it('puts Consent Mode\u2019s denied default first, once, before any event', () => {
    trackEcommerce('view_item_list', { currency: 'GBP', items: [room] });
    consentDefault();
    trackEcommerce('select_item', { currency: 'GBP', items: [room] });
    const entries = layer();
    expect(entries[0]).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        wait_for_update: 500,
      },
    ]);
    expect(entries.filter((entry) => Array.isArray(entry) && entry[1] === 'default')).toHaveLength(
      1,
    );
  });

  it('clears the last ecommerce object before each event and works the value out from the items', () => {
    trackEcommerce('add_to_cart', {
      currency: 'GBP',
      items: [
        room,
        { ...room, item_id: 'extra-2', item_name: 'Parking', item_category: 'Extra', price: 90 },
      ],
    });
    const [cleared, event] = layer().slice(-2) as [
      unknown,
      { event: string; ecommerce: { currency: string; value: number } },
    ];
    expect(cleared).toEqual({ ecommerce: null });
    expect(event.event).toBe('add_to_cart');
    expect(event.ecommerce).toMatchObject({ currency: 'GBP', value: 315 });
    expect(pixel).toEqual([]);
  });

  it('names the page each event was sent from as the server wrote it, without codes or tokens', () => {
    bannerPage = '/Book/X/Confirmation/redacted';
    trackEcommerce('purchase', { currency: 'GBP', transaction_id: 'GL-1', items: [room] });
    expect(layer().at(-1)).toMatchObject({
      event: 'purchase',
      page_location: 'https://h.example/Book/X/Confirmation/redacted',
      page_path: '/Book/X/Confirmation/redacted',
    });
  });

  it('sends the Facebook pixel\u2019s Purchase with the purchase', () => {
    trackEcommerce('purchase', {
      currency: 'NGN',
      value: 185000,
      transaction_id: 'LB-1',
      items: [room],
    });
    expect(pixel).toEqual([['track', 'Purchase', { value: 185000, currency: 'NGN' }]]);
  });

  it('turns the cookie banner\u2019s answer into a Consent Mode update', () => {
    consentUpdate(true);
    consentUpdate(false);
    const updates = layer().filter(
      (entry) => Array.isArray(entry) && entry[1] === 'update',
    ) as unknown[][];
    expect(
      updates.map((entry) => (entry[2] as Record<string, string>)['analytics_storage']),
    ).toEqual(['granted', 'denied']);
  });
});
