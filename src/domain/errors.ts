// Error codes, never sentences: the server and the UI map each code to the localized message
// `error.<code>` of the catalogues in src/i18n/locales (spec section 8).
export const ERROR_CODES = [
  'notlogin', // session missing or expired (spec: code "notlogin")
  'requestFailure', // generic "Request failure"
  'badInput', // schema check failed
  'forbidden', // privilege missing
  'notFound',
  'loginFailed', // same message for unknown user and wrong password
  'tooManyAttempts',
  'tooManyRequests', // the request budget of a session or an address is spent
  'sendLimited', // a mail or SMS limit (per sender, recipient, organisation or address) is reached (params: minutes)
  'autoLoginInvalid',
  'payloadTooLarge',
  'unsupportedMediaType',
  'clientTooOld',
  'passwordFormat', // "Incorrect password format"
  'loginNameTooShort',
  'captchaInvalid', // "Invalid Verification Code": wrong, expired or already used graphic code
  'linkExpired', // a reset, invitation or registration link past its time
  'linkUsed', // ... used already, or replaced by a newer link
  'linkInvalid', // ... not a link we issued
  'loginNameTaken', // sign-up: another account has this login name (any case)
  'smsCodeInvalid', // sign-up: the SMS code is wrong, expired, used or was never sent
  'registrationStep', // sign-up: the registration is not at the step this call belongs to
  'licenceOutdated', // sign-up: the licence agreement accepted is not the current text
  'identityImagesMissing', // sign-up: finsh_reg before the ID card sides or business licence are stored
  'currentPasswordWrong', // a change that asks the current password again (password, bank account) got a wrong one
  'contractNumberTaken', // the organisation has another contract with this number
  'lastAdministrator', // team: the change would leave the organisation without an administrator
  'lastFullAdministrator', // team: ... without a full administrator ('admin') when it has one
  'ownRoles', // team: nobody changes their own roles; another administrator does
  'roleNotGrantable', // team: a role (of a change or an invitation) has a privilege the caller lacks
  'memberNotManageable', // team: the member holds a privilege the caller lacks (no change, no removal)
  'albumNotApproved', // DDEX package: only an approved album's content is packaged
  'ddexInvalid', // DDEX: the album cannot make a valid message; the msg names why
  'reviewClaimed', // back office: another reviewer holds the album's review (backoffice/reviewClaims.ts)
  'reportDuplicate', // channel reports: the same file (by its SHA-256) was uploaded before
  'reportNotText', // channel reports: the upload is binary (NUL bytes), not a DSR or CSV text file
  'reportEncoding', // channel reports: a DSR file that is not UTF-8
  'reportTooLarge', // channel reports: over REPORT_MAX_BYTES
  'reportFileMissing', // channel reports: the form has no file, or an empty one
  'reportSameReport', // channel reports: the same report (sender, message id, period, file number) was taken before
  'reportGzipTooLarge', // channel reports: a gzip file that unpacks beyond the size limit (a gzip bomb)
  'reportGzipBroken', // channel reports: a .gz upload that is not a readable gzip stream
  'reportReplaceInvalid', // channel reports: the report named as corrected is not of this sender and period, or no longer counts
  'reportNotHeld', // channel reports: accept or reject a file that is not held
  'ddexImportRefused', // DDEX import: the message has errors; the msg names them
  'ddexImportDone', // DDEX import: the same message was already imported into the organisation
  'ddexImportTakedown', // DDEX import: a takedown message creates no album
  'ddexImportGone', // DDEX import: the upload expired or was never made for that organisation
  'channelCodeTaken', // back office: another distribution channel has this code (any case)
  'channelLogoInvalid', // back office: a channel's logo is no verified image the back office uploaded
  'releaseConflict', // distribution: a chosen channel's state does not allow the request now (params: state)
  'releaseNeedsApproval', // distribution: only an approved album (12) is distributed
  'statement-changed', // finance: the statement's hash is not the one the partner read (it changed since)
  'statement-objection-required', // finance: a confirmation without the no-objection box ticked
  'statement-move-not-allowed', // finance: the statement's status does not allow this move (params: status)
  'statement-frozen', // finance: the period's statement is issued or confirmed; corrections go into a later period
  'statement-earlier-open', // finance: an earlier statement of the contract is not issued yet (params: period)
  'statement-later-issued', // finance: a later statement of the contract is issued and opened from this one (params: period)
  'statement-recompute-failed', // finance: the statement could not be recomputed with the change (params: code)
  'bank-account-held', // finance: the only bank account is still in its 72-hour hold (params: time)
  'bank-account-missing', // finance: the contract has no bank account to pay to
  'statement-bank-changed', // finance: the payable bank account is not the one printed on the issued statement
  'albumNoUpc', // distribution: an album without a UPC cannot be delivered
  'albumChanged', // distribution: the album changed since the request was decided (params: seen, current)
  'channelNotAllowed', // distribution: the contract does not (or no longer) allow a chosen channel (params: channel)
  'requestIdReused', // a queued request's id was used before for another request
  '12000', // trends (spec section 8): the natural-time call's data is not ready; the client retries in 10 s
  'statement-not-issued', // finance files: a statement has a PDF only once issued with its hash
  'verify-hash-format', // finance verify: the text is not a SHA-256 (64 hexadecimal digits)
  'verify-not-pdf', // finance verify: the uploaded file is not a PDF
  'verify-no-hash', // finance verify: the PDF carries no statement hash (not one of our statements)
  'verify-too-large', // finance verify: the uploaded file is over the limit (params: maxMb)
  'storageFull', // the server's disk is full: nothing of the request was kept (507)
  'storageReadOnly', // the server's disk takes no writes now (read-only): nothing was kept (503)
  'serverError',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The HTTP status that goes with each code (DESIGN.md section 4: status tells the truth). */
export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = {
  notlogin: 401,
  requestFailure: 400,
  badInput: 422,
  forbidden: 403,
  notFound: 404,
  loginFailed: 401,
  tooManyAttempts: 429,
  tooManyRequests: 429,
  sendLimited: 429,
  autoLoginInvalid: 401,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  clientTooOld: 426,
  passwordFormat: 422,
  loginNameTooShort: 422,
  captchaInvalid: 422,
  linkExpired: 410,
  linkUsed: 410,
  linkInvalid: 404,
  loginNameTaken: 409,
  smsCodeInvalid: 422,
  registrationStep: 409,
  licenceOutdated: 409,
  identityImagesMissing: 409,
  currentPasswordWrong: 422,
  contractNumberTaken: 409,
  lastAdministrator: 409,
  lastFullAdministrator: 409,
  ownRoles: 403,
  roleNotGrantable: 403,
  memberNotManageable: 403,
  albumNotApproved: 409,
  ddexInvalid: 422,
  reviewClaimed: 409,
  reportDuplicate: 409,
  reportNotText: 422,
  reportEncoding: 422,
  reportTooLarge: 413,
  reportFileMissing: 422,
  reportSameReport: 409,
  reportGzipTooLarge: 413,
  reportGzipBroken: 422,
  reportReplaceInvalid: 409,
  reportNotHeld: 409,
  ddexImportRefused: 422,
  ddexImportDone: 409,
  ddexImportTakedown: 409,
  ddexImportGone: 404,
  channelCodeTaken: 409,
  channelLogoInvalid: 422,
  releaseConflict: 409,
  releaseNeedsApproval: 409,
  'statement-changed': 409,
  'statement-objection-required': 422,
  'statement-move-not-allowed': 409,
  'statement-frozen': 409,
  'statement-earlier-open': 409,
  'statement-later-issued': 409,
  'statement-recompute-failed': 409,
  'bank-account-held': 409,
  'bank-account-missing': 409,
  'statement-bank-changed': 409,
  albumNoUpc: 409,
  albumChanged: 409,
  channelNotAllowed: 409,
  requestIdReused: 409,
  '12000': 503,
  'statement-not-issued': 409,
  'verify-hash-format': 422,
  'verify-not-pdf': 415,
  'verify-no-hash': 422,
  'verify-too-large': 413,
  storageFull: 507,
  storageReadOnly: 503,
  serverError: 500,
};

export function errorMessageId(code: ErrorCode): string {
  return `error.${code}`;
}
