import { describe, expect, it } from 'vitest';
import { parseHotelText } from './read.ts';
import { SMALL_HOTEL_YAML } from './testing/small-hotel.ts';

const TODAY = '2029-06-01';
const issuesOf = (text: string) => {
  const result = parseHotelText(text, { today: TODAY });
  return result.ok ? [] : result.issues;
};

describe('parseHotelText', () => {
  it('reads a valid file, upper-casing the hotel code', () => {
    const result = parseHotelText(SMALL_HOTEL_YAML, { today: TODAY });
    expect(result.ok && result.kind === 'hotel' && result.file.property.code).toBe('TEST1');
  });

  it('names the place and line of a wrong value', () => {
    const text = SMALL_HOTEL_YAML.replace('maximum: 2, adults: 2', 'maximum: 2, adults: 0');
    expect(issuesOf(text)).toEqual([
      { path: 'roomTypes[0].occupancy.adults', line: 30, message: 'must be at least 1' },
    ]);
  });

  it('reports every error, not only the first', () => {
    const text = SMALL_HOTEL_YAML.replace('rooms: 3', 'rooms: many').replace(
      'baseRate: 100',
      'baseRate: -5',
    );
    expect(issuesOf(text).map((issue) => `${issue.path}: ${issue.message}`)).toEqual([
      'roomTypes[0].rooms: must be a number',
      'prices[0].baseRate: must not be negative',
    ]);
  });

  it('refuses unknown fields, missing ones and misspelt lists', () => {
    const text = SMALL_HOTEL_YAML.replace('rooms: 3', 'room: 3');
    expect(issuesOf(text).map((issue) => `${issue.path}: ${issue.message}`)).toEqual([
      'roomTypes[0].rooms: is required',
      'roomTypes[0].room: is not a field here (check its spelling)',
    ]);
  });

  it('refuses unknown references, overlapping prices, past dates and other currencies', () => {
    const text = `${SMALL_HOTEL_YAML}  - { roomType: DBL, ratePlan: FLEX, from: "2030-01-31", to: "2030-02-05", baseRate: 90, baseAdults: 2 }
  - { roomType: TWN, ratePlan: FLEX, from: "2029-01-01", to: "2029-01-05", baseRate: 90, baseAdults: 2, currency: USD }
`;
    expect(issuesOf(text).map((issue) => `${issue.path}: ${issue.message}`)).toEqual([
      'prices[1].from: overlaps prices[0] (2030-01-01 to 2030-01-31) for DBL FLEX',
      'prices[2].roomType: names room type TWN, which the file does not define',
      'prices[2].currency: must be the hotel’s currency GBP; prices are entered in it',
      'prices[2].to: is in the past (today is 2029-06-01)',
    ]);
  });

  it('reports channel codes mapped to a room, rate or extra the file does not define', () => {
    const text = `${SMALL_HOTEL_YAML}extras:
  - { code: PARK, name: Parking, description: A space., charge: PerDay, price: 10 }
channelManager:
  username: cm-test1
  secretSha256: ${'a'.repeat(64)}
  roomTypes: { KING: KNG }
  ratePlans: { BAR: FLEX }
  extras: { PRK: PARK, SPA1: SPA }
  pushLogin: { username: stayfront, secretEnv: test-secret }
`;
    expect(issuesOf(text).map((issue) => `${issue.path}: ${issue.message}`)).toEqual([
      'channelManager.pushLogin.secretEnv: must be an environment variable name (A-Z, 0-9, _)',
    ]);
    expect(
      issuesOf(text.replace('secretEnv: test-secret', 'secretEnv: TEST_SECRET')).map(
        (issue) => `${issue.path}: ${issue.message}`,
      ),
    ).toEqual([
      'channelManager.roomTypes.KING: names room type KNG, which the file does not define',
      'channelManager.extras.SPA1: names extra SPA, which the file does not define',
    ]);
  });

  it('lets weekday prices share a range when their days differ', () => {
    const text = SMALL_HOTEL_YAML.replace(
      'baseRate: 100',
      'weekdays: [sun, mon, tue, wed, thu], baseRate: 100',
    ).concat(
      '  - { roomType: DBL, ratePlan: FLEX, from: "2030-01-01", to: "2030-01-31", weekdays: [fri, sat], baseRate: 120, baseAdults: 2 }\n',
    );
    expect(issuesOf(text)).toEqual([]);
  });

  it('gives the line of a YAML syntax error', () => {
    const [issue] = issuesOf('property:\n  code: [unclosed\n');
    expect(issue?.path).toBe('(file)');
    expect(issue?.line).toBeGreaterThan(0);
  });

  it('reads JSON too, with lines', () => {
    const json = '{\n  "property": {\n    "code": 5\n  }\n}';
    expect(issuesOf(json)[0]).toMatchObject({ path: 'property.code', line: 3 });
  });
});
