import { defineMiddleware } from 'astro:middleware';
import { consentInCookies } from './domain/shared/consent.ts';
import { carriesCredential } from './site/analytics-path.ts';
import { acceptsBrotli, brotliPageResponse } from './serving/compressed-page.ts';
import { ALLOWED_METHODS, METHOD_NOT_ALLOWED } from './serving/http-methods.mjs';
import { pageTtlMs, sitePages as pages, type CachedPage } from './serving/page-cache.ts';
import { inLocale, localeOfRequest, renderingIn } from './site/locale-request.ts';
import { responseBytes, responseOfBytes } from './serving/response-bytes.ts';
import {
  isServedHost,
  securityHeaderList,
  servedOverHttps,
  UNKNOWN_HOST_MESSAGE,
} from './serving/served-request.ts';

function respond(page: CachedPage): Response {
  const response = responseOfBytes(page.body, { status: page.status, headers: page.headers });
  response.headers.set('X-Page-Cache', 'hit');
  return response;
}

/** A shareable page compressed once for every browser that takes Brotli (see `brotliPageResponse`). */
function compressedOr(
  request: Request,
  page: CachedPage,
  cache: 'hit' | 'miss',
  plain: () => Response,
) {
  if (!acceptsBrotli(request.headers.get('accept-encoding'))) return plain();
  return brotliPageResponse(page, cache).catch(plain);
}

/**
 * Security headers on every response Astro renders (static `/ClientApp/` files skip middleware),
 * and a few seconds' reuse of anonymous search and results pages (see `createPageCache`).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  if (!ALLOWED_METHODS.has(context.request.method)) {
    return new Response(METHOD_NOT_ALLOWED.text, {
      status: 405,
      headers: METHOD_NOT_ALLOWED.headers,
    });
  }
  // A request for another host could put that host into cached pages; refuse it before anything runs.
  if (!isServedHost(context.request.headers.get('host'))) {
    return new Response(UNKNOWN_HOST_MESSAGE, {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  // `/de/Book/…` is `/Book/…` rendered in German; `?lang=de` and `/` (by Accept-Language) lead there.
  const asked = localeOfRequest(context.url, context.request.headers);
  if (asked.redirect) return context.redirect(asked.redirect, 302);
  const { locale, path } = asked;
  context.locals.locale = locale;
  const ttl = pageTtlMs(context.request, new URL(path + context.url.search, context.url));
  // Pages differ by whether the guest has made the cookie choice (the banner is in the HTML or not).
  const chosen = consentInCookies(context.request.headers.get('cookie')) !== 'unknown';
  const key = `${locale}:${path.toUpperCase()}${context.url.search}#${chosen ? 'chosen' : 'ask'}`;
  const cached = ttl > 0 ? pages.get(key) : undefined;
  if (cached) return compressedOr(context.request, cached, 'hit', () => respond(cached));

  const rendered = await renderingIn(locale, () =>
    path === context.url.pathname ? next() : next(path + context.url.search),
  );
  const response = await inLocale(rendered, locale);
  if (asked.byAcceptLanguage) response.headers.append('Vary', 'Accept-Language');
  const https = servedOverHttps(
    context.url.protocol === 'https:',
    context.request.headers.get('x-forwarded-proto'),
  );
  for (const [name, value] of securityHeaderList(https)) {
    const existing = response.headers.get(name);
    // Astro sends the hashed script/style policy itself; ours adds the directives it leaves out.
    if (name === 'Content-Security-Policy' && existing)
      response.headers.set(name, `${existing.replace(/;\s*$/, '')}; ${value}`);
    else if (!existing) response.headers.set(name, value);
  }
  // The next page's scripts (the pixel among them) read where the guest came from: only our origin.
  if (carriesCredential(context.url.pathname + context.url.search))
    response.headers.set('Referrer-Policy', 'strict-origin');
  const shareable =
    ttl > 0 &&
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    !/private|no-store/.test(response.headers.get('cache-control') ?? '');
  if (!shareable) return response;
  const bytes = responseBytes(response);
  const body = bytes ?? new Uint8Array(await response.arrayBuffer());
  const page = { status: response.status, headers: [...response.headers], body };
  pages.set(key, page, ttl);
  // A body read here is gone from `response`: the page goes out as a new Response of the same bytes.
  return compressedOr(context.request, page, 'miss', () =>
    bytes ? response : responseOfBytes(body, response),
  );
});
