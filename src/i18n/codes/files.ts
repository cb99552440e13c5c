// The reasons the server gives for refusing a file upload or playback link (`fileReason.<code>`,
// sync-server/src/files/fileErrors.ts) and an unreadable request (`requestReason.<problem>`,
// sync-server/src/http/requestErrors.ts): the server sends them as the reply's detail.
import { defineMessages } from 'react-intl';

const FILE =
  'Why the server refused a file upload or playback link, sent as the detail of the error reply';
const REQUEST = 'Why the server could not read a request, sent as the detail of the error reply';

export const fileReasonMessages = defineMessages({
  'file-kind-unknown': {
    id: 'fileReason.file-kind-unknown',
    defaultMessage: 'unknown file kind',
    description: FILE,
  },
  'file-purpose-unknown': {
    id: 'fileReason.file-purpose-unknown',
    defaultMessage: 'unknown file purpose',
    description: FILE,
  },
  'file-kind-mismatch': {
    id: 'fileReason.file-kind-mismatch',
    defaultMessage: 'the file kind does not fit its purpose',
    description: FILE,
  },
  'file-extension': {
    id: 'fileReason.file-extension',
    defaultMessage: 'this file type is not accepted here (allowed: {extensions})',
    description: FILE,
  },
  'file-empty': {
    id: 'fileReason.file-empty',
    defaultMessage: 'the file is empty or its size is missing',
    description: FILE,
  },
  'file-too-large': {
    id: 'fileReason.file-too-large',
    defaultMessage: 'the file is larger than {maxMb} MB',
    description: FILE,
  },
  'upload-not-open': {
    id: 'fileReason.upload-not-open',
    defaultMessage: 'this upload is already finished or cancelled',
    description: FILE,
  },
  'part-missing': {
    id: 'fileReason.part-missing',
    defaultMessage: 'a part of the file is missing or differs from what was uploaded',
    description: FILE,
  },
  'part-order': {
    id: 'fileReason.part-order',
    defaultMessage: 'the parts must be numbered 1, 2, 3, ... in order',
    description: FILE,
  },
  'part-too-small': {
    id: 'fileReason.part-too-small',
    defaultMessage: 'every part but the last must be at least {minMb} MB',
    description: FILE,
  },
  'part-too-large': {
    id: 'fileReason.part-too-large',
    defaultMessage: 'the part is too large',
    description: FILE,
  },
  'file-larger-than-declared': {
    id: 'fileReason.file-larger-than-declared',
    defaultMessage: 'the file is larger than declared',
    description: FILE,
  },
  'part-past-declared-size': {
    id: 'fileReason.part-past-declared-size',
    defaultMessage: 'part {partNumber} lies past the declared size of the file ({size} bytes)',
    description: FILE,
  },
  'upload-link-expired': {
    id: 'fileReason.upload-link-expired',
    defaultMessage: 'the upload link has expired',
    description: FILE,
  },
  'upload-link-invalid': {
    id: 'fileReason.upload-link-invalid',
    defaultMessage: 'the upload link is not valid',
    description: FILE,
  },
  'upload-grant-invalid': {
    id: 'fileReason.upload-grant-invalid',
    defaultMessage: 'the upload address is not valid',
    description: FILE,
  },
  'upload-grant-expired': {
    id: 'fileReason.upload-grant-expired',
    defaultMessage: 'the upload address has expired; ask for a new one',
    description: FILE,
  },
  'upload-not-allowed': {
    id: 'fileReason.upload-not-allowed',
    defaultMessage: 'this account may not upload files',
    description: FILE,
  },
  'file-id-used': {
    id: 'fileReason.file-id-used',
    defaultMessage: 'this file id is already used by another upload',
    description: FILE,
  },
  'image-slot-invalid': {
    id: 'fileReason.image-slot-invalid',
    defaultMessage: 'this image does not belong to this kind of account',
    description: FILE,
  },
  'upload-count-exceeded': {
    id: 'fileReason.upload-count-exceeded',
    defaultMessage: 'this registration has stored {max} images already; no more can be uploaded',
    description: FILE,
  },
  'file-missing': {
    id: 'fileReason.file-missing',
    defaultMessage: 'the request carries no file',
    description: FILE,
  },
  'file-rejected': {
    id: 'fileReason.file-rejected',
    defaultMessage: 'the file did not pass the check ({code})',
    description: FILE,
  },
  'file-not-ready': {
    id: 'fileReason.file-not-ready',
    defaultMessage: 'the file is not available (yet)',
    description: FILE,
  },
  'play-link-invalid': {
    id: 'fileReason.play-link-invalid',
    defaultMessage: 'the playback link is not valid',
    description: FILE,
  },
  'play-link-expired': {
    id: 'fileReason.play-link-expired',
    defaultMessage: 'the playback link has expired',
    description: FILE,
  },
  'file-name-invalid': {
    id: 'fileReason.file-name-invalid',
    defaultMessage: 'the file name contains a character that cannot be saved',
    description: FILE,
  },
  'file-type-invalid': {
    id: 'fileReason.file-type-invalid',
    defaultMessage: "the file's declared type contains a character that cannot be saved",
    description: FILE,
  },
});

export const requestReasonMessages = defineMessages({
  'body-unreadable': {
    id: 'requestReason.body-unreadable',
    defaultMessage: 'the request body could not be read',
    description: REQUEST,
  },
  'url-malformed': {
    id: 'requestReason.url-malformed',
    defaultMessage: 'the address is not valid (broken percent-encoding)',
    description: REQUEST,
  },
  'url-too-long': {
    id: 'requestReason.url-too-long',
    defaultMessage: 'a part of the address is too long',
    description: REQUEST,
  },
  'form-boundary-missing': {
    id: 'requestReason.form-boundary-missing',
    defaultMessage: 'the form declares no boundary between its parts',
    description: REQUEST,
  },
  'form-malformed': {
    id: 'requestReason.form-malformed',
    defaultMessage: 'the form could not be read',
    description: REQUEST,
  },
  'form-truncated': {
    id: 'requestReason.form-truncated',
    defaultMessage: 'the form ended before its file did (the upload was cut off); send it again',
    description: REQUEST,
  },
  'request-malformed': {
    id: 'requestReason.request-malformed',
    defaultMessage: 'the request could not be read',
    description: REQUEST,
  },
  'request-timeout': {
    id: 'requestReason.request-timeout',
    defaultMessage: 'the request took too long to arrive',
    description: REQUEST,
  },
  'headers-too-large': {
    id: 'requestReason.headers-too-large',
    defaultMessage: 'the request headers are too large',
    description: REQUEST,
  },
});
