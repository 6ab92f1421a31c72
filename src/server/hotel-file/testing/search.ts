import { call, postJson } from '../../testing/fixtures.ts';

interface SearchAnswer {
  RoomTypes: {
    RoomType: { RoomTypeCode: string; Name: string };
    Rates: { RatePlanCode: string; BaseRate: number }[];
  }[];
}

/** Stay base rates by `ROOM/PLAN` for two adults, as the API answers a search. */
export async function searchRates(
  api: { fetch(request: Request): Response | Promise<Response> },
  property: string,
  from: string,
  to: string,
): Promise<Record<string, number>> {
  const answer = await call(
    api,
    '/api/Availability/Search',
    postJson({ PropertyId: property, DateFrom: from, DateTo: to, Rooms: [{ NumberOfAdults: 2 }] }),
  );
  if (answer.status !== 200)
    throw new Error(`Search answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const rates: Record<string, number> = {};
  for (const offer of (answer.body as SearchAnswer).RoomTypes)
    for (const rate of offer.Rates)
      rates[`${offer.RoomType.RoomTypeCode}/${rate.RatePlanCode}`] = rate.BaseRate;
  return rates;
}

/** The rates a stay search offers and its message, for restriction tests. */
export async function searchOutcome(
  api: { fetch(request: Request): Response | Promise<Response> },
  property: string,
  from: string,
  to: string,
): Promise<{ rates: string[]; message: string | null }> {
  const answer = await call(
    api,
    '/api/Availability/Search',
    postJson({ PropertyId: property, DateFrom: from, DateTo: to, Rooms: [{ NumberOfAdults: 2 }] }),
  );
  if (answer.status !== 200)
    throw new Error(`Search answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const body = answer.body as SearchAnswer & { Message: string | null };
  return {
    rates: body.RoomTypes.flatMap((offer) =>
      offer.Rates.map((rate) => `${offer.RoomType.RoomTypeCode}/${rate.RatePlanCode}`),
    ),
    message: body.Message,
  };
}
