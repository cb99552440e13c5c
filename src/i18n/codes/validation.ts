// The sentence of every validation code of the domain (`validation.<code>`: catalogue issues,
// identifiers, statuses, sync refusals), worded as spec section 8 has it; params fill the message.
import { defineMessages } from 'react-intl';

const D =
  'A validation code of the domain in words, shown at the field, in the issue list or as the server reply';

export const validationMessages = defineMessages({
  'isrc-length': {
    id: 'validation.isrc-length',
    defaultMessage: 'The ISRC must have 12 letters and digits',
    description: D,
  },
  'isrc-format': {
    id: 'validation.isrc-format',
    defaultMessage: 'Incorrect ISRC format (CC-XXX-YY-NNNNN)',
    description: D,
  },
  'isrc-used': {
    id: 'validation.isrc-used',
    defaultMessage: 'Current ISRC has been used',
    description: D,
  },
  'upc-length': {
    id: 'validation.upc-length',
    defaultMessage: 'The UPC must have 12 digits (UPC-A) or 13 digits (EAN-13)',
    description: D,
  },
  'upc-format': {
    id: 'validation.upc-format',
    defaultMessage: 'The UPC may contain digits only',
    description: D,
  },
  'upc-check-digit': {
    id: 'validation.upc-check-digit',
    defaultMessage: 'The UPC check digit is wrong',
    description: D,
  },
  'gs1-prefix-format': {
    id: 'validation.gs1-prefix-format',
    defaultMessage: 'The company prefix may contain digits only',
    description: D,
  },
  'gs1-prefix-length': {
    id: 'validation.gs1-prefix-length',
    defaultMessage: 'A GS1 Company Prefix has 6 to 12 digits, a U.P.C. Company Prefix 5 to 11',
    description: D,
  },
  'gs1-prefix-reserved': {
    id: 'validation.gs1-prefix-reserved',
    defaultMessage:
      'This prefix is reserved by GS1 (in-store, coupon, ISBN/ISSN or refund numbers) and cannot number albums',
    description: D,
  },
  'gs1-prefix-demo': {
    id: 'validation.gs1-prefix-demo',
    defaultMessage: "Prefix 952 is GS1's prefix for examples: it can only be used in the demo",
    description: D,
  },
  'gs1-range-format': {
    id: 'validation.gs1-range-format',
    defaultMessage: 'Enter a whole number of 0 or more',
    description: D,
  },
  'gs1-range-order': {
    id: 'validation.gs1-range-order',
    defaultMessage: 'The last number of the range comes before its first',
    description: D,
  },
  'gs1-range-bounds': {
    id: 'validation.gs1-range-bounds',
    defaultMessage: 'The number has more digits than the item reference left by this prefix',
    description: D,
  },
  'iswc-format': {
    id: 'validation.iswc-format',
    defaultMessage: 'Incorrect ISWC format (T-123.456.789-C)',
    description: D,
  },
  'iswc-check-digit': {
    id: 'validation.iswc-check-digit',
    defaultMessage: 'The ISWC check digit is wrong',
    description: D,
  },
  'dpid-format': {
    id: 'validation.dpid-format',
    defaultMessage:
      'A DDEX party ID has 18 letters and digits: PADPIDA, a 10-character party number and a check character (PA-DPIDA-NNNNNNNNNN-C)',
    description: D,
  },
  'dpid-check-character': {
    id: 'validation.dpid-check-character',
    defaultMessage: 'The DDEX party ID check character is wrong',
    description: D,
  },
  'review-submit-not-allowed': {
    id: 'validation.review-submit-not-allowed',
    defaultMessage: 'Only unsubmitted, modified and unapproved albums can be submitted for review',
    description: D,
  },
  'review-command-not-allowed': {
    id: 'validation.review-command-not-allowed',
    defaultMessage: "This action is not available in the album's current review status",
    description: D,
  },
  'review-reason-required': {
    id: 'validation.review-reason-required',
    defaultMessage: 'Please give a reason for the rejection',
    description: D,
  },
  'review-stage-mismatch': {
    id: 'validation.review-stage-mismatch',
    defaultMessage: 'The album is not in this review stage any more; reload it',
    description: D,
  },
  'album-delete-released': {
    id: 'validation.album-delete-released',
    defaultMessage: 'A released album cannot be deleted; take it off shelf first',
    description: D,
  },
  'release-command-not-allowed': {
    id: 'validation.release-command-not-allowed',
    defaultMessage: "This action is not available in the album's current release status",
    description: D,
  },
  'release-requires-approval': {
    id: 'validation.release-requires-approval',
    defaultMessage: 'Only approved albums can be distributed',
    description: D,
  },
  'takedown-none-selected': {
    id: 'validation.takedown-none-selected',
    defaultMessage: 'No album selected for removal, please reselect!',
    description: D,
  },
  required: { id: 'validation.required', defaultMessage: '{field} incomplete', description: D },
  'too-long': {
    id: 'validation.too-long',
    defaultMessage: 'Too long: at most {max} characters',
    description: D,
  },
  format: { id: 'validation.format', defaultMessage: 'Incorrect format', description: D },
  'file-format': {
    id: 'validation.file-format',
    defaultMessage: 'Incorrect File Format',
    description: D,
  },
  'file-too-large': {
    id: 'validation.file-too-large',
    defaultMessage: 'The file is too large: at most {maxMb} MB',
    description: D,
  },
  'date-order': {
    id: 'validation.date-order',
    defaultMessage: 'The end date cannot be earlier than the start date',
    description: D,
  },
  'entity-incomplete': {
    id: 'validation.entity-incomplete',
    defaultMessage: '{name} information incomplete',
    description: D,
  },
  'cover-too-small': {
    id: 'validation.cover-too-small',
    defaultMessage: 'The cover must be at least {minPx} × {minPx} pixels',
    description: D,
  },
  'cover-not-square': {
    id: 'validation.cover-not-square',
    defaultMessage: 'The image must be square (1:1); please crop it',
    description: D,
  },
  'overseas-cover-size': {
    id: 'validation.overseas-cover-size',
    defaultMessage: 'The overseas cover must be {minPx}-{maxPx} pixels on each side',
    description: D,
  },
  'main-artist-required': {
    id: 'validation.main-artist-required',
    defaultMessage: 'At least one main artist is required',
    description: D,
  },
  'composer-required': {
    id: 'validation.composer-required',
    defaultMessage: 'At least one composer is required',
    description: D,
  },
  'lyricist-required': {
    id: 'validation.lyricist-required',
    defaultMessage: 'Please fill in the lyricist',
    description: D,
  },
  'audio-required': {
    id: 'validation.audio-required',
    defaultMessage: 'Please upload a song file',
    description: D,
  },
  'audio-not-verified': {
    id: 'validation.audio-not-verified',
    defaultMessage: 'The audio file is still being checked; please wait',
    description: D,
  },
  'audio-invalid': {
    id: 'validation.audio-invalid',
    defaultMessage: 'Invalid audio file',
    description: D,
  },
  'audio-sample-rate': {
    id: 'validation.audio-sample-rate',
    defaultMessage: 'The audio sample rate must be at least {minHz} Hz',
    description: D,
  },
  'audio-bit-depth': {
    id: 'validation.audio-bit-depth',
    defaultMessage: 'The audio bit depth must be at least {minBits} bits',
    description: D,
  },
  'audio-channels': {
    id: 'validation.audio-channels',
    defaultMessage: 'The audio must be stereo ({channels} channels)',
    description: D,
  },
  'spatial-audio-format': {
    id: 'validation.spatial-audio-format',
    defaultMessage: 'This spatial audio type accepts only {formats} files',
    description: D,
  },
  'time-invalid': {
    id: 'validation.time-invalid',
    defaultMessage: 'Invalid time; use mm:ss',
    description: D,
  },
  'audition-end-before-start': {
    id: 'validation.audition-end-before-start',
    defaultMessage: 'The audition end time must be later than its start time',
    description: D,
  },
  'audition-exceeds-track': {
    id: 'validation.audition-exceeds-track',
    defaultMessage: 'The audition cannot go beyond the end of the track',
    description: D,
  },
  'lyrics-lrc-missing': {
    id: 'validation.lyrics-lrc-missing',
    defaultMessage: 'Please upload plain-text (LRC) lyrics',
    description: D,
  },
  'clip-title-required': {
    id: 'validation.clip-title-required',
    defaultMessage: 'Please input clip title',
    description: D,
  },
  'clip-start-required': {
    id: 'validation.clip-start-required',
    defaultMessage: 'Please input start time',
    description: D,
  },
  'clip-start-invalid': {
    id: 'validation.clip-start-invalid',
    defaultMessage: 'Invalid start time',
    description: D,
  },
  'clip-duration-required': {
    id: 'validation.clip-duration-required',
    defaultMessage: 'Please input clip duration',
    description: D,
  },
  'clip-duration-invalid': {
    id: 'validation.clip-duration-invalid',
    defaultMessage: 'Invalid clip duration',
    description: D,
  },
  'clip-duration-zero': {
    id: 'validation.clip-duration-zero',
    defaultMessage: 'Clip duration cannot be 0 seconds',
    description: D,
  },
  'clip-exceeds-track': {
    id: 'validation.clip-exceeds-track',
    defaultMessage: 'Clip duration exceed origin track duration',
    description: D,
  },
  'clip-track-no-duration': {
    id: 'validation.clip-track-no-duration',
    defaultMessage: 'The original track has no duration, so a system clip cannot be made',
    description: D,
  },
  'clip-file-required': {
    id: 'validation.clip-file-required',
    defaultMessage: 'Please upload the clip file',
    description: D,
  },
  'clip-length-not-suggested': {
    id: 'validation.clip-length-not-suggested',
    defaultMessage: 'A clip of {seconds} seconds is recommended',
    description: D,
  },
  'email-format': {
    id: 'validation.email-format',
    defaultMessage: 'Invalid e-mail address',
    description: D,
  },
  'rights-percentage-range': {
    id: 'validation.rights-percentage-range',
    defaultMessage: 'The rights percentage must be between {min} and {max}',
    description: D,
  },
  'rights-percentage-decimals': {
    id: 'validation.rights-percentage-decimals',
    defaultMessage: 'The rights percentage may have at most {decimals} decimals',
    description: D,
  },
  'name-taken': {
    id: 'validation.name-taken',
    defaultMessage: 'This name is already used by the authorizing party',
    description: D,
  },
  'copy-no-field': {
    id: 'validation.copy-no-field',
    defaultMessage: 'Please choose the fields to copy',
    description: D,
  },
  'copy-no-track': {
    id: 'validation.copy-no-track',
    defaultMessage: 'Please choose the tracks to copy to',
    description: D,
  },
  'attachment-format': {
    id: 'validation.attachment-format',
    defaultMessage: 'The attachment must be a {formats} file',
    description: D,
  },
  'track-multiple-authorizations': {
    id: 'validation.track-multiple-authorizations',
    defaultMessage: 'A song can belong to one authorization file only (now {count})',
    description: D,
  },
  'track-not-authorized': {
    id: 'validation.track-not-authorized',
    defaultMessage: 'Please bind this song to an authorization file',
    description: D,
  },
  'album-no-tracks': {
    id: 'validation.album-no-tracks',
    defaultMessage: 'Please add at least one track to the album',
    description: D,
  },
  'album-type-ep-track-count': {
    id: 'validation.album-type-ep-track-count',
    defaultMessage: 'An EP usually has {min}-{max} songs; this one has {count}',
    description: D,
  },
  'album-type-album-track-count': {
    id: 'validation.album-type-album-track-count',
    defaultMessage: 'An album usually has {min} or more songs; this one has {count}',
    description: D,
  },
  'avatar-small': {
    id: 'validation.avatar-small',
    defaultMessage: 'An image of at least {minPx} × {minPx} pixels is recommended',
    description: D,
  },
  'excel-too-many-rows': {
    id: 'validation.excel-too-many-rows',
    defaultMessage: 'The Excel playlist can have at most {max} rows (now {count})',
    description: D,
  },
  'folder-name-too-long': {
    id: 'validation.folder-name-too-long',
    defaultMessage: 'The album folder name "{name}" is longer than {max} characters',
    description: D,
  },
  'folder-name-duplicate': {
    id: 'validation.folder-name-duplicate',
    defaultMessage: 'The album folder name "{name}" is used more than once',
    description: D,
  },
  'field-not-writable': {
    id: 'validation.field-not-writable',
    defaultMessage: 'This field cannot be changed here',
    description: D,
  },
  'rights-country-duplicate': {
    id: 'validation.rights-country-duplicate',
    defaultMessage: 'This country/region already has a record for this rights holder',
    description: D,
  },
  'localization-language-duplicate': {
    id: 'validation.localization-language-duplicate',
    defaultMessage: 'Localized information in this language already exists',
    description: D,
  },
  'upc-used': {
    id: 'validation.upc-used',
    defaultMessage: 'Current UPC has been used',
    description: D,
  },
  'reference-not-found': {
    id: 'validation.reference-not-found',
    defaultMessage:
      'The chosen record does not exist in your organisation (it may have been deleted)',
    description: D,
  },
  'confirm-phrase-required': {
    id: 'validation.confirm-phrase-required',
    defaultMessage: 'Type “{phrase}” exactly to delete a track that was delivered to channels',
    description: D,
  },
  'invalid-character': {
    id: 'validation.invalid-character',
    defaultMessage:
      'Contains a character that cannot be saved (a NUL or a broken Unicode character)',
    description: D,
  },
  'op-too-deep': {
    id: 'validation.op-too-deep',
    defaultMessage: 'This change is nested more than {max} levels deep and cannot be saved',
    description: D,
  },
  'op-too-large': {
    id: 'validation.op-too-large',
    defaultMessage: 'This change holds more than {max} values and cannot be saved',
    description: D,
  },
  'password-format': {
    id: 'validation.password-format',
    defaultMessage:
      'Incorrect password format: at least 8 characters with a digit, an upper-case and a lower-case letter',
    description: D,
  },
  'roles-required': {
    id: 'validation.roles-required',
    defaultMessage: 'Choose at least one role',
    description: D,
  },
  'role-unknown': {
    id: 'validation.role-unknown',
    defaultMessage: 'This role cannot be given to a team member',
    description: D,
  },
  'password-mismatch': {
    id: 'validation.password-mismatch',
    defaultMessage: 'The two passwords did not match!',
    description: D,
  },
  'login-name-too-short': {
    id: 'validation.login-name-too-short',
    defaultMessage: 'The login name must be at least 4 characters',
    description: D,
  },
  'login-name-too-long': {
    id: 'validation.login-name-too-long',
    defaultMessage: 'The login name can have at most 64 characters',
    description: D,
  },
  'verification-code-format': {
    id: 'validation.verification-code-format',
    defaultMessage: 'Invalid Verification Code',
    description: D,
  },
  'tel-area-format': {
    id: 'validation.tel-area-format',
    defaultMessage: 'Invalid country calling code',
    description: D,
  },
  'mobile-format': {
    id: 'validation.mobile-format',
    defaultMessage: 'Invalid mobile phone number',
    description: D,
  },
  'phone-format': {
    id: 'validation.phone-format',
    defaultMessage: 'Invalid phone number: digits, spaces, hyphens and brackets, 5 to 20 digits',
    description: D,
  },
  'resident-id-format': {
    id: 'validation.resident-id-format',
    defaultMessage: 'Invalid ID number',
    description: D,
  },
  'resident-id-check-digit': {
    id: 'validation.resident-id-check-digit',
    defaultMessage: 'Invalid ID number: the last character does not match the check digit',
    description: D,
  },
  'credit-code-format': {
    id: 'validation.credit-code-format',
    defaultMessage: 'Invalid unified social credit code: 18 characters are expected',
    description: D,
  },
  'credit-code-check-digit': {
    id: 'validation.credit-code-check-digit',
    defaultMessage:
      'Invalid unified social credit code: the last character does not match the check digit',
    description: D,
  },
  'channel-code': {
    id: 'validation.channel-code',
    defaultMessage: 'The channel code is 1 to 40 letters, digits or hyphens',
    description: D,
  },
  'channel-name-required': {
    id: 'validation.channel-name-required',
    defaultMessage: 'Enter the name',
    description: D,
  },
  'channel-dpid': {
    id: 'validation.channel-dpid',
    defaultMessage:
      'A DDEX party ID starts with PADPIDA, then a 10-character party number and a check character: 18 capital letters and digits (PA-DPIDA-NNNNNNNNNN-C)',
    description: D,
  },
  'channel-dpid-check': {
    id: 'validation.channel-dpid-check',
    defaultMessage:
      'The check character of this DDEX party ID is wrong: copy the ID from the channel again',
    description: D,
  },
  'sender-name-required': {
    id: 'validation.sender-name-required',
    defaultMessage: 'Enter the name registered with this DDEX party ID (at most 100 characters)',
    description: D,
  },
  'channel-territory': {
    id: 'validation.channel-territory',
    defaultMessage:
      'Territories must be ISO 3166-1 country or region codes (or Worldwide); choose at least one',
    description: D,
  },
  'channel-usage-required': {
    id: 'validation.channel-usage-required',
    defaultMessage: 'Choose at least one usage the channel accepts',
    description: D,
  },
  'channel-remote-path': {
    id: 'validation.channel-remote-path',
    defaultMessage: 'A folder is a relative path without "..", empty steps or backslashes',
    description: D,
  },
  'channel-host': {
    id: 'validation.channel-host',
    defaultMessage: 'Enter a host name or IP address',
    description: D,
  },
  'channel-port': {
    id: 'validation.channel-port',
    defaultMessage: 'The port is a whole number from 1 to 65535',
    description: D,
  },
  'channel-host-key': {
    id: 'validation.channel-host-key',
    defaultMessage:
      'The host key fingerprint looks like SHA256: followed by 43 characters (as ssh-keygen -lf prints it)',
    description: D,
  },
  'channel-ack-poll': {
    id: 'validation.channel-ack-poll',
    defaultMessage: 'The acknowledgement check interval is 10 to 86400 seconds',
    description: D,
  },
  'contract-territory': {
    id: 'validation.contract-territory',
    defaultMessage: 'Territories must be ISO 3166-1 country or region codes (or Worldwide)',
    description: D,
  },
  'contract-date': {
    id: 'validation.contract-date',
    defaultMessage: 'Enter a valid date (YYYY-MM-DD)',
    description: D,
  },
  'contract-settlement-type': {
    id: 'validation.contract-settlement-type',
    defaultMessage: 'Choose one of the four settlement types',
    description: D,
  },
  'contract-cycle': {
    id: 'validation.contract-cycle',
    defaultMessage: 'Choose a settlement cycle',
    description: D,
  },
  'contract-number-required': {
    id: 'validation.contract-number-required',
    defaultMessage: 'Enter the contract number',
    description: D,
  },
  'contract-currency': {
    id: 'validation.contract-currency',
    defaultMessage: 'Enter a currency code (ISO 4217, e.g. CNY)',
    description: D,
  },
  'share-percent': {
    id: 'validation.share-percent',
    defaultMessage: 'The share ratio must be between 0 and 100 (up to four decimals)',
    description: D,
  },
  'minimum-format': {
    id: 'validation.minimum-format',
    defaultMessage: 'Enter the minimum per period as an amount',
    description: D,
  },
  'unit-price-format': {
    id: 'validation.unit-price-format',
    defaultMessage: 'Enter each unit price as a number',
    description: D,
  },
  'unit-price-required': {
    id: 'validation.unit-price-required',
    defaultMessage: 'Enter at least one unit price',
    description: D,
  },
  'fee-format': {
    id: 'validation.fee-format',
    defaultMessage: 'Enter the fee per period as an amount',
    description: D,
  },
  'prepayment-format': {
    id: 'validation.prepayment-format',
    defaultMessage: 'Enter the prepayment as an amount (0 when none)',
    description: D,
  },
  'territories-required': {
    id: 'validation.territories-required',
    defaultMessage: 'Enter at least one territory',
    description: D,
  },
  'contract-term': {
    id: 'validation.contract-term',
    defaultMessage: 'The end date must not be before the start date',
    description: D,
  },
  'bank-type': {
    id: 'validation.bank-type',
    defaultMessage: 'Choose domestic or international',
    description: D,
  },
  'bank-required': {
    id: 'validation.bank-required',
    defaultMessage: 'This field is required',
    description: D,
  },
  'bank-country': {
    id: 'validation.bank-country',
    defaultMessage: 'Choose the country or region of the bank',
    description: D,
  },
  'bank-account-format': {
    id: 'validation.bank-account-format',
    defaultMessage: 'The account number may hold 4 to 34 letters and digits',
    description: D,
  },
  'bank-iban-format': {
    id: 'validation.bank-iban-format',
    defaultMessage: 'Incorrect IBAN format',
    description: D,
  },
  'bank-iban-check': {
    id: 'validation.bank-iban-check',
    defaultMessage: 'The IBAN check digits are wrong: please check the number',
    description: D,
  },
  'bank-swift-format': {
    id: 'validation.bank-swift-format',
    defaultMessage: 'Incorrect SWIFT/BIC format (8 or 11 characters)',
    description: D,
  },
  'bank-swift-required': {
    id: 'validation.bank-swift-required',
    defaultMessage: 'Enter the SWIFT/BIC code',
    description: D,
  },
});
