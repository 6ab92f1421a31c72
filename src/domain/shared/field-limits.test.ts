import { describe, expect, it } from 'vitest';
import { tooLongError, tooLongMessage } from './field-limits.ts';

describe('tooLongError', () => {
  it.each([
    ['First name', 'Ada', 50, undefined],
    ['First name', 'A'.repeat(50), 50, undefined],
    ['First name', `  ${'A'.repeat(50)}  `, 50, undefined],
    ['First name', 'A'.repeat(51), 50, 'First name: at most 50 characters'],
    ['Post code', 'SW1Y 4LB SW1Y 4LB SW1Y', 20, 'Post code: at most 20 characters'],
  ])('%s %j (max %i) → %s', (label, value, max, message) => {
    expect(tooLongError(label, value, max)).toBe(message);
  });

  it('names the field and its limit', () => {
    expect(tooLongMessage('Last name', 100)).toBe('Last name: at most 100 characters');
  });
});
