// Contract: the demo's year of channel reports (demo/reports.ts) is taken and imported through
// the staff upload's path: every file imported and reconciled, the demo catalogue's lines matched
// to the demo partner, another label's lines listed as unmatched; and it stays quick.
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/clock';
import { seedDemoContract } from '../../src/demo/contract';
import { seedDemoReports } from '../../src/demo/reports';
import { DEMO_ADJUSTMENT, seedDemoSettlements } from '../../src/demo/settlements';
import type { SettlementStatementJson } from '../../../src/domain/finance/api';
import type { TestBackend } from '../backends';
import { demoUserId } from '../fixtures';
import { useApp } from '../suite';

export function describeDemoReportsContract(backend: TestBackend): void {
  describe("the demo's channel reports", () => {
    const ctx = useApp(backend);

    it('imports 24 DSR files and a CSV for the demo catalogue, reconciled, a few thousand lines', async () => {
      const { db, config } = ctx();
      const started = performance.now();
      const lines = await seedDemoReports(db, config, systemClock);
      const seconds = (performance.now() - started) / 1000;
      console.info(
        `demo reports: ${lines} lines imported in ${seconds.toFixed(1)} s (${backend.name})`,
      );
      expect(lines).toBeGreaterThan(2_000);
      const files = await db.query<{ format: string; state: string; is_reconciled: boolean }>(
        'SELECT format, state, is_reconciled FROM report_files',
      );
      expect(files.rows.filter((f) => f.format === 'dsr')).toHaveLength(24);
      expect(files.rows.filter((f) => f.format === 'csv')).toHaveLength(1);
      expect(files.rows.every((f) => f.state === 'imported')).toBe(true);
      expect(files.rows.filter((f) => f.format === 'dsr').every((f) => f.is_reconciled)).toBe(true);
      const { orgId } = await demoUserId(db, 'demo-admin');
      const byOrg = await db.query<{
        org_id: string | null;
        n: string;
        territories: string;
        currencies: string;
      }>(
        `SELECT org_id, count(*)::text AS n, count(DISTINCT territory)::text AS territories,
                count(DISTINCT currency)::text AS currencies
           FROM report_lines GROUP BY org_id`,
      );
      const partner = byOrg.rows.find((r) => r.org_id === orgId);
      expect(Number(partner?.territories)).toBeGreaterThanOrEqual(24);
      expect(Number(partner?.currencies)).toBeGreaterThanOrEqual(4);
      expect(byOrg.rows.find((r) => r.org_id === null)?.n).toBeDefined();
      const months = await db.query<{ n: string }>(
        'SELECT count(DISTINCT day)::text AS n FROM report_rollups WHERE org_id = $1',
        [orgId],
      );
      expect(Number(months.rows[0].n)).toBe(12);
      // a second call (a start after one that failed later on) imports nothing again
      expect(await seedDemoReports(db, config, systemClock)).toBe(0);
      const again = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM report_files');
      expect(again.rows[0].n).toBe(files.rows.length);
    });

    it('settles the months the demo contract covers: earlier ones paid, the latest awaiting confirmation', async () => {
      const { db } = ctx();
      await seedDemoContract(db, systemClock);
      const started = performance.now();
      const made = await seedDemoSettlements(db, systemClock);
      const seconds = (performance.now() - started) / 1000;
      console.info(
        `demo settlements: ${made} statements in ${seconds.toFixed(2)} s (${backend.name})`,
      );
      expect(made).toBeGreaterThanOrEqual(2);
      const { orgId } = await demoUserId(db, 'demo-admin');
      const { rows } = await db.query<{
        period: string;
        status: string;
        payment_notice_path: string | null;
        content_hash: string | null;
      }>(
        `SELECT period, status, payment_notice_path, content_hash FROM settlement_statements
          WHERE org_id = $1 ORDER BY period`,
        [orgId],
      );
      expect(rows).toHaveLength(made);
      // one chain: each opens with the last one's carry-over; the contract starts within its first
      // month, which counts only the days it covers, and carries the demo's correction
      const chain = await db.query<{ content: SettlementStatementJson }>(
        'SELECT content FROM settlement_statements WHERE org_id = $1 ORDER BY period',
        [orgId],
      );
      const contents = chain.rows.map((r) => r.content);
      expect(contents[0].balanceBefore).toBe('300000');
      for (const [i, c] of contents.slice(1).entries())
        expect(c.balanceBefore).toBe(contents[i].remainingBalance);
      expect(contents[0].adjustments).toEqual([DEMO_ADJUSTMENT]);
      const from = await db.query<{ valid_from: string }>(
        'SELECT valid_from::text FROM contracts WHERE org_id = $1',
        [orgId],
      );
      if (!from.rows[0].valid_from.endsWith('-01'))
        expect(contents[0].coverage?.start).toBe(from.rows[0].valid_from);
      const latest = rows[rows.length - 1];
      expect(latest.status).toBe('awaitingConfirmation');
      expect(latest.content_hash).toMatch(/^[0-9a-f]{64}$/);
      for (const earlier of rows.slice(0, -1)) {
        expect(earlier.status).toBe('completed');
        expect(earlier.payment_notice_path).toMatch(/^\/payment\//);
      }
      // a start after one that failed later on resumes: nothing settled or moved twice
      expect(await seedDemoSettlements(db, systemClock)).toBe(made);
      const again = await db.query<{ period: string; status: string }>(
        'SELECT period, status FROM settlement_statements WHERE org_id = $1 ORDER BY period',
        [orgId],
      );
      expect(again.rows).toEqual(rows.map(({ period, status }) => ({ period, status })));
      const problems = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM settlement_runs WHERE problems <> '[]'::jsonb`,
      );
      expect(problems.rows[0].n).toBe(0);
    });
  });
}
