// Page models of the finance screens: the back office's /staff/settlements (rates, run, statements
// and their moves) and the partner's /finance/list and /finance/settlement/{id}.
import { expect, type Locator, type Page } from '@playwright/test';

export class StaffSettlementsScreen {
  constructor(private readonly page: Page) {}

  async goto(period: string): Promise<void> {
    await this.page.goto(`/staff/settlements?period=${period}`);
    await expect(this.page.getByTestId('run-start')).toBeVisible();
  }

  /**
   * Replaces the period's rates with these lines (from, to, rate) and saves them. `duplicate`: the
   * message a second line of the first pair gets first, when saved with it.
   */
  async saveRates(
    rates: ReadonlyArray<readonly [string, string, string]>,
    saved: RegExp,
    duplicate?: RegExp,
  ) {
    const lines = this.page.getByTestId('rate-line');
    // the period's rates load from the server: nothing can be edited before that answer
    await expect(this.page.getByTestId('rates-save')).toBeEnabled();
    while ((await lines.count()) > 0) await lines.first().getByRole('button').click();
    for (const [from, to, rate] of rates) {
      await this.page.getByTestId('rate-add').click();
      const line = lines.last();
      await line.getByTestId('rate-from').fill(from);
      await line.getByTestId('rate-to').fill(to);
      await line.getByTestId('rate-value').fill(rate);
    }
    if (duplicate) {
      const [from, to, rate] = rates[0];
      await this.page.getByTestId('rate-add').click();
      await lines.last().getByTestId('rate-from').fill(from);
      await lines.last().getByTestId('rate-to').fill(to);
      await lines.last().getByTestId('rate-value').fill(rate);
      await this.page.getByTestId('rates-save').click();
      await expect(this.page.getByTestId('rates-invalid')).toBeVisible();
      await expect(lines.last().getByTestId('rate-issue')).toHaveText(duplicate);
      await expect(lines.first().getByTestId('rate-issue')).toHaveCount(0);
      await lines.last().getByRole('button').click();
    }
    await this.page.getByTestId('rates-save').click();
    await expect(this.page.getByTestId('rates-note')).toContainText(saved);
  }

  /** Starts a run and waits for the screen to say it is done. */
  async run(): Promise<Locator> {
    await this.page.getByTestId('run-start').click();
    const summary = this.page.getByTestId('run-summary');
    await expect(summary).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
    return summary;
  }

  row(organisation: string | RegExp): Locator {
    return this.page.getByTestId('staff-statement-row').filter({ hasText: organisation });
  }

  /** A statement the demo's start already issued goes back to reconciliation first. */
  async withdrawIfIssued(organisation: string | RegExp): Promise<void> {
    const status = this.row(organisation).getByTestId('statement-status');
    await expect(status).toBeVisible();
    if ((await status.getAttribute('data-status')) === 'awaitingConfirmation')
      await this.move(organisation, 'withdraw');
    await expect(status).toHaveAttribute('data-status', 'awaitingReconciliation');
  }

  /** Reads the statements again (a partner's confirmation does not push to this screen). */
  async refresh(organisation: string | RegExp, status: string): Promise<void> {
    await this.page.getByTestId('staff-statements-refresh').click();
    await expect(this.row(organisation).getByTestId('statement-status')).toHaveAttribute(
      'data-status',
      status,
    );
  }

  async move(organisation: string | RegExp, move: 'issue' | 'withdraw' | 'complete') {
    await this.row(organisation).getByTestId(`staff-${move}`).click();
    await expect(this.page.getByTestId('staff-statements-note')).toBeVisible();
  }

  /** `notAMonth`: the message expected first under the period when it is given "13/2026". */
  async adjust(
    organisation: string | RegExp,
    period: string,
    reason: string,
    amount: string,
    notAMonth?: RegExp,
  ) {
    await this.row(organisation).getByTestId('staff-adjust').click();
    const form = this.page.getByTestId('adjust-form');
    if (notAMonth) {
      await form.getByTestId('adjust-reason').fill(reason);
      await form.getByTestId('adjust-amount').fill(amount);
      await form.getByTestId('adjust-period').fill('13/2026');
      await form.getByTestId('adjust-period').press('Tab');
      await expect(form.getByText(notAMonth)).toBeVisible();
      await expect(form.getByTestId('adjust-send')).toBeDisabled();
    }
    await form.getByTestId('adjust-period').fill(period);
    await form.getByTestId('adjust-reason').fill(reason);
    await form.getByTestId('adjust-amount').fill(amount);
    await form.getByTestId('adjust-send').click();
    await expect(form).toBeHidden();
  }
}

export class FinanceScreens {
  constructor(private readonly page: Page) {}

  async gotoList(kind: 'sale' | 'settlement', period?: string): Promise<void> {
    await this.page.goto(`/finance/list?kind=${kind}${period ? `&period=${period}` : ''}`);
    await expect(this.page.getByTestId('finance-as-of')).toBeVisible();
  }

  /** Opens the settlement statement of `period` from the list. */
  async openSettlement(period: string): Promise<void> {
    await this.page
      .getByTestId('finance-settlement-list')
      .getByRole('link', { name: period })
      .first()
      .click();
    await expect(this.page.getByTestId('settlement-fields')).toBeVisible();
  }

  hash(): Locator {
    return this.page.getByTestId('settlement-hash');
  }

  async tickAndConfirm(): Promise<void> {
    await this.page.getByTestId('confirm-no-objection').check();
    await this.page.getByTestId('confirm-statement').click();
  }
}
