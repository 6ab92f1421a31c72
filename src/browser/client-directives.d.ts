// The project's own client directives (later-directive.ts, registered in astro.config.mjs).
declare module 'astro' {
  interface AstroClientDirectives {
    'client:afterload'?: boolean;
  }
}
export {};
