import { createHash, timingSafeEqual } from 'node:crypto';
import { attribute, children, type XmlElement } from './xml.ts';

/** A hotel's channel-manager login: a user name and the SHA-256 (hex) of a long random secret. */
export interface OtaLogin {
  readonly username: string;
  readonly secretSha256: string;
}

export interface GivenCredentials {
  readonly username: string;
  readonly secret: string;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * HTTP Basic first, else the message's `POS/Source/RequestorID` (`ID` and `MessagePassword`), as
 * channel managers send one or the other.
 */
export function givenCredentials(
  authorization: string | null,
  body: XmlElement | undefined,
): GivenCredentials | null {
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (basic) {
    const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) return { username: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
  }
  const source = children(children(body, 'POS')[0], 'Source')[0];
  const requestor = children(source, 'RequestorID')[0];
  const username = attribute(requestor, 'ID');
  const secret = attribute(requestor, 'MessagePassword');
  return username && secret ? { username, secret } : null;
}

/**
 * Whether the credentials are the hotel's. Both the name and the secret are compared as SHA-256
 * digests with `timingSafeEqual`, so the time taken says nothing about how much of either matched
 * (or how long they are); both are always compared.
 */
export function credentialsMatch(login: OtaLogin, given: GivenCredentials | null): boolean {
  const expectedSecret = Buffer.from(login.secretSha256, 'hex');
  const givenSecret = digest(given?.secret ?? '');
  const secretOk =
    expectedSecret.length === givenSecret.length && timingSafeEqual(expectedSecret, givenSecret);
  const nameOk = timingSafeEqual(digest(login.username), digest(given?.username ?? ''));
  return given !== null && secretOk && nameOk;
}

/** The digest a hotel file holds for a secret. */
export const secretDigest = (secret: string): string => digest(secret).toString('hex');
