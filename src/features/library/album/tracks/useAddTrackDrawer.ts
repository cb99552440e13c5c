// The add-track drawer's state: values, the domain's issues (shown after a save attempt, the
// ISRC's as soon as a full code is typed), the local create and the created track to open next.
import { useState } from 'react';
import { createRecord, EditRefusedError } from '../../../../data/catalogueRepo';
import { useRecords } from '../../../../data/catalogueHooks';
import { hasErrors, type Album, type Issue, type Track } from '../../../../domain/catalogue';
import { cleanIsrc, isValidIsrc } from '../../../../domain/identifiers';
import {
  checkAddTrack,
  initialAddTrackValues,
  isIsrcComplete,
  newTrackOf,
  type AddTrackField,
  type AddTrackValues,
} from './addTrackForm';
import { addTrackRefusal, type AddRemoveRefusal } from './trackListRules';
import { nextTrackNo } from './trackOrder';
import { reportError } from '../../../../data/errorLog';

export interface CreatedTrack {
  id: string;
  name: string;
  trackNo: number;
}

export interface AddTrackDrawerState {
  isOpen: boolean;
  values: AddTrackValues;
  /** the issues to show now */
  issues: Issue[];
  refusal: AddRemoveRefusal | null;
  isBusy: boolean;
  hasFailed: boolean;
  created: CreatedTrack | null;
  open(): void;
  close(): void;
  change(field: AddTrackField, value: string): void;
  submit(): Promise<void>;
  /** after a track was added: an empty form for the next one */
  again(): void;
}

/** Tracks of the organisation on this device holding the typed ISRC; none while it is not one. */
function useIsrcHolders(typed: string): Track[] | undefined {
  const cleaned = cleanIsrc(typed);
  return useRecords('track', {
    where: { field: 'isrc', equals: isValidIsrc(cleaned) ? cleaned : '' },
  });
}

export function useAddTrackDrawer(album: Album, tracks: readonly Track[]): AddTrackDrawerState {
  const [isOpen, setOpen] = useState(false);
  const [values, setValues] = useState<AddTrackValues>(() => initialAddTrackValues(album));
  const [hasAttempted, setAttempted] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [hasFailed, setFailed] = useState(false);
  const [refused, setRefused] = useState<Issue[]>([]);
  const [created, setCreated] = useState<CreatedTrack | null>(null);
  const holders = useIsrcHolders(values.isrc);

  const refusal = addTrackRefusal(album);
  const draft = newTrackOf(values, album, nextTrackNo(tracks));
  const all = checkAddTrack(draft, (cleaned) => (holders ?? []).some((t) => t.isrc === cleaned));
  const shown = hasAttempted
    ? all
    : all.filter((i) => i.field === 'isrc' && isIsrcComplete(values.isrc));

  const reset = () => {
    setValues(initialAddTrackValues(album));
    setAttempted(false);
    setFailed(false);
    setRefused([]);
    setCreated(null);
  };

  return {
    isOpen,
    values,
    issues: [...shown, ...refused],
    refusal,
    isBusy,
    hasFailed,
    created,
    open: () => {
      reset();
      setOpen(true);
    },
    close: () => setOpen(false),
    change: (field, value) => {
      setRefused([]);
      setFailed(false);
      setValues((current) => ({ ...current, [field]: value }));
    },
    again: reset,
    submit: async () => {
      setAttempted(true);
      if (refusal !== null || hasErrors(all) || isBusy) return;
      setBusy(true);
      try {
        const record = await createRecord('track', { ...draft });
        setCreated({ id: String(record.id), name: draft.name, trackNo: draft.trackNo ?? 0 });
      } catch (error) {
        reportError('track.create', error);
        // the repo checks the create against the server's payload rules before writing
        if (error instanceof EditRefusedError && error.issues.length > 0) setRefused(error.issues);
        else setFailed(true);
      } finally {
        setBusy(false);
      }
    },
  };
}
