// The columns of a track's clip and accompaniment tables (shared/media/MediaTable): what differs
// between the two is which facts of the record and its file are shown.
import type { IntlShape } from 'react-intl';
import type { VisibleRecord } from '../../../data/catalogueHooks';
import { CLIP_TYPE } from '../../../domain/catalogue/enums';
import type { TrackClip } from '../../../domain/catalogue/media';
import { formatClockTime } from '../../../domain/catalogue/time';
import { formatBytes } from '../../upload/uploadText';
import { accompanimentMessages } from '../accompaniment/messages';
import type { MediaColumn } from '../shared/media/MediaTable';
import { StoredFileLine } from '../shared/media/StoredFileLine';
import { clipMessages, mediaTabMessages as m } from './messages';

export function clipTypeText(intl: IntlShape, type: TrackClip['type']): string {
  if (type === CLIP_TYPE.system) return intl.formatMessage(clipMessages.typeSystem);
  if (type === CLIP_TYPE.uploaded) return intl.formatMessage(clipMessages.typeUploaded);
  return intl.formatMessage(clipMessages.typePayMode);
}

const clockOrEmpty = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? '' : formatClockTime(ms);

/** Title, type, start, duration, tag and the uploaded file's state. */
export function clipColumns(intl: IntlShape): MediaColumn<VisibleRecord<'trackClip'>>[] {
  return [
    { header: intl.formatMessage(m.colTitle), cell: (_, title) => title },
    { header: intl.formatMessage(m.colType), cell: (clip) => clipTypeText(intl, clip.type) },
    { header: intl.formatMessage(m.colStart), cell: (clip) => clockOrEmpty(clip.startMs) },
    { header: intl.formatMessage(m.colDuration), cell: (clip) => clockOrEmpty(clip.durationMs) },
    { header: intl.formatMessage(m.colTag), cell: (clip) => clip.tag ?? '' },
    {
      header: intl.formatMessage(m.colFile),
      cell: (clip) =>
        clip.type === CLIP_TYPE.uploaded ? (
          <StoredFileLine file={clip.file} showFacts={false} />
        ) : (
          ''
        ),
    },
  ];
}

/** Title, type and the stored facts of each file: format, duration, size and state. */
export function accompanimentColumns(
  intl: IntlShape,
): MediaColumn<VisibleRecord<'accompaniment'>>[] {
  return [
    { header: intl.formatMessage(m.colTitle), cell: (_, title) => title },
    {
      header: intl.formatMessage(m.colType),
      cell: (acc) =>
        intl.formatMessage(
          acc.accompanimentType === 'vocal'
            ? accompanimentMessages.vocal
            : accompanimentMessages.nonVocal,
        ),
    },
    {
      header: intl.formatMessage(m.colFormat),
      cell: (acc) => (acc.file ? acc.file.format.toUpperCase() : ''),
    },
    {
      header: intl.formatMessage(m.colDuration),
      cell: (acc) => clockOrEmpty(acc.file?.durationMs),
    },
    {
      header: intl.formatMessage(m.colSize),
      cell: (acc) => (acc.file ? formatBytes(intl, acc.file.sizeBytes) : ''),
    },
    { header: intl.formatMessage(m.colTag), cell: (acc) => acc.tag ?? '' },
    {
      header: intl.formatMessage(m.colFile),
      cell: (acc) => (
        <StoredFileLine file={acc.file} showFacts={false} testId="accompaniment-row-file" />
      ),
    },
  ];
}
