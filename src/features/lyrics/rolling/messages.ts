import { defineMessages, type NoMessageValues } from 'react-intl';
import type { RollingCode } from '../../../domain/media/rollingLyrics';
import { labels } from '../../../i18n/labels';

/** Why the editor cannot go on, by the domain's code (spec section 8 wording where it has one). */
export const rollingCodeMessages = defineMessages<
  Record<RollingCode | 'load-failed', { line?: number }>
>({
  'rolling-audio-missing': {
    id: 'lyrics.rolling.code.audioMissing',
    defaultMessage: 'Please upload a song file',
    description: 'Rolling lyrics need the track audio first (spec: a prompt to upload a song file)',
  },
  'rolling-audio-unverified': {
    id: 'lyrics.rolling.code.audioUnverified',
    defaultMessage:
      'The song file is still being verified. Please try again once it shows Verified.',
    description: 'Rolling lyrics need verified audio to play',
  },
  'rolling-lyrics-missing': {
    id: 'lyrics.rolling.code.lyricsMissing',
    defaultMessage: 'Please upload lyrics',
    description: 'Rolling lyrics need lyrics first (spec wording)',
  },
  'rolling-lyrics-unreadable': {
    id: 'lyrics.rolling.code.lyricsUnreadable',
    defaultMessage:
      'These lyrics cannot be read here (KRC files are encrypted). Please upload TXT or LRC lyrics.',
    description: 'The lyrics file cannot be turned into lines',
  },
  'rolling-lyrics-empty': {
    id: 'lyrics.rolling.code.lyricsEmpty',
    defaultMessage: 'No lyrics selected',
    description: 'The lyrics have no line to time (spec wording "No lyrics selected")',
  },
  'rolling-stamp-missing': {
    id: 'lyrics.rolling.code.stampMissing',
    defaultMessage: 'Line {line} has no time point yet',
    description: 'Save refused: a lyric line is not timed',
  },
  'rolling-time-order': {
    id: 'lyrics.rolling.code.timeOrder',
    defaultMessage: 'Scrolling-lyrics time points must be in order (line {line})',
    description: 'Save refused: a time point is earlier than the one before (spec wording)',
  },
  'rolling-time-beyond-track': {
    id: 'lyrics.rolling.code.timeBeyond',
    defaultMessage: 'The time point on line {line} is beyond the end of the track',
    description: 'Save refused: a time point is after the end of the track',
  },
  'rolling-original-missing': {
    id: 'lyrics.rolling.code.originalMissing',
    defaultMessage: 'No original lyrics for current track',
    description: 'The traditional conversion needs the original lyrics (spec wording)',
  },
  'load-failed': {
    id: 'lyrics.rolling.code.loadFailed',
    defaultMessage: 'Load Failed',
    description: 'The lyrics file could not be read back (spec wording)',
  },
});

