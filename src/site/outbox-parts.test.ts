import { describe, expect, it } from 'vitest';
import { outboxParts } from './outbox-parts.ts';

describe('outboxParts', () => {
  it('finds the links in an email so they can be clicked', () => {
    expect(
      outboxParts(
        'Confirm here:\nhttp://127.0.0.1:4321/Account/ConfirmEmail/GRANDLDN?token=abc_-1\n\nThanks',
      ),
    ).toEqual([
      { text: 'Confirm here:\n', link: false },
      { text: 'http://127.0.0.1:4321/Account/ConfirmEmail/GRANDLDN?token=abc_-1', link: true },
      { text: '\n\nThanks', link: false },
    ]);
  });

  it('leaves text without links and other schemes alone', () => {
    expect(outboxParts('javascript:alert(1) and mailto:a@b.com')).toEqual([
      { text: 'javascript:alert(1) and mailto:a@b.com', link: false },
    ]);
    expect(outboxParts('')).toEqual([]);
  });
});
