declare namespace App {
  interface Locals {
    /** The language this request is answered in (set by the middleware). */
    locale: import('../site/locale-paths.ts').Locale;
    /**
     * Given by the built server (`request-listener.ts`) until it has it: the reference
     * API's own `/api` listener, which it then uses for `/api` without Astro.
     */
    useApiListener?: (
      listener: (
        req: import('node:http').IncomingMessage,
        res: import('node:http').ServerResponse,
      ) => Promise<void>,
    ) => void;
  }
}
