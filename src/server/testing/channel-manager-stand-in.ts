import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRateLimiter } from '../auth/rate-limit.ts';
import { answerOta } from '../ota/http.ts';
import { createLoginThrottle } from '../ota/login-throttle.ts';
import { parseOtaXml, type XmlElement } from '../ota/xml.ts';
import type { ReferenceApi } from '../runtime.ts';

const SUCCESS_RS = new URL('../ota/fixtures/hotel-res-notif-rs.xml', import.meta.url);

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));
const bodyOf = (request: NodeJS.ReadableStream) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

/**
 * The site's `POST /ota/<message>` on a local port, answered as the route answers it (limits, login
 * throttle, nights forgotten once applied), so a stand-in talks to it over real HTTP.
 */
export async function startOtaSite(
  api: ReferenceApi,
  now: () => Date = () => new Date(),
): Promise<{ url: string; close(): Promise<void> }> {
  const input = {
    db: api.database.db,
    limiter: createRateLimiter(),
    logins: createLoginThrottle(),
    now,
    onApplied: () => api.nightsChanged(),
  };
  const server = createServer((request, response) => {
    void bodyOf(request).then(async (body) => {
      const message = /^\/ota\/([A-Za-z_]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const answer = await answerOta(
        input,
        message,
        new Request(`http://127.0.0.1${request.url}`, {
          method: request.method ?? 'POST',
          headers: Object.entries(request.headers).flatMap(([name, value]) =>
            typeof value === 'string' ? [[name, value] as [string, string]] : [],
          ),
          ...(request.method === 'POST' ? { body } : {}),
        }),
        request.socket.remoteAddress ?? 'unknown',
      );
      response.writeHead(answer.status, Object.fromEntries(answer.headers));
      response.end(await answer.text());
    });
  });
  return { url: await listen(server), close: () => close(server) };
}

export interface Pushed {
  readonly body: string;
  readonly authorization: string | undefined;
}

/**
 * A channel manager as the site meets it: it sends notifications and pulls reservations with its
 * login over HTTP, and takes pushed `OTA_HotelResNotifRQ` at `pushUrl`, answering
 * `OTA_HotelResNotifRS` with `Success` (the fixture written from Booking.com's reference).
 */
export async function startChannelManagerStandIn(login: {
  readonly username: string;
  readonly secret: string;
}) {
  const pushes: Pushed[] = [];
  const success = await readFile(SUCCESS_RS, 'utf8');
  const server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      pushes.push({ body, authorization: request.headers.authorization });
      response.writeHead(200, { 'content-type': 'application/xml' }).end(success);
    });
  });
  const url = await listen(server);
  const basic = `Basic ${Buffer.from(`${login.username}:${login.secret}`).toString('base64')}`;
  return {
    pushUrl: `${url}/reservations`,
    pushes,
    /** POSTs one message to the site, signed in by HTTP Basic unless the message carries a POS. */
    async send(site: string, message: string, xml: string) {
      const response = await fetch(`${site}/ota/${message}`, {
        method: 'POST',
        headers: {
          'content-type': 'text/xml',
          ...(xml.includes('<RequestorID') ? {} : { authorization: basic }),
        },
        body: xml,
      });
      const text = await response.text();
      const parsed = parseOtaXml(text);
      return { status: response.status, text, root: parsed.ok ? parsed.root : undefined };
    },
    close: () => close(server),
  };
}

/** Every element path in a message (`Root/Child/…`), as a set: its shape, values aside. */
export function elementPaths(xml: string): Set<string> {
  const parsed = parseOtaXml(xml);
  if (!parsed.ok) throw new Error(parsed.message);
  const paths = new Set<string>();
  const walk = (element: XmlElement, at: string) => {
    for (const [name, value] of Object.entries(element)) {
      if (!Array.isArray(value)) continue;
      paths.add(`${at}/${name}`);
      for (const child of value as unknown[])
        if (typeof child === 'object' && child !== null) walk(child as XmlElement, `${at}/${name}`);
    }
  };
  walk(parsed.body, parsed.root);
  return paths;
}
