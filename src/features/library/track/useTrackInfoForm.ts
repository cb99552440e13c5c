// The track information form, as AlbumInfoForm does it: unedited fields follow the stored record
// live (a pull or another tab shows at once), edited ones keep the user's text until Save writes
// the changed fields to IndexedDB with their op (offline too; the sync engine sends them).
import { useState } from 'react';
import { EditRefusedError, updateRecord } from '../../../data/catalogueRepo';
import { useRecords } from '../../../data/catalogueHooks';
import type { Album, Issue, Track } from '../../../domain/catalogue';
import { cleanIsrc, isValidIsrc } from '../../../domain/identifiers';
import { contentLockOf, type ContentLock } from '../shared/contentLock';
import { trackMessages } from './messages';
import {
  checkTrackForm,
  trackPatch,
  trackToValues,
  TRACK_FIELD_OF,
  type TrackFormField,
  type TrackFormIssues,
  type TrackFormValues,
} from './trackForm';
import { reportError } from '../../../data/errorLog';

export type TrackFormNotice = 'saved' | 'saveFailed' | 'fixErrors' | null;

export interface TrackInfoForm {
  values: TrackFormValues;
  lock: ContentLock;
  /** may this form field change now (review lock, fixed-after-creation, released ISRC) */
  canEdit(field: TrackFormField): boolean;
  issues: TrackFormIssues;
  /** refused by the local check or the local repository on the last save */
  refused: Issue[];
  isDirty: boolean;
  isBusy: boolean;
  notice: TrackFormNotice;
  change<F extends TrackFormField>(field: F, value: TrackFormValues[F]): void;
  save(): Promise<void>;
}

/** Other tracks of the organisation on this device holding `isrc` (cleaned); [] when it is not an ISRC. */
function useTracksWithIsrc(isrc: string): Track[] | undefined {
  const cleaned = cleanIsrc(isrc);
  // an invalid code has no owner to find; '' matches nothing (null ISRCs are not indexed)
  return useRecords('track', {
    where: { field: 'isrc', equals: isValidIsrc(cleaned) ? cleaned : '' },
  });
}

export function useTrackInfoForm(track: Track, album: Album | null): TrackInfoForm {
  const [edits, setEdits] = useState<Partial<TrackFormValues>>({});
  const [isBusy, setBusy] = useState(false);
  const [notice, setNotice] = useState<TrackFormNotice>(null);
  const [refused, setRefused] = useState<Issue[]>([]);
  const values: TrackFormValues = { ...trackToValues(track), ...edits };
  const edited = Object.keys(edits) as TrackFormField[];
  const holders = useTracksWithIsrc(values.isrc);
  const isIsrcUsed = (cleaned: string) =>
    (holders ?? []).some((t) => t.id !== track.id && t.isrc === cleaned);
  const issues = checkTrackForm(track, values, edited, { isIsrcUsed });
  const lock = contentLockOf('track', album, trackMessages.modificationLimits);
  const patch = trackPatch(track, values, edited);
  const isDirty = Object.keys(patch).length > 0;

  const canEdit = (field: TrackFormField): boolean => {
    if (field === 'isAudition' || field === 'auditionStart' || field === 'auditionEnd')
      return lock.canEdit('isAudition') && lock.canEdit('auditionStartMs');
    return lock.canEdit(TRACK_FIELD_OF[field]);
  };

  return {
    values,
    lock,
    canEdit,
    issues,
    refused,
    isDirty,
    isBusy,
    notice,
    change: (field, value) => {
      setNotice(null);
      setRefused([]);
      setEdits((current) => ({ ...current, [field]: value }));
    },
    save: async () => {
      if (issues.blocking.length > 0) {
        setNotice('fixErrors');
        return;
      }
      if (!isDirty) return;
      setBusy(true);
      setNotice(null);
      try {
        await updateRecord('track', track.id, patch);
        setEdits({});
        setNotice('saved');
      } catch (error) {
        reportError('track.save', error);
        // the repository runs the server's payload checks: show what it refused at the fields
        if (error instanceof EditRefusedError && error.issues.length > 0) {
          setRefused(error.issues);
          setNotice('fixErrors');
        } else setNotice('saveFailed');
      } finally {
        setBusy(false);
      }
    },
  };
}
