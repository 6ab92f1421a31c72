import { consentCookie } from '../domain/shared/consent.ts';
import { localPath } from '../site/local-path.ts';

/**
 * The cookie banner's form posted without JavaScript: remember the choice and go back to the page
 * the guest was on (which the server then renders without the banner). That page is the form's
 * referrer (sent for same-origin posts under our `Referrer-Policy`), or the `return` field of a page
 * that sends only its origin as the referrer; only a path of this site is used, so the answer
 * never sends the guest to another site.
 */
export async function answerCookieChoice(request: Request): Promise<Response> {
  const form = await request.formData().catch(() => null);
  const choice = form?.get('choice') === 'accepted' ? 'accepted' : 'declined';
  const https = new URL(request.url).protocol === 'https:';
  return new Response(null, {
    status: 303,
    headers: {
      Location: localPath(returnPath(form) ?? pathOf(request.headers.get('referer')), '/'),
      'Set-Cookie': consentCookie(choice, https),
      'Cache-Control': 'no-store',
    },
  });
}

/** The page a banner names when its referrer is only our origin (a page whose address holds a code). */
function returnPath(form: FormData | null): string | null {
  const value = form?.get('return');
  return typeof value === 'string' ? value : null;
}

function pathOf(url: string | null): string | null {
  if (!url || !URL.canParse(url)) return null;
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}
