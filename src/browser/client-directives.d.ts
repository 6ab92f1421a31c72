// The project's own client directives (after-load-directive.ts and after-paint-directive.ts,
// registered in astro.config.mjs).
declare module 'astro' {
  interface AstroClientDirectives {
    'client:afterload'?: boolean;
    'client:afterpaint'?: boolean;
  }
}
export {};
