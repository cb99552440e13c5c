// create / update / delete ops, in the order of DESIGN.md section 5: organisation, payload shape,
// lock rules, baseVersion, then the record's rules (checkRecord: the domain's validation of the
// record as stored, with the organisation-wide facts), then the write. Every refusal is an
// op result; nothing here throws for a business reason.
import { clientWritableFields } from '../../../src/domain/catalogue/entities';
import { errorsOf, issue, type Issue } from '../../../src/domain/catalogue/issues';
import { isReleased, isReleaseStatus } from '../../../src/domain/status/releaseStatus';
import { checkTrackDeletePhrase } from '../../../src/domain/status/trackDeletion';
import { isReviewStatus, transitionReview } from '../../../src/domain/status/reviewStatus';
import { mergeFields } from '../../../src/domain/sync/merge';
import { validateOpPayload } from '../../../src/domain/sync/payload';
import type { Op, OpOfKind, OpResult } from '../../../src/domain/sync/protocol';
import { checkReferences, findOwned } from '../auth/owned';
import { decideLockFor } from './albumLock';
import { checkRecord } from './checks';
import { resolveFileRefs } from './fileRefs';
import type { OpContext } from './context';
import { deleteTrackDependents, refreshSongCounts } from './effects';
import { newRecord, normalizePayload } from './newRecord';
import { contentFieldsChanged, fieldsChangedSince, writeRecord, type RecordRow } from './records';
import { applied, rejected } from './results';
import type { StoredRecord } from './tables';

/**
 * The organisation check of a record about to be written (DESIGN.md section 5, before the lock):
 * a parent it does not have answers notFound, a reference it does not have is the field's error.
 */
async function refusedReferences(
  ctx: OpContext,
  op: Op,
  record: StoredRecord,
  fields: readonly string[],
): Promise<OpResult | null> {
  const refused = await checkReferences(ctx.writer.tx, ctx.writer.orgId, op.entity, record, fields);
  if (refused === 'notFound') return rejected(op, 'notFound');
  return refused.length > 0 ? rejected(op, 'invalid', { codes: refused }) : null;
}

/** Creates `content` under the op's entityId (create and bindAuthorization). */
export async function createRecord(
  ctx: OpContext,
  op: Op,
  content: StoredRecord,
): Promise<OpResult> {
  const { tx, orgId } = ctx.writer;
  // another organisation's record with this id is not looked at: the id is free here (records
  // are keyed by (org_id, id), migration 086), so the answer never says it exists elsewhere
  const existing = await findOwned(tx, orgId, op.entity, op.entityId);
  if (existing !== null) {
    // the same id twice in the organisation: the other record wins; a deleted one shows as gone
    return rejected(op, 'conflict', { serverRecord: existing.deleted ? null : existing.data });
  }
  const fields = Object.keys(content);
  const refused = await refusedReferences(ctx, op, content, fields);
  if (refused !== null) return refused;
  const lock = await decideLockFor(tx, orgId, op, null, content);
  if (lock.kind === 'notFound') return rejected(op, 'notFound');
  if (lock.kind === 'locked') return rejected(op, 'locked', { serverRecord: lock.album.data });
  const issues = errorsOf(await checkRecord(tx, orgId, op.entity, op.entityId, content, fields));
  if (issues.length > 0) return rejected(op, 'invalid', { codes: issues });
  const written = await writeRecord(ctx.writer, op.entity, op.entityId, null, content, {
    byClient: op.clientId,
  });
  if (op.entity === 'authorizationTrack')
    await refreshSongCounts(ctx.writer, [content.authorizationId]);
  return applied(op, written.version, written.record);
}

export async function applyCreate(ctx: OpContext, op: OpOfKind<'create'>): Promise<OpResult> {
  const issues = validateOpPayload(op);
  if (issues.length > 0) return rejected(op, 'invalid', { codes: issues });
  const content = newRecord(op.entity, op.payload, {
    now: ctx.writer.now,
    creatorName: ctx.creatorName,
  });
  return createRecord(
    ctx,
    op,
    await resolveFileRefs(ctx.writer.tx, ctx.writer.orgId, op.entity, content),
  );
}

/** The stored record of the op's target, or the notFound answer (missing, or another organisation's). */
async function loadTarget(ctx: OpContext, op: Op): Promise<RecordRow | OpResult> {
  return (
    (await findOwned(ctx.writer.tx, ctx.writer.orgId, op.entity, op.entityId)) ??
    rejected(op, 'notFound')
  );
}

const isResult = (value: RecordRow | OpResult): value is OpResult => 'status' in value;

