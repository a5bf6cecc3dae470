import { useSyncExternalStore } from 'react';
import type { LoginResult } from '@airwork/shared/accounts/account.schema';
import { StorageKey, clearSessionItems, readItem, writeSessionItems } from './storage';

/** Fired when the server says the session is gone (any 401) or the user logs out. */
export const LOGGED_OUT_EVENT = 'airwork:logged-out';
const CHANGED_EVENT = 'airwork:session-changed';

export type CurrentUser = LoginResult;

let cached: { raw: string | null; user: CurrentUser | null } = { raw: null, user: null };

export function currentUser(): CurrentUser | null {
  const raw = readItem(StorageKey.userInfo);
  if (raw !== cached.raw) {
    let user: CurrentUser | null = null;
    try {
      user = raw ? (JSON.parse(raw) as CurrentUser) : null;
    } catch {
      user = null;
    }
    cached = { raw, user };
  }
  return cached.user;
}

export function currentToken(): string | null {
  return readItem(StorageKey.token);
}

/** Signs every tab of this browser in (the server's session decides for how long). */
export function storeLogin(result: LoginResult): void {
  writeSessionItems({
    [StorageKey.token]: result.token,
    [StorageKey.userInfo]: JSON.stringify(result),
    [StorageKey.userRole]: String(result.role_id),
  });
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

/** Keeps the stored user in step with the server (an admin may have approved a pilot). */
export function updateStoredUser(changes: Partial<CurrentUser>): void {
  const user = currentUser();
  if (!user) return;
  const raw = JSON.stringify({ ...user, ...changes });
  const store =
    sessionStorage.getItem(StorageKey.userInfo) !== null ? sessionStorage : localStorage;
  store.setItem(StorageKey.userInfo, raw);
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

/** Clears what the browser knows of the user; the server session is revoked separately. */
export function forgetLogin(): void {
  clearSessionItems();
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

/**
 * A log-out the user asked for is under way: the 401s of calls still in flight are its echo,
 * not a session that ended by itself, and nobody is to be brought back to the page left.
 */
let loggingOut = false;
export const isLoggingOut = (): boolean => loggingOut;
export function setLoggingOut(on: boolean): void {
  loggingOut = on;
}

export function announceLoggedOut(): void {
  forgetLogin();
  if (!loggingOut) window.dispatchEvent(new Event(LOGGED_OUT_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The signed-in user, re-rendering on login, logout and changes in other tabs. */
export function useCurrentUser(): CurrentUser | null {
  return useSyncExternalStore(subscribe, currentUser);
}
