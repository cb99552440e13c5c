// Settlement statements as a test prepares them through the /api contract: staff save the month's
// rates, run the settlement and issue the demo organisation's statement, so a spec has an issued
// statement with its hash whatever ran before (a statement another spec issued or confirmed is
// used as it is: its hash is fixed by then). And the verification screen's page model.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiUrl, HEADER_LANGUAGE, HEADER_TOKEN } from '../../../src/domain/api';
import {
  FINANCE_FILE_PATHS,
  FINANCE_PATHS,
  type RunView,
  type SettlementStatementItem,
} from '../../../src/domain/finance/api';
import { DEMO_USERS } from './demoUsers';
import { apiLogin } from './portalApi';

async function ask<T>(request: APIRequestContext, sign: string, path: string, data: unknown) {
  const res = await request.post(apiUrl(path), { data, headers: { [HEADER_TOKEN]: sign } });
  const body = (await res.json()) as { state: boolean; msg: string; result: T };
  if (!res.ok() || !body.state) throw new Error(`${path} answered ${res.status()}: ${body.msg}`);
  return body.result;
}

/** The last whole month: the demo's reports cover it and its contract runs through it. */
export function lastMonth(now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
}

export async function issuedDemoStatement(
  request: APIRequestContext,
): Promise<{ id: string; partnerSign: string; period: string }> {
  const period = lastMonth();
  const partnerSign = await apiLogin(request, DEMO_USERS.admin);
  const staffSign = await apiLogin(request, DEMO_USERS.staff);
  const find = async () =>
    (
      await ask<{ items: SettlementStatementItem[] }>(
        request,
        partnerSign,
        FINANCE_PATHS.statements,
        {
          kind: 'settlement',
          period,
        },
      )
    ).items[0];
  let statement = await find();
  if (statement === undefined || statement.status === 'awaitingReconciliation') {
    await ask(request, staffSign, FINANCE_PATHS.staffRatesSave, {
      period,
      rates: [
        { from: 'HKD', to: 'CNY', rate: '0.9123' },
        { from: 'USD', to: 'CNY', rate: '7.1' },
        { from: 'EUR', to: 'CNY', rate: '7.8' },
        { from: 'JPY', to: 'CNY', rate: '0.047' },
        { from: 'TWD', to: 'CNY', rate: '0.22' },
      ],
    });
    const { runId } = await ask<{ runId: string }>(request, staffSign, FINANCE_PATHS.staffRun, {
      period,
    });
    await expect
      .poll(
        async () => {
          const runs = await ask<{ items: RunView[] }>(
            request,
            staffSign,
            FINANCE_PATHS.staffRuns,
            {
              period,
            },
          );
          return runs.items.find((r) => r.id === runId)?.state;
        },
        { timeout: 120_000, message: 'the settlement run finishes' },
      )
      .toBe('done');
    statement = await find();
    if (statement === undefined) {
      const runs = await ask<{ items: RunView[] }>(request, staffSign, FINANCE_PATHS.staffRuns, {
        period,
      });
      const problems = runs.items.find((r) => r.id === runId)?.problems;
      throw new Error(`no demo statement for ${period}: ${JSON.stringify(problems)}`);
    }
    if (statement.status === 'awaitingReconciliation')
      await ask(request, staffSign, FINANCE_PATHS.staffIssue, { id: statement.id });
  }
  return { id: statement.id, partnerSign, period };
}

/** The statement's PDF as the partner downloads it, in a language. */
export async function statementPdfBytes(
  request: APIRequestContext,
  sign: string,
  id: string,
  language: string,
): Promise<Buffer> {
  const res = await request.get(FINANCE_FILE_PATHS.settlementPdf, {
    params: { id },
    headers: { [HEADER_TOKEN]: sign, [HEADER_LANGUAGE]: language },
  });
  if (!res.ok()) throw new Error(`the PDF answered ${res.status()}: ${await res.text()}`);
  return res.body();
}

export class VerifyScreen {
  constructor(private readonly page: Page) {}

  goto(): Promise<unknown> {
    return this.page.goto('/finance/verify');
  }

  async checkPdf(file: string): Promise<void> {
    await this.page.getByTestId('verify-file').setInputFiles(file);
    await this.page.getByTestId('verify-file-submit').click();
  }

  async checkHash(hash: string): Promise<void> {
    await this.page.getByTestId('verify-hash').fill(hash);
    await this.page.getByTestId('verify-hash-submit').click();
  }

  found(): Locator {
    return this.page.getByTestId('verify-found');
  }

  notFound(): Locator {
    return this.page.getByTestId('verify-not-found');
  }

  error(): Locator {
    return this.page.getByTestId('verify-error');
  }
}
