// The sentence of every media check code (src/domain/media/codes.ts), always naming the file.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { MediaCode } from '../../domain/media/codes';

const D = 'A media check refused or flagged an uploaded file; file is its name';

export const mediaMessages: Readonly<Record<MediaCode, MessageDescriptor>> = defineMessages({
  'file-empty': {
    id: 'media.file-empty',
    defaultMessage: '{file}: the file is empty (0 bytes)',
    description: D,
  },
  'file-format': {
    id: 'media.file-format',
    defaultMessage: '{file}: Incorrect File Format',
    description: D,
  },
  'file-too-large': {
    id: 'media.file-too-large',
    defaultMessage: '{file}: the file is too large; at most {maxMb} MB',
    description: D,
  },
  'file-extension-mismatch': {
    id: 'media.file-extension-mismatch',
    defaultMessage: '{file}: the content is {actual}, not .{ext}; do not change the extension',
    description: D,
  },
  'audio-corrupt': {
    id: 'media.audio-corrupt',
    defaultMessage: '{file}: Parse audio file exceptions',
    description: D,
  },
  'audio-no-duration': {
    id: 'media.audio-no-duration',
    defaultMessage: '{file}: the audio duration could not be read',
    description: D,
  },
  'audio-sample-rate': {
    id: 'media.audio-sample-rate',
    defaultMessage: '{file}: sample rate {rate} Hz is below {minHz} Hz',
    description: D,
  },
  'audio-bit-depth': {
    id: 'media.audio-bit-depth',
    defaultMessage: '{file}: bit depth {bits} bits is below {minBits} bits',
    description: D,
  },
  'audio-channels': {
    id: 'media.audio-channels',
    defaultMessage:
      '{file}: the audio has {channels} channels; it must be stereo ({expected} channels)',
    description: D,
  },
  'spatial-audio-format': {
    id: 'media.spatial-audio-format',
    defaultMessage: '{file}: this spatial audio type accepts only {formats} files',
    description: D,
  },
  'atmos-metadata-missing': {
    id: 'media.atmos-metadata-missing',
    defaultMessage:
      '{file}: no Dolby Atmos ADM metadata (axml/chna/dbmd) found; upload an ADM BWF .wav file',
    description: D,
  },
  'surround-channels': {
    id: 'media.surround-channels',
    defaultMessage:
      '{file}: the audio has {channels} channels; this surround type needs {expected}',
    description: D,
  },
  'image-corrupt': {
    id: 'media.image-corrupt',
    defaultMessage: '{file}: the image cannot be read; the file may be damaged',
    description: D,
  },
  'image-too-small': {
    id: 'media.image-too-small',
    defaultMessage:
      '{file}: the image is {width} × {height} pixels; it must be at least {minPx} × {minPx}',
    description: D,
  },
  'image-not-square': {
    id: 'media.image-not-square',
    defaultMessage:
      '{file}: the image is {width} × {height} pixels; it must be square (1:1), please crop it',
    description: D,
  },
  'image-overseas-size': {
    id: 'media.image-overseas-size',
    defaultMessage:
      '{file}: the image is {width} × {height} pixels; an overseas cover must be {minPx}-{maxPx} pixels on each side',
    description: D,
  },
  'image-small-recommended': {
    id: 'media.image-small-recommended',
    defaultMessage:
      '{file}: the image is {width} × {height} pixels; at least {minPx} × {minPx} is recommended',
    description: D,
  },
  'lyrics-format': {
    id: 'media.lyrics-format',
    defaultMessage: '{file}: only TXT or lrc files, do not change the extension',
    description: D,
  },
  'lyrics-empty': {
    id: 'media.lyrics-empty',
    defaultMessage: '{file}: the lyrics are empty',
    description: D,
  },
  'lyrics-time-invalid': {
    id: 'media.lyrics-time-invalid',
    defaultMessage: '{file}: invalid time tag on line {line}',
    description: D,
  },
  'lyrics-time-order': {
    id: 'media.lyrics-time-order',
    defaultMessage: '{file}: scrolling-lyrics time points must be in order (line {line})',
    description: D,
  },
  'lyrics-time-beyond-track': {
    id: 'media.lyrics-time-beyond-track',
    defaultMessage: '{file}: the time point on line {line} is beyond the end of the track',
    description: D,
  },
  'file-unchecked': {
    id: 'media.file-unchecked',
    defaultMessage: '{file}: the file could not be checked; please try again',
    description: D,
  },
});
