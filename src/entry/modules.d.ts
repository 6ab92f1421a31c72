// The parts of untyped dependencies the server entry uses.
declare module 'send' {
  import type { IncomingMessage } from 'node:http';
  import type { Stream } from 'node:stream';
  interface SendOptions {
    root?: string;
    dotfiles?: 'allow' | 'deny' | 'ignore';
    maxAge?: string | number;
    immutable?: boolean;
  }
  export default function send(req: IncomingMessage, path: string, options?: SendOptions): Stream;
}

declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  interface CompressionOptions {
    brotli?: { params?: Record<number, number> };
  }
  export default function compression(
    options?: CompressionOptions,
  ): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}
