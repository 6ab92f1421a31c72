import { isApiError, orNullWhenMissing } from '../api/api-error.ts';
import {
  GroupSearchResultSchema,
  type GroupPropertyResult,
  type GroupSearchResult,
} from '../api/contract/group-search.ts';
import { PropertyGroupSchema, type PropertyGroup } from '../api/contract/property-group.ts';
import { earliestToday } from '../domain/shared/clock.ts';
import type { SearchQuery } from '../domain/search/search-query.ts';
import { parseGroupSearchQuery } from '../site/parse-search-query.ts';
import { toSearchParams } from '../site/search-query.ts';
import * as urls from '../site/urls.ts';
import { localeOf, notFound, type NotFound, type PageRequest } from './page.ts';
import { serverApi } from './server-api.ts';

export type GroupLine = GroupPropertyResult & { readonly url: string };

export type GroupPage =
  | NotFound
  | {
      readonly kind: 'page';
      readonly group: PropertyGroup;
      readonly query: SearchQuery;
      readonly areaId: number | null;
      readonly roomCount: number;
      /** The first date the form offers (this server's clock, UTC). */
      readonly today: string;
      readonly result:
        (Omit<GroupSearchResult, 'Properties'> & { readonly lines: readonly GroupLine[] }) | null;
      /** Why the search could not run (bad dates and the like), per the API's messages. */
      readonly problem: string | null;
    };

/**
 * The group search page (spec §2 /BookGroup/{code}): the group, and when the URL carries a search
 * (the plain form's GET or a deep link) its results, rendered on the server. Each line links to the
 * property's Rooms & Rates with the same search.
 */
export async function loadGroupPage(
  page: {
    readonly params: { groupCode?: string | undefined };
    readonly url: URL;
    readonly response: { status?: number | undefined };
    readonly locals?: PageRequest['locals'];
  },
  now: Date,
): Promise<GroupPage> {
  const code = page.params.groupCode;
  const group = code
    ? await orNullWhenMissing(
        serverApi.get(`PropertyGroup/${encodeURIComponent(code)}`, PropertyGroupSchema),
      )
    : null;
  if (!group) return notFound(page);
  const query = parseGroupSearchQuery(page.url.searchParams, {
    adults: 2,
    children: 0,
    infants: 0,
  });
  const area = Number(page.url.searchParams.get('area') ?? '');
  const areaId =
    group.UseAreaSearch && group.Areas.some((candidate) => candidate.Id === area) ? area : null;
  const base = {
    kind: 'page',
    group,
    query,
    areaId,
    roomCount: query.rooms.length,
    // The first night any member can still sell (UTC's date is tomorrow in New York's evening).
    today: earliestToday(
      now,
      group.Properties.map((member) => member.TimeZone),
    ),
  } as const;
  if (!query.arrive || !query.depart) return { ...base, result: null, problem: null };
  try {
    const result = await serverApi.post(
      'Availability/SearchPropertyGroup',
      {
        PropertyGroupId: group.PropertyGroupCode,
        DateFrom: query.arrive,
        DateTo: query.depart,
        Rooms: query.rooms.map((room) => ({
          NumberOfAdults: room.adults,
          NumberOfChildren: room.children,
          NumberOfInfants: room.infants,
        })),
        PromoCode: group.HidePromoCodeOnLandingPage ? null : (query.promo ?? null),
        AreaId: areaId,
      },
      GroupSearchResultSchema,
    );
    const search = {
      arrive: query.arrive,
      depart: query.depart,
      rooms: query.rooms,
      promo: query.promo,
    };
    // A hotel that charges in another currency shows its prices in the one the group's were shown in.
    const lines = result.Properties.map((line) => ({
      ...line,
      url: `${urls.localised(localeOf(page), urls.roomsAndRates(line.PropertyCode))}?${toSearchParams(
        line.Currency === result.DisplayCurrency
          ? search
          : { ...search, currency: result.DisplayCurrency },
      ).toString()}`,
    }));
    return { ...base, result: { ...result, lines }, problem: null };
  } catch (error) {
    if (isApiError(error) && error.status === 400) {
      page.response.status = 400;
      return { ...base, result: null, problem: error.message };
    }
    throw error;
  }
}
