// The review commands of one album (submit, start and undo a modification). Each is an op in the
// outbox, so it works offline; the page follows that op: "queued" while it waits in the outbox,
// "done" once the server took it, "refused" when it came back as a conflict. A submission is
// checked first with the domain's completeness rule over this device's data, as the server will.
import { useState } from 'react';
import {
  latestPendingOpId,
  loadAlbumSubmissionData,
  usePendingOps,
} from '../../../../data/albumSubmissionQueries';
import { useConflicts } from '../../../../data/catalogueHooks';
import { runAlbumCommand } from '../../../../data/catalogueRepo';
import type { Album } from '../../../../domain/catalogue';
import { REVIEW_OP_KINDS, type OpKind } from '../../../../domain/sync/protocol';
import type { AlbumCommand } from '../albumEditability';
import { albumCompleteness, type Completeness } from '../wizard/completeness';
import { reportError } from '../../../../data/errorLog';

export type CommandState = 'queued' | 'done' | 'refused';

export interface CommandStatus {
  command: AlbumCommand;
  state: CommandState;
}

export interface AlbumCommands {
  isBusy: boolean;
  /** the request could not even be written on this device */
  failed: boolean;
  /** the last submission was stopped here: what is still incomplete */
  refusedIncomplete: Completeness | null;
  /** the last command run on this page, or one still waiting in the outbox (e.g. after a reload) */
  status: CommandStatus | null;
  run(command: AlbumCommand): Promise<void>;
}

const isReviewKind = (kind: OpKind): kind is AlbumCommand =>
  (REVIEW_OP_KINDS as readonly string[]).includes(kind);

/** The state of the op `opId` (null: it was never seen in the outbox, i.e. sent at once). */
export function commandState(
  opId: string | null,
  pendingOpIds: readonly string[],
  conflictOpIds: readonly string[],
): CommandState {
  if (opId !== null && pendingOpIds.includes(opId)) return 'queued';
  if (opId !== null && conflictOpIds.includes(opId)) return 'refused';
  return 'done';
}

export function useAlbumCommands(album: Album): AlbumCommands {
  const [isBusy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [refusedIncomplete, setRefusedIncomplete] = useState<Completeness | null>(null);
  const [last, setLast] = useState<{ command: AlbumCommand; opId: string | null } | null>(null);
  const pending = usePendingOps('album', album.id);
  const conflicts = useConflicts();
  const pendingIds = pending.map((op) => op.opId);
  const waiting = pending.filter((op) => isReviewKind(op.kind)).at(-1);

  let status: CommandStatus | null = null;
  if (last !== null) {
    const conflictIds = conflicts
      .filter((c) => c.entity === 'album' && c.entityId === album.id)
      .map((c) => c.opId);
    status = { command: last.command, state: commandState(last.opId, pendingIds, conflictIds) };
  } else if (waiting !== undefined && isReviewKind(waiting.kind))
    status = { command: waiting.kind, state: 'queued' };

  return {
    isBusy,
    failed,
    refusedIncomplete,
    status,
    run: async (command) => {
      setBusy(true);
      setFailed(false);
      setRefusedIncomplete(null);
      try {
        if (command === 'submitForReview') {
          const data = await loadAlbumSubmissionData(album.id);
          const completeness = data === null ? null : albumCompleteness(data);
          if (completeness !== null && !completeness.isComplete) {
            setRefusedIncomplete(completeness);
            return;
          }
        }
        await runAlbumCommand(album.id, command);
        setLast({ command, opId: await latestPendingOpId('album', album.id, command) });
      } catch (error) {
        reportError('album.command', error);
        setFailed(true);
      } finally {
        setBusy(false);
      }
    },
  };
}
