import { describe, expect, it } from 'vitest';
import { credentialsMatch, givenCredentials, secretDigest } from './credentials.ts';
import { parseOtaXml } from './xml.ts';

const login = { username: 'cm-test1', secretSha256: secretDigest('s3cret-long-random') };
const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;
const body = (pos: string) => {
  const parsed = parseOtaXml(`<OTA_HotelAvailNotifRQ>${pos}</OTA_HotelAvailNotifRQ>`);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.body;
};
const requestor = (id: string, password: string) =>
  body(`<POS><Source><RequestorID ID="${id}" MessagePassword="${password}"/></Source></POS>`);

describe('OTA credentials', () => {
  it.each([
    ['HTTP Basic', basic('cm-test1:s3cret-long-random'), body(''), true],
    [
      'a secret with a colon in it is kept whole',
      basic('cm-test1:s3cret-long-random:'),
      body(''),
      false,
    ],
    ['a wrong secret', basic('cm-test1:s3cret-long-randoM'), body(''), false],
    ['a wrong user name', basic('cm-test2:s3cret-long-random'), body(''), false],
    ['RequestorID with MessagePassword', null, requestor('cm-test1', 's3cret-long-random'), true],
    ['RequestorID with a wrong password', null, requestor('cm-test1', 'guess'), false],
    [
      'Basic wins over RequestorID',
      basic('cm-test1:wrong'),
      requestor('cm-test1', 's3cret-long-random'),
      false,
    ],
    ['no credentials', null, body(''), false],
    [
      'a malformed Basic header falls back to RequestorID',
      'Basic !!',
      requestor('cm-test1', 's3cret-long-random'),
      true,
    ],
    ['an empty secret', basic('cm-test1:'), body(''), false],
  ])('%s', (_label, header, parsed, ok) => {
    expect(credentialsMatch(login, givenCredentials(header, parsed))).toBe(ok);
  });
});
