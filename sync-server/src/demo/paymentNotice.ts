// The demo's payment notice (DEMO=1 only): finance, which makes the real ones, comes with a later
// issue, so a freshly seeded demo gets one notice for its partner organisation. Only the link's
// hash is in the database: the link itself is written to DATA_DIR/demo/payment-link.txt (0600) and
// printed at start, where a person trying the demo (or an e2e spec) finds it.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Queryable } from '../db/db';
import { createPaymentNotice } from '../payments/paymentNotices';

export const DEMO_PAYMENT_LINK_FILE = path.join('demo', 'payment-link.txt');

/** Creates the notice and writes its link; returns the link, or null without a demo organisation. */
export async function seedDemoPaymentNotice(
  q: Queryable,
  clock: Clock,
  config: Pick<Config, 'dataDir' | 'publicUrl'>,
): Promise<string | null> {
  const { rows } = await q.query<{ org_id: string }>(
    "SELECT org_id FROM users WHERE login_name = 'demo-admin'",
  );
  if (!rows[0]) return null;
  const notice = await createPaymentNotice(q, clock, {
    orgId: rows[0].org_id,
    periodStart: '2026-01-01',
    periodEnd: '2026-03-31',
    amountMinor: 12_845_000,
    currency: 'CNY',
    payeeName: '示例唱片有限公司 Demo Records Ltd',
    bankName: '中国示例银行上海分行 Example Bank, Shanghai Branch',
    accountNumber: '6222 0210 0112 3456 789',
  });
  const link = new URL(notice.path, config.publicUrl).toString();
  const file = path.join(config.dataDir, DEMO_PAYMENT_LINK_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${link}\n`, { mode: 0o600 });
  return link;
}
