import { describe, expect, it } from 'vitest';
import { canCancel } from './cancellation.ts';

describe('canCancel (spec §5)', () => {
  const changedMind = { Id: 1 };
  const other = { Id: 9, RequiresComment: true };
  it.each([
    ['allowed, no reason required', true, { reasonRequired: false }, true],
    ['not allowed', false, { reasonRequired: false, reason: changedMind }, false],
    ['reason required and missing', true, { reasonRequired: true, reason: null }, false],
    ['reason required and given', true, { reasonRequired: true, reason: changedMind }, true],
    [
      'a reason that asks for words, without them',
      true,
      { reasonRequired: true, reason: other, comment: ' ' },
      false,
    ],
    [
      'a reason that asks for words, with them',
      true,
      { reasonRequired: true, reason: other, comment: 'Flight cancelled' },
      true,
    ],
  ])('%s', (_label, canBeCancelled, form, can) => {
    expect(canCancel({ CanBeCancelled: canBeCancelled }, form)).toBe(can);
  });
});
