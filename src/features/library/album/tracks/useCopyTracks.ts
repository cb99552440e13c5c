// The copy dialog's state: a source track, the fields and the target tracks chosen, the domain's
// selection codes after a copy attempt, and the per-track updates (local-first, one per changed
// track, all in one transaction: a copy lands on every target or on none).
import { useState } from 'react';
import { saveRecords } from '../../../../data/catalogueRepo';
import type { Issue, Track } from '../../../../domain/catalogue';
import type { CopyableTrackField } from '../../../../domain/catalogue/validateSubmission';
import { checkCopySelection, planCopy } from './trackCopy';
import { reportError } from '../../../../data/errorLog';

export interface CopyResult {
  targets: number;
  changed: number;
}

export interface CopyTracksState {
  isOpen: boolean;
  sourceId: string;
  fields: readonly CopyableTrackField[];
  targetIds: readonly string[];
  issues: Issue[];
  isBusy: boolean;
  hasFailed: boolean;
  open(): void;
  close(): void;
  chooseSource(id: string): void;
  toggleField(field: CopyableTrackField, on: boolean): void;
  toggleTarget(id: string, on: boolean): void;
  /** resolves with what changed, or null when nothing was copied */
  submit(): Promise<CopyResult | null>;
}

const toggled = <T>(list: readonly T[], item: T, on: boolean): T[] =>
  on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);

export function useCopyTracks(tracks: readonly Track[]): CopyTracksState {
  const [isOpen, setOpen] = useState(false);
  const [sourceId, setSourceId] = useState('');
  const [fields, setFields] = useState<readonly CopyableTrackField[]>([]);
  const [targetIds, setTargetIds] = useState<readonly string[]>([]);
  const [hasAttempted, setAttempted] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [hasFailed, setFailed] = useState(false);
  const selection = { sourceId, fields, targetIds };
  const issues = hasAttempted ? checkCopySelection(selection) : [];

  return {
    isOpen,
    sourceId,
    fields,
    targetIds,
    issues,
    isBusy,
    hasFailed,
    open: () => {
      // track 1 is the usual source: the first track in the album's order
      setSourceId(tracks[0]?.id ?? '');
      setFields([]);
      setTargetIds([]);
      setAttempted(false);
      setFailed(false);
      setOpen(true);
    },
    close: () => setOpen(false),
    chooseSource: (id) => {
      setSourceId(id);
      setTargetIds((current) => current.filter((t) => t !== id));
    },
    toggleField: (field, on) => setFields((current) => toggled(current, field, on)),
    toggleTarget: (id, on) => setTargetIds((current) => toggled(current, id, on)),
    submit: async () => {
      setAttempted(true);
      const source = tracks.find((t) => t.id === sourceId);
      if (source === undefined || checkCopySelection(selection).length > 0 || isBusy) return null;
      const targets = tracks.filter((t) => t.id !== sourceId && targetIds.includes(t.id));
      const plans = planCopy(source, targets, fields);
      setBusy(true);
      setFailed(false);
      try {
        await saveRecords(
          plans.map((plan) => ({
            kind: 'update',
            entity: 'track',
            id: plan.trackId,
            patch: plan.patch,
          })),
        );
        setOpen(false);
        return { targets: targets.length, changed: plans.length };
      } catch (error) {
        reportError('track.copy', error);
        setFailed(true);
        return null;
      } finally {
        setBusy(false);
      }
    },
  };
}
