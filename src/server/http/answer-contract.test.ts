import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { AnswerContractError, checkAnswerContract } from './answer-contract.ts';
import { defineRoute } from './route.ts';

const route = defineRoute({
  method: 'GET',
  path: '/Thing',
  summary: 'A thing.',
  tag: 'Test',
  response: v.object({
    Name: v.string(),
    Rooms: v.array(v.object({ Code: v.string(), Note: v.optional(v.nullable(v.string()), null) })),
  }),
  handle: () => ({ Name: 'x', Rooms: [] }),
});

describe('checkAnswerContract', () => {
  it.each([
    ['an exact answer', { Name: 'Grand', Rooms: [{ Code: 'DBL', Note: null }] }, null],
    ['a wrong type', { Name: 5, Rooms: [] }, 'Name'],
    ['a key the contract does not name', { Name: 'Grand', Rooms: [], Secret: 'x' }, 'Secret'],
    [
      'a nested unnamed key',
      { Name: 'Grand', Rooms: [{ Code: 'DBL', Note: null, Cost: 1 }] },
      'Rooms[0].Cost',
    ],
    [
      'a default the contract fills in',
      { Name: 'Grand', Rooms: [{ Code: 'DBL' }] },
      'Rooms[0].Note',
    ],
  ])('%s', (_case, body, path) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    if (path === null) expect(() => checkAnswerContract(route, body)).not.toThrow();
    else {
      expect(() => checkAnswerContract(route, body)).toThrow(AnswerContractError);
      expect(log).toHaveBeenCalledWith(expect.stringContaining(`at ${path}`));
    }
    log.mockRestore();
  });

  it('says nothing of the values, which may be a guest’s', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      checkAnswerContract(route, { Name: 'Ada Lovelace', Rooms: 'ada@example.com' }),
    ).toThrow();
    expect(String(log.mock.calls[0]?.[0])).not.toMatch(/Ada|example\.com/);
    log.mockRestore();
  });
});
