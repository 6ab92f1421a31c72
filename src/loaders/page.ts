import type { Property } from '../api/contract/property.ts';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale.ts';
import { loadProperty } from './property.ts';
import type { PageContext } from './session-user.ts';

/**
 * What a page hands its loader: Astro's global has all of it (`loadXPage(Astro)`). The loader
 * reads the route's parameters and the URL, and sets the answer's status and caching headers.
 */
export interface PageRequest extends PageContext {
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly url: URL;
  readonly response: { status?: number | undefined; readonly headers: Headers };
}

/** The language a loader writes its own texts in. */
export const localeOf = (page: Pick<PageRequest, 'locals'>): Locale =>
  page.locals?.locale ?? DEFAULT_LOCALE;

/** The page does not exist: it renders the not-found page (the status is already 404). */
export type NotFound = { readonly kind: 'notFound' };

/** The page sends the guest elsewhere (`Astro.redirect(location, status)`). */
export type Redirect = {
  readonly kind: 'redirect';
  readonly location: string;
  readonly status: 302 | 303;
};

/** The page answers with a response the loader made (a redirect that keeps cookies the API set). */
export type Answer = { readonly kind: 'answer'; readonly response: Response };

/** Answers 404: the one place a loader decides that a page does not exist. */
export function notFound(page: { readonly response: { status?: number | undefined } }): NotFound {
  page.response.status = 404;
  return { kind: 'notFound' };
}

export const redirect = (location: string, status: 302 | 303 = 303): Redirect => ({
  kind: 'redirect',
  location,
  status,
});

/** A guest's booking or details: the answer is never kept by a shared or browser cache. */
export function privatePage(page: Pick<PageRequest, 'response'>): void {
  page.response.headers.set('Cache-Control', 'private, no-store');
}

/**
 * Loads the page's property (`params.propertyCode`, matched without case by the API) and then the
 * rest of the page with it; an unknown property is the not-found page, whatever the route.
 */
export async function withProperty<T>(
  page: PageRequest,
  load: (property: Property) => Promise<T> | T,
): Promise<T | NotFound> {
  // In the page's language: the hotel's guest labels where it translated them.
  const property = await loadProperty(page.params['propertyCode'], localeOf(page));
  return property ? load(property) : notFound(page);
}

/** A page that needs nothing but its property. */
export const loadPropertyPage = (page: PageRequest) =>
  withProperty(page, (property) => ({ kind: 'page', property }) as const);
