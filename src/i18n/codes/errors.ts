// The sentence of every error code (src/domain/errors.ts): the UI shows it (useErrorText) and the
// server answers it in the envelope's `msg` (sync-server/src/http/i18n.ts) from the generated en.json.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ErrorCode } from '../../domain/errors';

const D =
  'Message of an error code, shown in a toast or under a form and sent by the server as the reply text';

export const errorMessages: Readonly<Record<ErrorCode, MessageDescriptor>> = defineMessages({
  notlogin: {
    id: 'error.notlogin',
    defaultMessage: 'You are not logged in or your session has expired. Please log in again.',
    description: D,
  },
  requestFailure: { id: 'error.requestFailure', defaultMessage: 'Request failure', description: D },
  badInput: {
    id: 'error.badInput',
    defaultMessage: 'The request is invalid: {detail}',
    description: D,
  },
  forbidden: {
    id: 'error.forbidden',
    defaultMessage: 'Sorry, you are not authorized to visit this page',
    description: D,
  },
  notFound: {
    id: 'error.notFound',
    defaultMessage: 'The requested resource was not found',
    description: D,
  },
  loginFailed: {
    id: 'error.loginFailed',
    defaultMessage: 'Incorrect login name or password',
    description: D,
  },
  tooManyAttempts: {
    id: 'error.tooManyAttempts',
    defaultMessage: 'Too many attempts. Please try again in {minutes} min.',
    description: D,
  },
  tooManyRequests: {
    id: 'error.tooManyRequests',
    defaultMessage: 'Too many requests. Please try again in {seconds} s.',
    description: D,
  },
  sendLimited: {
    id: 'error.sendLimited',
    defaultMessage: 'Too many messages have been sent for now. Please try again in {minutes} min.',
    description: D,
  },
  autoLoginInvalid: {
    id: 'error.autoLoginInvalid',
    defaultMessage: 'Automatic login failed. Please log in again.',
    description: D,
  },
  payloadTooLarge: {
    id: 'error.payloadTooLarge',
    defaultMessage: 'The request is too large',
    description: D,
  },
  unsupportedMediaType: {
    id: 'error.unsupportedMediaType',
    defaultMessage: 'Unsupported request format',
    description: D,
  },
  clientTooOld: {
    id: 'error.clientTooOld',
    defaultMessage: 'This version of the portal is out of date. Please refresh the page.',
    description: D,
  },
  passwordFormat: {
    id: 'error.passwordFormat',
    defaultMessage: 'Incorrect password format',
    description: D,
  },
  loginNameTooShort: {
    id: 'error.loginNameTooShort',
    defaultMessage: 'The login name must be at least 4 characters',
    description: D,
  },
  serverError: { id: 'error.serverError', defaultMessage: 'Request failure', description: D },
  storageFull: {
    id: 'error.storageFull',
    defaultMessage:
      'The server has no room to store this now, so nothing of it was kept. Please try again later; if it keeps happening, tell support.',
    description: D,
  },
  storageReadOnly: {
    id: 'error.storageReadOnly',
    defaultMessage:
      'The server cannot store anything at the moment, so nothing of this was kept. Please try again later.',
    description: D,
  },
  captchaInvalid: {
    id: 'error.captchaInvalid',
    defaultMessage: 'Invalid Verification Code',
    description: D,
  },
  linkExpired: {
    id: 'error.linkExpired',
    defaultMessage: 'This link has expired. Please ask for a new one.',
    description: D,
  },
  linkUsed: {
    id: 'error.linkUsed',
    defaultMessage:
      'This link has already been used or was replaced by a newer one. Please ask for a new one if needed.',
    description: D,
  },
  linkInvalid: {
    id: 'error.linkInvalid',
    defaultMessage: 'This link is not valid. Please check that you copied it completely.',
    description: D,
  },
  loginNameTaken: {
    id: 'error.loginNameTaken',
    defaultMessage: 'This login name is already taken. Please choose another.',
    description: D,
  },
  smsCodeInvalid: {
    id: 'error.smsCodeInvalid',
    defaultMessage: 'The SMS verification code is wrong or has expired. Please request a new one.',
    description: D,
  },
  registrationStep: {
    id: 'error.registrationStep',
    defaultMessage:
      'This registration is at another step. Please open your registration link again.',
    description: D,
  },
  identityImagesMissing: {
    id: 'error.identityImagesMissing',
    defaultMessage:
      'Please upload the required identity images first (the ID card, both sides, or the business licence). Your registration is kept.',
    description: D,
  },
  currentPasswordWrong: {
    id: 'error.currentPasswordWrong',
    defaultMessage: 'The current password is not correct.',
    description: D,
  },
  lastAdministrator: {
    id: 'error.lastAdministrator',
    defaultMessage:
      'The organisation must keep at least one administrator. Make another member an administrator first.',
    description: D,
  },
  lastFullAdministrator: {
    id: 'error.lastFullAdministrator',
    defaultMessage:
      'The organisation must keep at least one administrator with distribution rights. Make another member an administrator first.',
    description: D,
  },
  ownRoles: {
    id: 'error.ownRoles',
    defaultMessage: 'You cannot change your own roles. Please ask another administrator to do it.',
    description: D,
  },
  roleNotGrantable: {
    id: 'error.roleNotGrantable',
    defaultMessage: 'You cannot give this role: it includes permissions you do not have yourself.',
    description: D,
  },
  memberNotManageable: {
    id: 'error.memberNotManageable',
    defaultMessage:
      'This member has permissions you do not have, so you cannot change their roles or remove them. Please ask an administrator who has those permissions.',
    description: D,
  },
  reportDuplicate: {
    id: 'error.reportDuplicate',
    defaultMessage:
      'This report was uploaded before ({name}, {uploadedAt}); the same file is imported once.',
    description: D,
  },
  reportSameReport: {
    id: 'error.reportSameReport',
    defaultMessage:
      'This report was imported before as {name} ({uploadedAt}): the same sender, message {messageId}, period and file number. A report counts once, whatever its line ends or compression.',
    description: D,
  },
  reportGzipTooLarge: {
    id: 'error.reportGzipTooLarge',
    defaultMessage: 'The compressed report unpacks to more than {maxMb} MB; it is refused.',
    description: D,
  },
  reportGzipBroken: {
    id: 'error.reportGzipBroken',
    defaultMessage: 'This .gz file is not a readable gzip stream.',
    description: D,
  },
  reportReplaceInvalid: {
    id: 'error.reportReplaceInvalid',
    defaultMessage:
      'The report named as corrected ({name}) cannot be replaced by this one: it must be of the same sender and period and still count.',
    description: D,
  },
  reportNotHeld: {
    id: 'error.reportNotHeld',
    defaultMessage: 'This report is not held any more; reload it to see its state.',
    description: D,
  },
  reportNotText: {
    id: 'error.reportNotText',
    defaultMessage: 'This file is not a text report (DSR or CSV): it contains binary data.',
    description: D,
  },
  reportEncoding: {
    id: 'error.reportEncoding',
    defaultMessage: 'A DSR file must be UTF-8 encoded; this one is not.',
    description: D,
  },
  reportTooLarge: {
    id: 'error.reportTooLarge',
    defaultMessage: 'The report is larger than {maxMb} MB.',
    description: D,
  },
  reportFileMissing: {
    id: 'error.reportFileMissing',
    defaultMessage: 'Choose a report file (DSR or CSV) to upload.',
    description: D,
  },
  reviewClaimed: {
    id: 'error.reviewClaimed',
    defaultMessage:
      '{reviewer} is reviewing this album. It is free again when they decide, or in {minutes} min at the latest.',
    description: D,
  },
  licenceOutdated: {
    id: 'error.licenceOutdated',
    defaultMessage:
      'The licence agreement has changed. Please read the current version and accept it again.',
    description: D,
  },
  contractNumberTaken: {
    id: 'error.contractNumberTaken',
    defaultMessage: 'This organisation already has a contract with this number',
    description: D,
  },
  channelCodeTaken: {
    id: 'error.channelCodeTaken',
    defaultMessage: 'Another channel already has this code',
    description: D,
  },
  channelLogoInvalid: {
    id: 'error.channelLogoInvalid',
    defaultMessage:
      'The logo is not an uploaded, checked image (JPG or PNG) of the back office. Wait until its upload is checked, or choose it again.',
    description: D,
  },
  releaseConflict: {
    id: 'error.releaseConflict',
    defaultMessage:
      'A chosen channel cannot take this request now (its release status is {state}). Nothing was changed.',
    description: D,
  },
  releaseNeedsApproval: {
    id: 'error.releaseNeedsApproval',
    defaultMessage: 'Only an approved album can be distributed. Nothing was changed.',
    description: D,
  },
  'statement-changed': {
    id: 'error.statement-changed',
    defaultMessage:
      'This statement has changed since you read it. Read it again before confirming. Nothing was confirmed.',
    description: D,
  },
  'statement-objection-required': {
    id: 'error.statement-objection-required',
    defaultMessage: 'Tick the box to say you have no objection to the statement before confirming.',
    description: D,
  },
  'statement-move-not-allowed': {
    id: 'error.statement-move-not-allowed',
    defaultMessage:
      'This cannot be done while the statement is in its current status ({status}). Nothing was changed.',
    description: D,
  },
  'statement-frozen': {
    id: 'error.statement-frozen',
    defaultMessage:
      'The statement of {period} is issued or confirmed and no longer changes. Put the correction into a later period.',
    description: D,
  },
  'statement-earlier-open': {
    id: 'error.statement-earlier-open',
    defaultMessage:
      "Issue the statement of {period} first: a contract's statements are issued in period order. Nothing was changed.",
    description: D,
  },
  'statement-later-issued': {
    id: 'error.statement-later-issued',
    defaultMessage:
      'The statement of {period} is already issued and opens from this one: withdraw it first, or put the correction into a later period. Nothing was changed.',
    description: D,
  },
  'statement-recompute-failed': {
    id: 'error.statement-recompute-failed',
    defaultMessage:
      'The statement could not be recomputed with this change ({code}). Nothing was changed.',
    description: D,
  },
  'bank-account-held': {
    id: 'error.bank-account-held',
    defaultMessage:
      'The bank account was changed recently and is on hold until {time}. The statement can be confirmed after that.',
    description: D,
  },
  'bank-account-missing': {
    id: 'error.bank-account-missing',
    defaultMessage: 'The contract has no bank account to pay to. Please contact us.',
    description: D,
  },
  'statement-bank-changed': {
    id: 'error.statement-bank-changed',
    defaultMessage:
      'The bank account for payments changed after this statement was issued, so it cannot be confirmed as printed. We will issue it again with the new account. Nothing was confirmed.',
    description: D,
  },
  albumNoUpc: {
    id: 'error.albumNoUpc',
    defaultMessage: 'This album has no UPC, so it cannot be distributed. Nothing was changed.',
    description: D,
  },
  albumChanged: {
    id: 'error.albumChanged',
    defaultMessage:
      'The album changed after this request was made (version {seen}, now {current}). Check the album and ask again. Nothing was changed.',
    description: D,
  },
  channelNotAllowed: {
    id: 'error.channelNotAllowed',
    defaultMessage:
      'The contract does not allow the channel {channel} (any more). Nothing was changed.',
    description: D,
  },
  requestIdReused: {
    id: 'error.requestIdReused',
    defaultMessage: 'This request was already used for another request. Nothing was changed.',
    description: D,
  },
  '12000': {
    id: 'error.12000',
    defaultMessage:
      'The figures are being updated with new channel reports. They will load again in a few seconds.',
    description: D,
  },
  'statement-not-issued': {
    id: 'error.statement-not-issued',
    defaultMessage:
      'This statement is still being reconciled. Its PDF is available once it has been issued.',
    description: D,
  },
  'verify-hash-format': {
    id: 'error.verify-hash-format',
    defaultMessage: 'A statement hash is 64 characters of 0-9 and a-f. Check what you pasted.',
    description: D,
  },
  'verify-not-pdf': {
    id: 'error.verify-not-pdf',
    defaultMessage: 'This file is not a PDF. Choose the statement PDF you downloaded.',
    description: D,
  },
  'verify-no-hash': {
    id: 'error.verify-no-hash',
    defaultMessage:
      'This PDF carries no statement hash. Choose a statement PDF downloaded from the portal, or paste the hash printed on it.',
    description: D,
  },
  'verify-too-large': {
    id: 'error.verify-too-large',
    defaultMessage: 'This file is larger than {maxMb} MB: a statement PDF is much smaller.',
    description: D,
  },
  albumNotApproved: {
    id: 'error.albumNotApproved',
    defaultMessage: 'Only an approved album can be packaged. This album is not approved.',
    description: D,
  },
  ddexInvalid: {
    id: 'error.ddexInvalid',
    defaultMessage: 'The album cannot make a valid DDEX message: {reasons}',
    description: `${D}; reasons: the problems found, each in the reader's language, joined by "; "`,
  },
  ddexImportRefused: {
    id: 'error.ddexImportRefused',
    defaultMessage: 'The DDEX message cannot be imported: {reasons}',
    description: `${D}; reasons: the errors of the import plan, each in the reader's language, joined by "; "`,
  },
  ddexImportDone: {
    id: 'error.ddexImportDone',
    defaultMessage:
      'Message {messageId} was already imported into this organisation as the album "{album}".',
    description: `${D}; messageId: the DDEX MessageId; album: the name of the album it made`,
  },
  ddexImportTakedown: {
    id: 'error.ddexImportTakedown',
    defaultMessage:
      'This message is a takedown: it creates no album. Take the release down from its album instead.',
    description: D,
  },
  ddexImportGone: {
    id: 'error.ddexImportGone',
    defaultMessage:
      'This upload has expired or belongs to another organisation. Upload the file again.',
    description: D,
  },
});
