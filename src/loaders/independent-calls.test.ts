import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Property } from '../api/contract/property.ts';
import type { PageRequest } from './page.ts';
import { loadPreCheckInPage } from './pre-check-in.ts';
import { loadStaySearch } from './stay-search.ts';

// Every API call is recorded and left unanswered, but the property's: what a loader asks for
// before any answer comes is what it asks for at once.
const { asked, property, unanswered } = vi.hoisted(() => {
  const asked: string[] = [];
  const property = { PropertyCode: 'GRANDLDN', AvailableCurrencies: ['GBP', 'EUR'] };
  const unanswered = (path: string) => {
    asked.push(path);
    return path.startsWith('Property/') ? Promise.resolve(property) : new Promise(() => {});
  };
  return { asked, property, unanswered };
});
vi.mock('./server-api.ts', () => ({
  serverApi: { get: unanswered, post: unanswered },
  serverApiIn: () => ({ get: unanswered, post: unanswered }),
}));
vi.mock('./session-user.ts', () => ({ guestApi: () => ({ get: unanswered, post: unanswered }) }));

const answersPending = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  asked.length = 0;
});

describe('loaders ask for independent data at once', () => {
  it('Rooms & Rates: the exchange rates beside the configuration', async () => {
    void loadStaySearch(
      property as unknown as Property,
      new URL('https://stayfront.example/Book/GRANDLDN/Rooms-And-Rates'),
      new Date(),
    );
    await answersPending();
    expect(asked.sort()).toEqual(['Book/Config/GRANDLDN', 'CurrencyExchangeRate']);
  });

  it('pre-check-in: the reservation beside the configuration and the countries', async () => {
    const page = {
      params: { propertyCode: 'GRANDLDN', referenceNumber: 'GL-7Q4K9P', code: 'abc' },
      url: new URL('https://stayfront.example/PreCheckIn/GRANDLDN/GL-7Q4K9P/abc'),
      response: { headers: new Headers() },
    } as unknown as PageRequest;
    void loadPreCheckInPage(page);
    await answersPending();
    expect(asked.sort()).toEqual([
      'PreCheckIn/Config/GRANDLDN',
      'PreCheckIn/Get',
      'Property/GRANDLDN',
      'StaticData/GRANDLDN/countries',
    ]);
  });
});
