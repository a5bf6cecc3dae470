/**
 * The browser storage keys of spec section 3. The signed-in user's token and info live in
 * localStorage, so that every tab of the browser is signed in (issue 46); how long is the
 * server's to say: "Keep me logged in" asks for a 30-day session instead of a 12-hour one.
 */
export const StorageKey = {
  token: 'token',
  userInfo: 'userInfo',
  userRole: 'userRole',
  languagesId: 'languagesId',
  citySearch: 'citySearch',
  keywords: 'keywords',
  categories: (languagesId: number) => `categories_${languagesId}`,
  userProfile: (userId: number) => `userProfile_${userId}`,
  /** The Airwork this tab posted last: post-confirmation shows it when its link has no Id. */
  lastPosted: 'lastPostedAirwork',
} as const;

const SESSION_KEYS = [StorageKey.token, StorageKey.userInfo, StorageKey.userRole];

export function readItem(key: string): string | null {
  return sessionStorage.getItem(key) ?? localStorage.getItem(key);
}

export function writeItem(key: string, value: string): void {
  localStorage.setItem(key, value);
}

export function writeSessionItems(items: Record<string, string>): void {
  clearSessionItems();
  for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
}

/** Forgets the signed-in user everywhere, including cached profiles. */
export function clearSessionItems(): void {
  for (const store of [localStorage, sessionStorage]) {
    for (const key of SESSION_KEYS) store.removeItem(key);
    for (const key of Object.keys(store)) if (key.startsWith('userProfile_')) store.removeItem(key);
  }
}
