// The demo's settlement statements (DEMO=1, first start): after the year of reports and the
// contract, the back office enters the months' exchange rates, runs the settlement of every month
// the contract covers and issues each statement; the earlier ones are confirmed by the demo
// administrator and completed with a payment notice, the latest awaits the partner's confirmation,
// so the finance screens show every state the partner meets. All through the finance code's own
// functions, as staff and partner would. The contract starts late in its first month, so that
// statement counts only the days it covers (docs/settlement-rules.md); a correction staff enter for
// that month after the later ones were computed is carried through the chain to them.
import { randomUUID } from 'node:crypto';
import type { AuthContext } from '../auth/context';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { addAdjustment } from '../finance/adjustments';
import { saveRates } from '../finance/rates';
import { runSettlementNow } from '../finance/settlementRun';
import { completeStatement, confirmStatement, issueStatement } from '../finance/statementMoves';
import { lastTwelveMonths } from './reports';

/** Rates into CNY for every currency of the demo's reports (reports.ts TERRITORIES). */
const DEMO_RATES = [
  { from: 'USD', to: 'CNY', rate: '7.1268' },
  { from: 'HKD', to: 'CNY', rate: '0.9123' },
  { from: 'TWD', to: 'CNY', rate: '0.2231' },
  { from: 'JPY', to: 'CNY', rate: '0.04712' },
  { from: 'EUR', to: 'CNY', rate: '7.7342' },
];

function context(userId: string, orgId: string, roles: AuthContext['roles']): AuthContext {
  // the finance functions authorize by organisation (statementPolicy.ts), not by these
  return { userId, orgId, roles, privileges: new Set(), sessionHash: '' };
}

/** Late-reported usage of the first month, added after the later months were computed (minor units). */
export const DEMO_ADJUSTMENT = { reason: '补记迟报用量 Late-reported usage', amount: '8000' };

/** Returns the statements made (0 without a demo organisation or a contract). */
export async function seedDemoSettlements(db: Db, clock: Clock): Promise<number> {
  const { rows } = await db.query<{
    partner_id: string;
    partner_org: string;
    staff_id: string;
    staff_org: string;
  }>(
    `SELECT a.id AS partner_id, a.org_id AS partner_org, s.id AS staff_id, s.org_id AS staff_org
       FROM users a, users s WHERE a.login_name = 'demo-admin' AND s.login_name = 'demo-staff'`,
  );
  const ids = rows[0];
  if (!ids) return 0;
  const staff = context(ids.staff_id, ids.staff_org, ['staff']);
  const partner = context(ids.partner_id, ids.partner_org, ['admin']);
  const term = await db.query<{ valid_from: string | null }>(
    'SELECT min(valid_from) AS valid_from FROM contracts WHERE org_id = $1',
    [ids.partner_org],
  );
  const from = term.rows[0]?.valid_from;
  if (from === null || from === undefined) return 0;
  // a start that failed midway resumes: a month with a statement keeps it, and each statement
  // moves on from the status it reached (issue 28: the demo never seeds twice)
  const existing = async (period: string) =>
    (
      await db.query<{ id: string; status: string; content_hash: string | null }>(
        `SELECT id, status, content_hash FROM settlement_statements
          WHERE org_id = $1 AND period = $2`,
        [ids.partner_org, period],
      )
    ).rows[0];
  const made: string[] = [];
  // the months with reports that the contract's term meets
  for (const period of lastTwelveMonths(clock.now()).filter((m) => m >= from.slice(0, 7))) {
    if ((await existing(period)) === undefined) {
      await saveRates(db, period, DEMO_RATES, ids.staff_id, clock.now(), 'en');
      await runSettlementNow(db, clock, {
        period,
        organisationId: ids.partner_org,
        userId: ids.staff_id,
      });
    }
    const statement = await existing(period);
    if (statement) made.push(period);
  }
  // the first month's correction, once, while its statement is still open: the chain recomputes
  // every later month from its new balance (finance/statementChain.ts)
  const first = made.length > 0 ? await existing(made[0]) : undefined;
  const adjusted = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM settlement_adjustments WHERE org_id = $1 AND reason = $2)
       AS found`,
    [ids.partner_org, DEMO_ADJUSTMENT.reason],
  );
  if (first?.status === 'awaitingReconciliation' && !adjusted.rows[0].found)
    await addAdjustment(db, clock.now(), ids.staff_id, {
      organisationId: ids.partner_org,
      period: made[0],
      ...DEMO_ADJUSTMENT,
    });
  for (const [i, period] of made.entries()) {
    let statement = await existing(period);
    if (statement?.status === 'awaitingReconciliation') {
      await issueStatement(db, clock, staff, statement.id);
      statement = await existing(period);
    }
    if (i === made.length - 1 || statement === undefined) break;
    if (statement.status === 'awaitingConfirmation') {
      const request = {
        id: statement.id,
        contentHash: statement.content_hash ?? '',
        noObjection: true,
        requestId: randomUUID(),
      };
      await confirmStatement(db, clock, partner, request, '127.0.0.1');
      statement = await existing(period);
    }
    if (statement?.status === 'processing') await completeStatement(db, clock, staff, statement.id);
  }
  return made.length;
}
