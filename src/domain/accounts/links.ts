// Lifetimes of the links mailed by the accounts flows (issue 14): the server's tokens expire by
// these and the pages tell people the same figures.
export const ACCOUNT_LINK_TTL_MS = {
  reset: 30 * 60_000,
  invite: 7 * 24 * 3_600_000,
  registration: 7 * 24 * 3_600_000,
} as const;

export const LINK_LIFETIME_MINUTES = { reset: ACCOUNT_LINK_TTL_MS.reset / 60_000 } as const;