export async function applyUpdate(ctx: OpContext, op: OpOfKind<'update'>): Promise<OpResult> {
  const { tx, orgId } = ctx.writer;
  const before = await loadTarget(ctx, op);
  if (isResult(before)) return before;
  const shape = validateOpPayload(op);
  if (shape.length > 0) return rejected(op, 'invalid', { codes: shape });
  // the record was deleted on the server: the edit cannot land, the conflict view shows it gone
  if (before.deleted) return rejected(op, 'conflict', { serverRecord: null });
  const payload = await resolveFileRefs(
    tx,
    orgId,
    op.entity,
    normalizePayload(op.entity, op.payload, before.data),
  );
  const after: StoredRecord = { ...before.data, ...payload };
  const fields = Object.keys(payload);
  const refused = await refusedReferences(ctx, op, after, fields);
  if (refused !== null) return refused;
  const lock = await decideLockFor(tx, orgId, op, before, after);
  if (lock.kind === 'notFound') return rejected(op, 'notFound');
  if (lock.kind === 'locked') return rejected(op, 'locked', { serverRecord: before.data });

  if (op.baseVersion !== before.version) {
    if (op.baseVersion > before.version)
      return rejected(op, 'conflict', { serverRecord: before.data });
    const since = await fieldsChangedSince(
      tx,
      orgId,
      op.entity,
      op.entityId,
      op.baseVersion,
      op.clientId,
    );
    const serverChanged = Object.fromEntries(
      Object.entries(before.data).filter(([field]) => since === 'all' || since.includes(field)),
    );
    if (mergeFields(payload, serverChanged).kind === 'conflict')
      return rejected(op, 'conflict', { serverRecord: before.data });
  }
  // a form saving unchanged values is not a change: no new version, nothing for others to pull
  if (contentFieldsChanged(before.data, after).length === 0)
    return applied(op, before.version, before.data);
  const issues = errorsOf(await checkRecord(tx, orgId, op.entity, op.entityId, after, fields));
  if (issues.length > 0) return rejected(op, 'invalid', { codes: issues });
  const written = await writeRecord(ctx.writer, op.entity, op.entityId, before, after, {
    byClient: op.clientId,
  });
  if (op.entity === 'authorizationTrack')
    await refreshSongCounts(ctx.writer, [before.data.authorizationId, after.authorizationId]);
  return applied(op, written.version, written.record);
}

/**
 * A track of an album delivered at least once asks for the typed phrase (spec section 4), the
 * domain's rule the delete dialog follows too; decideLock has refused a released album's already.
 */
function checkTrackDelete(album: StoredRecord | null, confirmPhrase: string | undefined): Issue[] {
  if (album === null || !isReleaseStatus(album.releaseStatus)) return [];
  return checkTrackDeletePhrase(
    { releaseStatus: album.releaseStatus, everReleased: album.everReleased === true },
    confirmPhrase,
  );
}

async function deleteAlbum(ctx: OpContext, op: Op, album: RecordRow): Promise<OpResult> {
  const { reviewStatus, releaseStatus, everReleased, approvedAt } = album.data;
  if (!isReviewStatus(reviewStatus) || !isReleaseStatus(releaseStatus))
    throw new Error(`album ${album.id} has no valid status`);
  const transition = transitionReview(
    reviewStatus,
    { type: 'delete' },
    {
      hasApprovedContent: approvedAt !== null && approvedAt !== undefined,
      isReleased: isReleased(releaseStatus, everReleased === true),
    },
  );
  if (!transition.ok)
    return rejected(op, 'notAllowed', {
      codes: [issue('reviewStatus', transition.code)],
      serverRecord: album.data,
    });
  // 15 is a review status the user sees (spec section 4): the album stays, marked deleted
  const after = { ...album.data, reviewStatus: transition.to };
  const written = await writeRecord(ctx.writer, 'album', album.id, album, after, {
    byClient: op.clientId,
  });
  return applied(op, written.version, written.record);
}

/** delete and unbindAuthorization. */
export async function applyDelete(
  ctx: OpContext,
  op: OpOfKind<'delete' | 'unbindAuthorization'>,
): Promise<OpResult> {
  const { tx, orgId } = ctx.writer;
  const before = await loadTarget(ctx, op);
  if (isResult(before)) return before;
  if (before.deleted) return applied(op, before.version, null);
  const lock = await decideLockFor(tx, orgId, op, before, null);
  if (lock.kind === 'notFound') return rejected(op, 'notFound');
  if (lock.kind === 'locked') return rejected(op, 'locked', { serverRecord: before.data });
  if (op.entity === 'album') return deleteAlbum(ctx, op, before);

  if (op.baseVersion < before.version) {
    // deleting over someone else's newer edit would lose it silently; server-kept counts and this
    // client's own earlier edits do not count
    const since = await fieldsChangedSince(
      tx,
      orgId,
      op.entity,
      op.entityId,
      op.baseVersion,
      op.clientId,
    );
    const writable = clientWritableFields(op.entity);
    if (since === 'all' || since.some((f) => writable.includes(f)))
      return rejected(op, 'conflict', { serverRecord: before.data });
  }
  if (op.entity === 'track' && op.kind === 'delete') {
    const album = await findOwned(tx, orgId, 'album', before.data.albumId);
    const issues = checkTrackDelete(album?.data ?? null, op.payload.confirmPhrase);
    if (issues.length > 0)
      return rejected(op, 'invalid', { codes: issues, serverRecord: before.data });
  }
  const written = await writeRecord(ctx.writer, op.entity, op.entityId, before, null, {
    byClient: op.clientId,
  });
  if (op.entity === 'authorizationTrack')
    await refreshSongCounts(ctx.writer, [before.data.authorizationId]);
  if (op.entity === 'track') await deleteTrackDependents(ctx.writer, op.entityId);
  return applied(op, written.version, null);
}
