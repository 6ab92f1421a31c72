import { atom, computed } from 'nanostores';
import type { User } from '../api/contract/account.ts';

/**
 * The logged-in guest (spec §3 User): Firstname, Lastname, Telephone, EmailAddress,
 * ReceiveBrandOffers, CanChoosePaymentMethod and CreditCards (saved cards: id, brand, last four
 * digits, expiry — never a number).
 */
export type SessionUser = User;

/**
 * Spec §4 Session. The server is the source of truth: every page renders with the session it
 * found and the menu script hands that user to this store on load, so the store is never
 * persisted. (On the server, stores are shared by all requests: never set them while rendering.)
 */
export const $user = atom<SessionUser | null>(null);
export const $isLoggedIn = computed($user, (user) => user !== null);

/** Whether the login dialog is open; one dialog per page reads it. */
export const $loginDialogOpen = atom(false);

/** Spec §4: login sets the user and closes the login dialog. */
export function login(user: SessionUser): void {
  $user.set(user);
  $loginDialogOpen.set(false);
}

/** Spec §4: logout clears the user. */
export function logout(): void {
  $user.set(null);
}

/** The user as the server knows it (page load, saved profile, removed card). */
export function setUser(user: SessionUser | null): void {
  $user.set(user);
}

export function openLoginDialog(): void {
  $loginDialogOpen.set(true);
}

export function closeLoginDialog(): void {
  $loginDialogOpen.set(false);
}
