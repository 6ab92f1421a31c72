// The project's own client directive (after-load-directive.ts, registered in astro.config.mjs).
declare module 'astro' {
  interface AstroClientDirectives {
    'client:afterload'?: boolean;
  }
}
export {};
