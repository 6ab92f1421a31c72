import { cleanStores, keepMount } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import {
  $isLoggedIn,
  $loginDialogOpen,
  $user,
  closeLoginDialog,
  login,
  logout,
  openLoginDialog,
  setUser,
  type SessionUser,
} from './session.ts';

const alex: SessionUser = {
  Firstname: 'Alex',
  Lastname: 'Morgan',
  Telephone: '+447700900123',
  EmailAddress: 'guest@example.com',
  ReceiveBrandOffers: true,
  CanChoosePaymentMethod: true,
  CreditCards: [
    {
      CreditCardId: 1,
      CardType: { Id: 1, Name: 'Visa' },
      NameOnCard: 'Alex Morgan',
      Last4: '4242',
      ExpiryMonth: 12,
      ExpiryYear: 2029,
    },
  ],
};

afterEach(() => {
  cleanStores($user, $isLoggedIn, $loginDialogOpen);
  $user.set(null);
  $loginDialogOpen.set(false);
});

describe('session store (spec §4)', () => {
  it('login sets the user and closes the login dialog', () => {
    keepMount($isLoggedIn);
    openLoginDialog();
    expect($loginDialogOpen.get()).toBe(true);
    login(alex);
    expect($user.get()).toEqual(alex);
    expect($isLoggedIn.get()).toBe(true);
    expect($loginDialogOpen.get()).toBe(false);
  });

  it('logout clears the user', () => {
    login(alex);
    logout();
    expect($user.get()).toBeNull();
    expect($isLoggedIn.get()).toBe(false);
  });

  it('takes the user the server rendered without touching the dialog', () => {
    openLoginDialog();
    setUser(alex);
    expect($user.get()?.Firstname).toBe('Alex');
    expect($loginDialogOpen.get()).toBe(true);
    closeLoginDialog();
    expect($loginDialogOpen.get()).toBe(false);
  });
});
