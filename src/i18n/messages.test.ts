import { expect, it } from 'vitest';
import { t } from './messages.ts';

it('keeps the spec texts guests see', () => {
  expect(t('user.loginErrorMessage')).toBe(
    'Failed to login, please check your email address and password',
  );
  expect(t('validation.email')).toBe('A valid email address is required');
});

it('fills placeholders and leaves unknown ones visible', () => {
  expect(t('user.loginSuccessMessage', { firstName: 'Ada' })).toBe('Welcome back, Ada');
  expect(t('user.loginSuccessMessage')).toBe('Welcome back, {firstName}');
});
