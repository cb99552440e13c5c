// The sentence that says why the server refused a change. For a lock the server's copy (the record
// or the album holding the lock) tells which review state locked it, when it came along.
import type { MessageDescriptor } from 'react-intl';
import { isReviewStatus } from '../../../domain/status';
import type { ConflictRow } from '../../../domain/sync/records';
import { reasonMessages as r } from './messages';

export function conflictReason(
  conflict: Pick<ConflictRow, 'reason' | 'serverCopy' | 'entity'>,
): MessageDescriptor {
  switch (conflict.reason) {
    case 'locked': {
      const status = conflict.serverCopy?.reviewStatus;
      if (!isReviewStatus(status)) return r.locked;
      if (status === 11 || status === 16) return r.lockedPending;
      if (status === 12) return r.lockedApproved;
      if (status === 15) return r.lockedDeleted;
      return r.locked;
    }
    case 'conflict':
      return conflict.serverCopy === null ? r.conflictDeleted : r.conflict;
    case 'invalid':
      return r.invalid;
    case 'notAllowed':
      return r.notAllowed;
    case 'forbidden':
      return r.forbidden;
    case 'notFound':
      return r.notFound;
    case 'refused':
      return r.refused;
  }
}
