// Test-only data: a second partner organisation, its users, and catalogue rows written through
// the sync write path (so they are versioned and pullable like any other record).
import { randomUUID } from 'node:crypto';
import type { RoleCode } from '../../src/domain/roles';
import { hashPassword } from '../src/auth/password';
import { insertFileRow } from '../src/files/fileRecords';
import type { EntityName } from '../../src/domain/catalogue/entities';
import { makeAlbum, makeTrack } from '../../src/domain/catalogue/testing';
import { isReviewStatus } from '../../src/domain/status/reviewStatus';
import type { Db, Queryable } from '../src/db/db';
import { withOrgWrite } from '../src/sync/orgWrite';
import { insertRecord, writeRecord } from '../src/sync/records';
import type { StoredRecord } from '../src/sync/tables';
import { artistContent } from './records';

export async function createOrganisation(
  db: Queryable,
  name = `Org ${randomUUID().slice(0, 8)}`,
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO organisations (name, name_en, account_type) VALUES ($1, $1, 'company') RETURNING id`,
    [name],
  );
  return rows[0].id;
}

export interface TestUser {
  id: string;
  orgId: string;
  loginName: string;
  password: string;
}

export async function createUser(
  db: Queryable,
  orgId: string,
  roles: RoleCode[] = ['admin'],
): Promise<TestUser> {
  const loginName = `user-${randomUUID().slice(0, 8)}`;
  const password = `Pw-${randomUUID()}`;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (org_id, login_name, name, password_hash, roles, account_type)
     VALUES ($1, $2, $2, $3, $4, 'company') RETURNING id`,
    [orgId, loginName, await hashPassword(password), roles],
  );
  return { id: rows[0].id, orgId, loginName, password };
}

/** A valid record of the entity written through the sync write path (version 1, in change_log). */
export async function insertCatalogueRecord(
  db: Db,
  orgId: string,
  entity: EntityName,
  content: StoredRecord,
  deleted = false,
): Promise<string> {
  const id = randomUUID();
  await withOrgWrite(db, orgId, async (writer) => {
    const row = await insertRecord(writer, entity, id, content);
    if (deleted) await writeRecord(writer, entity, id, row, null);
  });
  return id;
}

export async function insertAlbum(
  db: Db,
  orgId: string,
  status = 10,
  deleted = false,
): Promise<string> {
  if (!isReviewStatus(status)) throw new Error(`not a review status: ${status}`);
  const reviewStatus = status;
  const approvedAt = [12, 14, 16].includes(status) ? '2025-06-01T00:00:00.000Z' : null;
  return insertCatalogueRecord(
    db,
    orgId,
    'album',
    makeAlbum({ reviewStatus, approvedAt, authorizationCompanyId: orgId }),
    deleted,
  );
}

export async function insertTrack(db: Db, orgId: string, deleted = false): Promise<void> {
  await insertCatalogueRecord(
    db,
    orgId,
    'track',
    makeTrack({ isrc: null, authorizationCompanyId: orgId }),
    deleted,
  );
}

export async function insertArtist(db: Db, orgId: string, deleted = false): Promise<void> {
  await insertCatalogueRecord(db, orgId, 'artist', { ...artistContent(), name: 'Artist' }, deleted);
}

/** A file row of the organisation, still uploading: enough for a record to name it. */
export async function insertFile(db: Queryable, orgId: string, userId: string): Promise<string> {
  const id = randomUUID();
  await insertFileRow(db, {
    id,
    orgId,
    userId,
    kind: 'image',
    purpose: 'albumCover',
    name: 'cover.jpg',
    declaredSize: 1000,
    contentType: 'image/jpeg',
    objectKey: `test/${id}`,
    uploadId: `test-${id}`,
  });
  return id;
}

export async function insertMessage(
  db: Queryable,
  audience: { orgId: string | null; userId?: string },
  kind: 'announcement' | 'notification' = 'notification',
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO sys_messages (org_id, user_id, kind, title_zh, title_en, content_zh, content_en)
     VALUES ($1, $2, $3, '测试标题', 'Test title', '测试内容', 'Test content') RETURNING id`,
    [audience.orgId, audience.userId ?? null, kind],
  );
  return rows[0].id;
}

export async function demoUserId(
  db: Queryable,
  loginName: string,
): Promise<{ id: string; orgId: string }> {
  const { rows } = await db.query<{ id: string; org_id: string }>(
    'SELECT id, org_id FROM users WHERE login_name = $1',
    [loginName],
  );
  return { id: rows[0].id, orgId: rows[0].org_id };
}
