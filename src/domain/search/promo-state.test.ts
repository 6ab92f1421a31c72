import { describe, expect, it } from 'vitest';
import {
  promoFrom,
  promoNeedsCheck,
  promoReducer,
  promoToSearch,
  promoView,
  type PromoAction,
  type PromoState,
} from './promo-state.ts';

const run = (actions: PromoAction[], start: PromoState = promoFrom(undefined)) =>
  actions.reduce(promoReducer, start);

describe('promo code states (spec §4)', () => {
  it('starts as "add"', () => {
    expect(promoView(promoFrom(undefined))).toBe('add');
  });

  it('is "entered" once added, while checking and after a valid answer', () => {
    const checking = run([{ type: 'type', value: ' winter10 ' }, { type: 'add' }]);
    expect(checking).toMatchObject({ code: 'WINTER10', draft: 'WINTER10', checking: true });
    expect(promoView(checking)).toBe('entered');
    const valid = promoReducer(checking, {
      type: 'checked',
      code: 'WINTER10',
      isValid: true,
      message: null,
    });
    expect(promoView(valid)).toBe('entered');
    expect(valid.message).toBeUndefined();
    expect(promoToSearch(valid)).toBe('WINTER10');
    const described = promoReducer(checking, {
      type: 'checked',
      code: 'WINTER10',
      isValid: true,
      message: 'Winter Escape: 10% off.',
    });
    expect(described.message).toBe('Winter Escape: 10% off.');
  });

  it('is "invalid" with the server message, or "Code invalid" without one', () => {
    const added = run([{ type: 'type', value: 'NOPE' }, { type: 'add' }]);
    const withText = promoReducer(added, {
      type: 'checked',
      code: 'NOPE',
      isValid: false,
      message: 'Not valid for these dates',
    });
    expect(promoView(withText)).toBe('invalid');
    expect(withText.message).toBe('Not valid for these dates');
    expect(
      promoReducer(added, { type: 'checked', code: 'NOPE', isValid: false, message: null }).message,
    ).toBe('Code invalid');
    expect(promoToSearch(withText)).toBeUndefined();
  });

  it('asks for a code when "add" is pressed on an empty field', () => {
    const state = run([{ type: 'type', value: '  ' }, { type: 'add' }]);
    expect(promoView(state)).toBe('add');
    expect(state.message).toBe('Enter a promo code');
    expect(state.checking).toBe(false);
  });

  it('goes back to "add" when the guest edits or removes the code', () => {
    const invalid = run([
      { type: 'type', value: 'NOPE' },
      { type: 'add' },
      { type: 'checked', code: 'NOPE', isValid: false, message: null },
    ]);
    expect(promoView(promoReducer(invalid, { type: 'type', value: 'NOP' }))).toBe('add');
    expect(promoReducer(invalid, { type: 'remove' })).toEqual(promoFrom(undefined));
  });

  it('ignores an answer about a code that was since replaced', () => {
    const state = run([
      { type: 'type', value: 'OLD' },
      { type: 'add' },
      { type: 'type', value: 'NEW' },
      { type: 'add' },
    ]);
    expect(
      promoReducer(state, { type: 'checked', code: 'OLD', isValid: false, message: null }),
    ).toBe(state);
  });

  it('keeps an unchecked code when the check could not be made', () => {
    const state = run([
      { type: 'type', value: 'WINTER10' },
      { type: 'add' },
      { type: 'checkFailed', code: 'WINTER10' },
    ]);
    expect(promoView(state)).toBe('entered');
    expect(promoToSearch(state)).toBe('WINTER10');
  });
});

describe('promoNeedsCheck', () => {
  it.each([
    ['nothing typed', promoFrom(undefined), false],
    ['typed, not added', run([{ type: 'type', value: 'WINTER10' }]), true],
    ['from a deep link', promoFrom('winter10'), true],
    ['being checked', run([{ type: 'type', value: 'A' }, { type: 'add' }]), false],
    [
      'checked valid',
      run([
        { type: 'type', value: 'A' },
        { type: 'add' },
        { type: 'checked', code: 'A', isValid: true, message: null },
      ]),
      false,
    ],
    [
      'checked invalid',
      run([
        { type: 'type', value: 'A' },
        { type: 'add' },
        { type: 'checked', code: 'A', isValid: false, message: null },
      ]),
      false,
    ],
  ])('%s → %s', (_name, state, expected) => {
    expect(promoNeedsCheck(state)).toBe(expected);
  });
});
