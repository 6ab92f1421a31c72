import { promoCodeButtonState, type PromoCodeButtonState } from './search.ts';

/**
 * The promo code field. `draft` is what the field holds; `code` the code the guest added (spec §4:
 * the button shows add / entered / invalid from the code and whether its check said valid).
 */
export type PromoState = {
  draft: string;
  code: string;
  /** undefined while not checked (or when the check could not be made). */
  isValid: boolean | undefined;
  checking: boolean;
  /**
   * Text shown next to the field: for an invalid code the server's message (or "Code invalid"),
   * for a valid one what the code gives, as the server describes it; or "Enter a promo code".
   */
  message: string | undefined;
};

export type PromoAction =
  | { type: 'type'; value: string }
  | { type: 'add' }
  | { type: 'checked'; code: string; isValid: boolean; message: string | null }
  | { type: 'checkFailed'; code: string }
  | { type: 'remove' };

export const PROMO_INVALID = 'Code invalid';
export const PROMO_EMPTY = 'Enter a promo code';

/** Codes are matched without case (the deep-link reader upper-cases them too). */
export function normalisePromo(value: string): string {
  return value.trim().toUpperCase();
}

/** A code from a deep link or a stored search counts as added, not yet checked. */
export function promoFrom(code: string | undefined): PromoState {
  const value = normalisePromo(code ?? '');
  return { draft: value, code: value, isValid: undefined, checking: false, message: undefined };
}

export function promoReducer(state: PromoState, action: PromoAction): PromoState {
  switch (action.type) {
    case 'type':
      // Editing drops the old verdict: it was about another code.
      return {
        draft: action.value,
        code: '',
        isValid: undefined,
        checking: false,
        message: undefined,
      };
    case 'add': {
      const code = normalisePromo(state.draft);
      if (!code)
        return { ...state, code: '', isValid: undefined, checking: false, message: PROMO_EMPTY };
      return { draft: code, code, isValid: undefined, checking: true, message: undefined };
    }
    case 'checked':
      if (action.code !== state.code) return state; // an answer for a code since replaced
      return {
        ...state,
        isValid: action.isValid,
        checking: false,
        message: action.isValid
          ? action.message?.trim() || undefined
          : action.message?.trim() || PROMO_INVALID,
      };
    case 'checkFailed':
      return action.code === state.code ? { ...state, checking: false } : state;
    case 'remove':
      return promoFrom(undefined);
  }
}

/** The spec §4 button state. */
export function promoView(state: PromoState): PromoCodeButtonState {
  return promoCodeButtonState(state.code, state.isValid);
}

/** A code typed but not added yet, or added and never checked: the search checks it first. */
export function promoNeedsCheck(state: PromoState): boolean {
  const draft = normalisePromo(state.draft);
  return draft !== '' && (draft !== state.code || (state.isValid === undefined && !state.checking));
}

/** The code a search carries: an added code that was not refused. */
export function promoToSearch(state: PromoState): string | undefined {
  return state.code && state.isValid !== false ? state.code : undefined;
}
