// The demo organisation's contract and bank account (DEMO=1): distribution and settlement need an
// active contract, so the demo's back-office user writes one through the staff editor's own code
// (schema, rules, number check, notice) on a clock set to a signing day in the past, which puts the
// bank account past any hold. Runs on every start: a contract of that number already there is kept.
import { contractSaveSchema, type ContractSaveInput } from '../../../src/domain/contracts/contract';
import type { AuthContext } from '../auth/context';
import type { Clock } from '../clock';
import { saveContract } from '../contracts/contractSave';
import type { Db } from '../db/db';
import { ApiError } from '../http/apiError';
import {
  DAY_MS,
  DEMO_BANK_ACCOUNT,
  DEMO_CONTRACT_AGE_DAYS,
  DEMO_CONTRACT_NUMBER,
  demoContractFields,
  isoDay,
} from './contractFields';

async function findIds(db: Db): Promise<{ orgId: string; staff: AuthContext } | null> {
  const { rows } = await db.query<{ org_id: string; staff_id: string; staff_org_id: string }>(
    `SELECT a.org_id, s.id AS staff_id, s.org_id AS staff_org_id
       FROM users a, users s WHERE a.login_name = 'demo-admin' AND s.login_name = 'demo-staff'`,
  );
  const row = rows[0];
  if (!row) return null;
  const staff: AuthContext = {
    userId: row.staff_id,
    orgId: row.staff_org_id,
    roles: ['staff'],
    // saveContract authorizes by the caller's organisation (contractPolicy.ts), not by these
    privileges: new Set(),
    sessionHash: '',
  };
  return { orgId: row.org_id, staff };
}

/**
 * Makes the demo contract unless the demo organisation has it; returns its id when it made it,
 * null when there is no demo organisation or the contract was there (or another instance won).
 */
export async function seedDemoContract(db: Db, clock: Clock): Promise<string | null> {
  const ids = await findIds(db);
  if (!ids) return null;
  const { rows } = await db.query<{ found: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM contracts WHERE org_id = $1 AND number = $2) AS found',
    [ids.orgId, DEMO_CONTRACT_NUMBER],
  );
  if (rows[0].found) return null;
  // signed at 09:00 UTC that day, so the contract and its account predate every start after it
  const day = new Date(clock.now().getTime() - DEMO_CONTRACT_AGE_DAYS * DAY_MS);
  const signedAt = new Date(`${isoDay(day)}T09:00:00Z`);
  // the staff editor's schema: the demo passes the rules a contract typed by staff passes
  const input: ContractSaveInput = contractSaveSchema.parse({
    orgId: ids.orgId,
    fields: demoContractFields(signedAt),
    bankAccount: DEMO_BANK_ACCOUNT,
  });
  try {
    const saved = await saveContract({ db, clock: { now: () => signedAt } }, ids.staff, input);
    return saved.id;
  } catch (error) {
    // two instances starting at once: the other one's contract holds the number
    if (error instanceof ApiError && error.code === 'contractNumberTaken') return null;
    throw error;
  }
}