export const rollingMessages = defineMessages<{
  open: NoMessageValues;
  openFor: { track: string };
  title: { track: string };
  close: NoMessageValues;
  instructions: NoMessageValues;
  loading: NoMessageValues;
  locked: NoMessageValues;
  lines: NoMessageValues;
  progress: { done: number; total: number };
  stamp: NoMessageValues;
  stampLine: { line: number };
  allStamped: NoMessageValues;
  noTime: NoMessageValues;
  next: NoMessageValues;
  earlier: { line: number };
  later: { line: number };
  restamp: { line: number };
  clearAll: NoMessageValues;
  save: NoMessageValues;
  saved: NoMessageValues;
  saveFailed: NoMessageValues;
  refused: { reason: string };
  lineOrder: NoMessageValues;
  lineBeyond: NoMessageValues;
  convert: NoMessageValues;
  converting: NoMessageValues;
  convertFailed: NoMessageValues;
  traditionalHeading: NoMessageValues;
  traditionalPreview: NoMessageValues;
  saveTraditional: NoMessageValues;
  savedTraditional: NoMessageValues;
}>({
  open: {
    id: 'lyrics.rolling.open',
    defaultMessage: 'Rolling lyrics',
    description: 'Button that opens the rolling lyrics editor of a track',
  },
  openFor: {
    id: 'lyrics.rolling.openFor',
    defaultMessage: 'Rolling lyrics of {track}',
    description: 'Accessible name of the rolling lyrics button',
  },
  title: {
    id: 'lyrics.rolling.title',
    defaultMessage: 'Rolling lyrics: {track}',
    description: 'Title of the rolling lyrics editor',
  },
  close: labels.close,
  instructions: {
    id: 'lyrics.rolling.instructions',
    defaultMessage:
      'Play the track and press Stamp (or the T key) as each line begins. Adjust a time by 0.1 s with − and +, or re-stamp a line.',
    description: 'How the rolling lyrics editor works',
  },
  loading: {
    id: 'lyrics.rolling.loading',
    defaultMessage: 'Loading lyrics…',
    description: 'Shown while the lyrics are read',
  },
  locked: {
    id: 'lyrics.rolling.locked',
    defaultMessage: 'The album is pending review or approved: its lyrics cannot be changed now.',
    description: 'Shown when the album review state does not allow lyrics changes',
  },
  lines: {
    id: 'lyrics.rolling.lines',
    defaultMessage: 'Lyric lines',
    description: 'Accessible name of the list of lyric lines',
  },
  progress: {
    id: 'lyrics.rolling.progress',
    defaultMessage: '{done} of {total} lines timed',
    description: 'How many lines have a time point',
  },
  stamp: {
    id: 'lyrics.rolling.stamp',
    defaultMessage: 'Stamp',
    description: 'Button that gives the next line the playing time',
  },
  stampLine: {
    id: 'lyrics.rolling.stampLine',
    defaultMessage: 'Stamp line {line}',
    description: 'Accessible name of the stamp button',
  },
  allStamped: {
    id: 'lyrics.rolling.allStamped',
    defaultMessage: 'Every line is timed',
    description: 'Shown on the stamp button when all lines have times',
  },
  noTime: {
    id: 'lyrics.rolling.noTime',
    defaultMessage: 'no time',
    description: 'A line without a time point (screen readers)',
  },
  next: {
    id: 'lyrics.rolling.next',
    defaultMessage: 'Next',
    description: 'Marks the line the next stamp times',
  },
  earlier: {
    id: 'lyrics.rolling.earlier',
    defaultMessage: 'Line {line}: 0.1 s earlier',
    description: 'Moves a line time 0.1 s earlier',
  },
  later: {
    id: 'lyrics.rolling.later',
    defaultMessage: 'Line {line}: 0.1 s later',
    description: 'Moves a line time 0.1 s later',
  },
  restamp: {
    id: 'lyrics.rolling.restamp',
    defaultMessage: 'Re-stamp line {line}',
    description: 'Makes the next stamp time this line again',
  },
  clearAll: {
    id: 'lyrics.rolling.clearAll',
    defaultMessage: 'Clear all times',
    description: 'Removes every time point to start over',
  },
  save: {
    id: 'lyrics.rolling.save',
    defaultMessage: 'Save rolling lyrics',
    description: 'Saves the timed lines as an LRC file',
  },
  saved: {
    id: 'lyrics.rolling.saved',
    defaultMessage: 'Rolling lyrics saved.',
    description: 'Confirmation after saving the rolling lyrics',
  },
  saveFailed: {
    id: 'lyrics.rolling.saveFailed',
    defaultMessage: 'Operation Failed',
    description: 'The lyrics record could not be written (spec wording)',
  },
  refused: {
    id: 'lyrics.rolling.refused',
    defaultMessage: 'Not saved: {reason}',
    description: 'The lyrics file was refused by the check, with the reason',
  },
  lineOrder: {
    id: 'lyrics.rolling.lineOrder',
    defaultMessage: 'out of order',
    description: 'Marks a line whose time is earlier than the one before',
  },
  lineBeyond: {
    id: 'lyrics.rolling.lineBeyond',
    defaultMessage: 'after the end of the track',
    description: 'Marks a line whose time is past the track',
  },
  convert: {
    id: 'lyrics.rolling.convert',
    defaultMessage: 'Convert to traditional Chinese',
    description: 'Converts the lyrics to traditional Chinese',
  },
  converting: {
    id: 'lyrics.rolling.converting',
    defaultMessage: 'Converting…',
    description: 'Shown while the conversion loads',
  },
  convertFailed: {
    id: 'lyrics.rolling.convertFailed',
    defaultMessage: 'Convert Failed',
    description: 'The conversion failed (spec wording)',
  },
  traditionalHeading: {
    id: 'lyrics.rolling.traditionalHeading',
    defaultMessage: 'Traditional Chinese',
    description: 'Heading of the converted lyrics',
  },
  traditionalPreview: {
    id: 'lyrics.rolling.traditionalPreview',
    defaultMessage: 'Converted lyrics',
    description: 'Accessible name of the converted lyrics text',
  },
  saveTraditional: {
    id: 'lyrics.rolling.saveTraditional',
    defaultMessage: 'Save traditional lyrics',
    description: 'Saves the converted lyrics',
  },
  savedTraditional: {
    id: 'lyrics.rolling.savedTraditional',
    defaultMessage: 'Traditional Chinese lyrics saved.',
    description: 'Confirmation after saving the converted lyrics',
  },
});
