// The sentence of every pre-delivery quality code (src/domain/quality/codes.ts), shown in the
// wizard's findings and as the server's refusal; params fill the message.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { QualityCode } from '../../domain/quality/codes';

const D =
  'A pre-delivery quality finding of an album or track: shown before submit and in the refusal';

export const qualityMessages: Readonly<Record<QualityCode, MessageDescriptor>> = defineMessages({
  'title-featured-artist': {
    id: 'validation.title-featured-artist',
    defaultMessage:
      'The title names a featured artist ({text}): enter them in the artists field, not the title',
    description: D,
  },
  'title-all-caps': {
    id: 'validation.title-all-caps',
    defaultMessage: 'The title is written in capitals: channels ask for normal capitalisation',
    description: D,
  },
  'title-placeholder': {
    id: 'validation.title-placeholder',
    defaultMessage: '“{text}” is a placeholder, not a title: enter the real title',
    description: D,
  },
  'title-version-mismatch': {
    id: 'validation.title-version-mismatch',
    defaultMessage: 'The title says “{text}” but the version field does not: make them agree',
    description: D,
  },
  'explicit-track-not-on-album': {
    id: 'validation.explicit-track-not-on-album',
    defaultMessage:
      '{count} track(s) contain explicit content but the album is not marked explicit',
    description: D,
  },
  'explicit-album-no-track': {
    id: 'validation.explicit-album-no-track',
    defaultMessage: 'The album is marked explicit but none of its tracks is',
    description: D,
  },
  'duration-too-short': {
    id: 'validation.duration-too-short',
    defaultMessage:
      'The audio is shorter than {minSeconds} seconds: channels may give it no preview or refuse it',
    description: D,
  },
  'duration-too-long': {
    id: 'validation.duration-too-long',
    defaultMessage: 'The audio is longer than {maxHours} hours: channels refuse it',
    description: D,
  },
  'cover-not-verified': {
    id: 'validation.cover-not-verified',
    defaultMessage:
      'The cover file has not been verified by the server yet (still being checked, refused, or not uploaded): upload it again if this stays',
    description: D,
  },
  'release-date-past': {
    id: 'validation.release-date-past',
    defaultMessage:
      'The expected on-shelf date {date} has passed for a new release: the album goes on shelf as soon as it is approved',
    description: D,
  },
  'isrc-used-other-organisation': {
    id: 'validation.isrc-used-other-organisation',
    defaultMessage:
      'Another organisation has delivered a track with the ISRC {isrc}: the reviewer will check who holds the rights',
    description: D,
  },
});
