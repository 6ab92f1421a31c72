import { defineMiddleware } from 'astro:middleware';
import { securityHeaders } from './lib/security-headers.ts';

/** Security headers on every response Astro renders (static `/ClientApp/` files skip middleware). */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  const https = context.url.protocol === 'https:' || context.request.headers.get('x-forwarded-proto') === 'https';
  for (const [name, value] of Object.entries(securityHeaders({ https, frameAncestors: process.env['FRAME_ANCESTORS'] }))) {
    const existing = response.headers.get(name);
    // Astro sends the hashed script/style policy itself; ours adds the directives it leaves out.
    if (name === 'Content-Security-Policy' && existing) response.headers.set(name, `${existing.replace(/;\s*$/, '')}; ${value}`);
    else if (!existing) response.headers.set(name, value);
  }
  return response;
});
