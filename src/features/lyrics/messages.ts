import { defineMessages, type NoMessageValues } from 'react-intl';
import { labels } from '../../i18n/labels';

export const lyricsMessages = defineMessages<{
  column: NoMessageValues;
  upload: NoMessageValues;
  uploadFor: { track: string };
  none: NoMessageValues;
  uploading: { name: string; percent: number };
  paused: { name: string; percent: number };
  waiting: { name: string };
  uploaded: { name: string };
  pending: { name: string };
  rejected: { reason: string };
  failed: { name: string };
  saveFailed: NoMessageValues;
}>({
  column: labels.lyrics,
  upload: {
    id: 'lyrics.upload',
    defaultMessage: 'Upload lyrics',
    description: 'Button that uploads a lyrics file (txt, lrc or krc) for a track',
  },
  uploadFor: {
    id: 'lyrics.uploadFor',
    defaultMessage: 'Upload lyrics for {track}',
    description: 'Accessible name of the upload-lyrics button of one track',
  },
  none: {
    id: 'lyrics.status.none',
    defaultMessage: 'No lyrics',
    description: 'Lyrics status: the track has no lyrics file',
  },
  uploading: {
    id: 'lyrics.status.uploading',
    defaultMessage: 'Uploading {name} {percent}%',
    description: 'Lyrics status while the file uploads',
  },
  paused: {
    id: 'lyrics.status.paused',
    defaultMessage: '{name} paused at {percent}%',
    description: 'Lyrics status while the upload is paused',
  },
  waiting: {
    id: 'lyrics.status.waiting',
    defaultMessage: '{name}: waiting for verification',
    description: 'Lyrics status: uploaded, the server checks the file',
  },
  uploaded: {
    id: 'lyrics.status.uploaded',
    defaultMessage: 'Uploaded: {name}',
    description: 'Lyrics status: the lyrics file of the track, by name',
  },
  pending: {
    id: 'lyrics.status.pending',
    defaultMessage: '{name}: not uploaded yet',
    description:
      'Lyrics status: the track points to a lyrics file this device has not finished uploading',
  },
  rejected: {
    id: 'lyrics.status.rejected',
    defaultMessage: 'Rejected: {reason}',
    description: 'Lyrics status: the file was refused, with the reason',
  },
  failed: {
    id: 'lyrics.status.failed',
    defaultMessage: '{name}: upload failed',
    description: 'Lyrics status: the upload failed',
  },
  saveFailed: {
    id: 'lyrics.saveFailed',
    defaultMessage: 'The lyrics file was not linked: the change could not be saved on this device.',
    description: 'Error when recording the uploaded lyrics file on the track failed locally',
  },
});
