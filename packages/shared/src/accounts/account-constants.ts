export const Role = { pilot: 1, client: 2, admin: 3 } as const;
export type Role = (typeof Role)[keyof typeof Role];

/** Account status, the `active` field (spec section 4). */
export const AccountStatus = { active: 1, uncertified: 2, blocked: 3, deleted: 4 } as const;
export type AccountStatus = (typeof AccountStatus)[keyof typeof AccountStatus];

export const Gender = { male: 1, female: 2, preferNotToSay: 3 } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];

export const LanguageId = { en: 1, zh: 2 } as const;
export type LanguageId = (typeof LanguageId)[keyof typeof LanguageId];

/** A deliberate change from the spec's unenforced hint of 5 (see docs/decisions.md). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The home route of each role (spec section 6); unknown roles are treated as clients. */
export function homeRouteForRole(role: number): string {
  if (role === Role.pilot) return '/pilot-home';
  if (role === Role.admin) return '/admin-home';
  return '/client-home';
}
