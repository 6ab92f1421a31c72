/**
 * Headers every page and API answer carries. Script and style sources are governed by the hashed
 * CSP `<meta>` Astro writes into each page; `frame-ancestors` only works as a header, so it is
 * sent here. Hotels that embed the engine in their own site list their origins in FRAME_ANCESTORS.
 */
export function securityHeaders(options: {
  https: boolean;
  frameAncestors?: string | undefined;
}): Record<string, string> {
  const ancestors = sanitiseAncestors(options.frameAncestors);
  const headers: Record<string, string> = {
    'Content-Security-Policy': `frame-ancestors ${ancestors}; base-uri 'self'; object-src 'none'`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
  if (ancestors === "'none'") headers['X-Frame-Options'] = 'DENY';
  else if (ancestors === "'self'") headers['X-Frame-Options'] = 'SAMEORIGIN';
  if (options.https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

// Only CSP source expressions: a value with `;` or a newline could add other directives.
function sanitiseAncestors(value: string | undefined): string {
  const sources = (value ?? '')
    .split(/[\s,;]+/)
    .filter((source) => /^('self'|'none'|https?:\/\/[a-z0-9.*-]+(:\d+)?)$/i.test(source));
  return sources.length > 0 ? sources.join(' ') : "'self'";
}
