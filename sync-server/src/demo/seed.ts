// Demo data for a first start with DEMO=1 (main.ts): the demo organisation with one user per
// partner role, a back-office organisation with a staff user, bilingual messages and a small
// catalogue (demo/catalogue.ts) so the dashboard shows real counts, whose files are stored in the
// object store and verified by the server (demo/files.ts). Runs under an advisory lock and only on
// an empty users table, so it is idempotent and safe when two instances start at once.
import { randomUUID } from 'node:crypto';
import type { Queryable, Db } from '../db/db';
import { hashPassword } from '../auth/password';
import type { ObjectStore } from '../storage/objectStore';
import { announceChanges, beginOrgWrite } from '../sync/orgWrite';
import { insertDemoCatalogue } from './catalogue';
import { putDemoFiles, recordDemoFiles, removeDemoFiles, type StoredDemoFile } from './files';
import { DEMO_LOGINS, DEMO_ORGANISATIONS } from './logins';

export const SEED_LOCK_KEY = 4_711_202_602;

async function insertOrganisation(
  tx: Queryable,
  key: keyof typeof DEMO_ORGANISATIONS,
  id: string = randomUUID(),
): Promise<string> {
  const org = DEMO_ORGANISATIONS[key];
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO organisations (id, name, name_en, account_type, is_backoffice, id_number,
       legal_representative, address, contact_name, contact_phone, contact_email)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      id,
      org.name,
      org.nameEn,
      org.accountType,
      org.isBackoffice,
      org.idNumber,
      org.details.legalRepresentative,
      org.details.address,
      org.details.contactName,
      org.details.contactPhone,
      org.details.contactEmail,
    ],
  );
  return rows[0].id;
}

async function insertMessages(tx: Queryable, partnerOrgId: string): Promise<void> {
  const messages = [
    {
      orgId: null,
      kind: 'announcement',
      titleZh: '欢迎使用版权合作伙伴门户',
      titleEn: 'Welcome to the rights-partner portal',
      contentZh:
        '您可以在这里管理专辑、曲目和艺人，提交审核并查看结算。离线时所做的修改会在恢复联网后自动同步。',
      contentEn:
        'Manage albums, tracks and artists, submit them for review and follow your settlements here. Changes made offline are synchronised when you are back online.',
    },
    {
      orgId: null,
      kind: 'announcement',
      titleZh: '系统维护通知',
      titleEn: 'Scheduled maintenance',
      contentZh: '本周六 02:00–04:00（北京时间）系统维护，期间上传可能暂停。',
      contentEn:
        'The system will be under maintenance this Saturday 02:00–04:00 (Beijing time); uploads may pause meanwhile.',
    },
    {
      orgId: partnerOrgId,
      kind: 'notification',
      titleZh: '专辑《城市夜色》审核通过',
      titleEn: 'Album "城市夜色" approved',
      contentZh: '您提交的专辑《城市夜色》已通过审核，可以发行到渠道。',
      contentEn: 'Your album "城市夜色" passed review and can now be distributed to channels.',
    },
  ];
  // a day apart, newest last in the list, so the demo's message order is meaningful
  for (const [i, m] of messages.entries()) {
    await tx.query(
      `INSERT INTO sys_messages (org_id, kind, title_zh, title_en, content_zh, content_en, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() - make_interval(days => $7::int))`,
      [m.orgId, m.kind, m.titleZh, m.titleEn, m.contentZh, m.contentEn, messages.length - i],
    );
  }
}

async function hasUsers(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM users) AS found',
  );
  return rows[0].found;
}

/**
 * Seeds the demo data when no user exists yet; returns whether it did. The files go into `store`
 * before the transaction; should it fail (a full disk), or another instance seed first, they are
 * deleted again, so a start retried after a failure stores them once, not once per attempt.
 */
export async function seedDemo(db: Db, store: ObjectStore): Promise<boolean> {
  if (await hasUsers(db)) return false;
  // hashing is slow (scrypt, on the thread pool): do it before taking the lock and opening the
  // transaction, while the demo's files are made and stored under the organisation id it will insert
  const partnerOrgId = randomUUID();
  const [hashes, stored] = await Promise.all([
    Promise.all(DEMO_LOGINS.map((login) => hashPassword(login.password))),
    putDemoFiles(store, partnerOrgId),
  ]);
  let seeded = false;
  try {
    seeded = await insertDemo(db, store, partnerOrgId, hashes, stored);
  } finally {
    if (!seeded) await removeDemoFiles(store, stored);
  }
  return seeded;
}

async function insertDemo(
  db: Db,
  store: ObjectStore,
  partnerOrgId: string,
  hashes: readonly string[],
  stored: readonly StoredDemoFile[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [SEED_LOCK_KEY]);
    // checked again under the lock: another instance may have seeded meanwhile
    if (await hasUsers(tx)) return false;
    const orgIds = {
      partner: await insertOrganisation(tx, 'partner', partnerOrgId),
      backoffice: await insertOrganisation(tx, 'backoffice'),
    };
    const userIds: string[] = [];
    for (const [i, login] of DEMO_LOGINS.entries()) {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO users (org_id, login_name, name, email, password_hash, roles, account_type)
         VALUES ($1, $2, $3, $4, $5, $6, 'company') RETURNING id`,
        [
          orgIds[login.organisation],
          login.loginName,
          login.name,
          login.email,
          hashes[i],
          [login.role],
        ],
      );
      userIds.push(rows[0].id);
    }
    // uploaded by the demo's administrator
    const uploader = userIds[DEMO_LOGINS.findIndex((login) => login.role === 'admin')];
    const files = await recordDemoFiles(tx, store, uploader, stored);
    // through the sync write path, so clients pull the demo catalogue like any change
    const writer = await beginOrgWrite(tx, orgIds.partner);
    await insertDemoCatalogue(writer, files);
    await announceChanges(writer);
    await insertMessages(tx, orgIds.partner);
    return true;
  });
}

/**
 * Whether the demo organisation exists and its seed has not reached its last step, the payment
 * notice (main.ts runs the steps after the accounts in order, each skipping what it finds done).
 */
export async function isDemoSeedUnfinished(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ unfinished: boolean }>(
    `SELECT NOT EXISTS (SELECT 1 FROM payment_notices n WHERE n.org_id = u.org_id) AS unfinished
       FROM users u WHERE u.login_name = 'demo-admin'`,
  );
  return rows[0]?.unfinished ?? false;
}
