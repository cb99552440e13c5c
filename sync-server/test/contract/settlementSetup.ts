// Test material for settlement statements: partner organisations with a contract and a bank
// account, tracks with ISRCs, and report rollups of chosen months, written as the import writes them.
import { randomUUID } from 'node:crypto';
import type { ContractFields } from '../../../src/domain/contracts/contract';
import { makeTrack } from '../../../src/domain/catalogue/testing';
import { insertBankAccount } from '../../src/contracts/contractStore';
import type { Db } from '../../src/db/db';
import { DEMO_BANK_ACCOUNT, demoContractFields } from '../../src/demo/contractFields';
import { createOrganisation, demoUserId, insertCatalogueRecord } from '../fixtures';

export async function insertContract(
  db: Db,
  orgId: string,
  over: Partial<ContractFields> = {},
  options: { signedAt?: Date; accountPayableFrom?: Date } = {},
): Promise<string> {
  const signedAt = options.signedAt ?? new Date('2025-01-01T09:00:00Z');
  const fields: ContractFields = {
    ...demoContractFields(signedAt),
    number: `SL-${randomUUID().slice(0, 8)}`,
    territories: ['CN', 'HK'],
    excludedChannels: [],
    prepayment: '0',
    ...over,
  };
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO contracts (org_id, number, fields, valid_from, valid_to, created_at, updated_at)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6, $6) RETURNING id`,
    [orgId, fields.number, JSON.stringify(fields), fields.validFrom, fields.validTo, signedAt],
  );
  const staff = await demoUserId(db, 'demo-staff');
  await insertBankAccount(db, {
    contractId: rows[0].id,
    orgId,
    account: DEMO_BANK_ACCOUNT,
    userId: staff.id,
    createdAt: signedAt,
    payableFrom: options.accountPayableFrom ?? signedAt,
  });
  return rows[0].id;
}

export async function insertReportFile(db: Db): Promise<string> {
  const staff = await demoUserId(db, 'demo-staff');
  const id = randomUUID();
  await db.query(
    `INSERT INTO report_files (id, name, format, sha256, size_bytes, state, uploaded_by, uploaded_at)
     VALUES ($1, 'r.csv', 'csv', $2, 1, 'imported', $3, now())`,
    [id, randomUUID().replace(/-/g, '').padEnd(64, '0'), staff.id],
  );
  return id;
}

export interface TestRollup {
  org: string;
  day: string;
  track: string | null;
  channel?: string;
  territory?: string;
  currency?: string;
  units: number;
  micro: bigint;
}

export async function insertRollups(db: Db, rollups: readonly TestRollup[]): Promise<void> {
  const file = await insertReportFile(db);
  for (const r of rollups)
    await db.query(
      `INSERT INTO report_rollups (org_id, day, file_id, track_id, album_id, channel, territory,
         usage_type, currency, is_royalty_bearing, units, revenue_micro, line_count)
       VALUES ($1, $2, $3, $4, NULL, $5, $6, 'stream', $7, true, $8, $9, 1)`,
      [
        r.org,
        r.day,
        file,
        r.track,
        r.channel ?? 'Dragon Music Online',
        r.territory ?? 'CN',
        r.currency ?? 'CNY',
        r.units,
        r.micro.toString(),
      ],
    );
}

/** A partner organisation with one track (ISRC given) and a contract. */
export async function makePartner(
  db: Db,
  isrc: string,
  contract: Partial<ContractFields> = {},
  options: { accountPayableFrom?: Date } = {},
): Promise<{ orgId: string; trackId: string; contractId: string }> {
  const orgId = await createOrganisation(db);
  const trackId = await insertCatalogueRecord(
    db,
    orgId,
    'track',
    makeTrack({ name: `Track ${isrc}`, isrc, authorizationCompanyId: orgId }),
  );
  const contractId = await insertContract(db, orgId, contract, options);
  return { orgId, trackId, contractId };
}
