// One table of account limits (spec sections 5 and 9) drives the forms' maxLength, the client's
// checks and the server's schemas alike.
export const AccountLimits = {
  loginNameMin: 4,
  loginNameMax: 64,
  passwordMin: 8,
  /** an upper bound keeps a hostile body from making the server hash megabytes */
  passwordMax: 128,
  nameMax: 100,
  /** a postal address on one line, as a contract or a statement prints it */
  addressMax: 200,
  /** a contact phone as typed, separators included */
  contactPhoneMax: 32,
} as const;

/** Paging of list calls: a page size above the maximum is refused, not silently clipped. */
export const PageLimits = {
  defaultSize: 10,
  maxSize: 100,
} as const;

/** Request bodies (JSON or form) above this size are refused with 413 before parsing. */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;
