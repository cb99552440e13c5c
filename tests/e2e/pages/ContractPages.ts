// Page models of the contract screens: the back office's editor (/staff/contracts) and the
// partner's contract list, information and bank account tabs.
import { expect, type Page } from '@playwright/test';

export interface ContractInput {
  number: string;
  authorizationNumber: string;
  sharePercent: string;
  validFrom: string;
  validTo: string;
  territories: string;
}

export class StaffContractEditor {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/staff/contracts');
    await expect(this.page.getByTestId('staff-org')).toBeVisible();
  }

  async chooseOrganisation(name: string): Promise<void> {
    const select = this.page.getByTestId('staff-org');
    await expect(select.locator('option', { hasText: name })).toHaveCount(1);
    await select.selectOption({ label: name });
  }

  async create(contract: ContractInput): Promise<void> {
    await this.page.getByTestId('staff-new').click();
    const form = this.page.getByTestId('contract-form');
    await form.getByTestId('contract-number').fill(contract.number);
    await form.getByTestId('contract-authorizationNumber').fill(contract.authorizationNumber);
    await form.getByTestId('contract-sharePercent').fill(contract.sharePercent);
    await form.getByTestId('contract-validFrom').fill(contract.validFrom);
    await form.getByTestId('contract-validTo').fill(contract.validTo);
    await form.getByTestId('contract-territories').fill(contract.territories);
    await form.getByTestId('contract-save').click();
    await expect(this.page.getByTestId('staff-message')).toContainText(contract.number);
  }
}

export interface BankInput {
  bankName: string;
  country: string;
  accountName: string;
  payee: string;
  iban: string;
  swift: string;
}

export class ContractScreens {
  constructor(private readonly page: Page) {}

  async gotoList(): Promise<void> {
    await this.page.goto('/account/contract/list');
  }

  row(number: string) {
    return this.page.getByTestId('contract-row').filter({ hasText: number });
  }

  async openInfo(number: string): Promise<void> {
    await this.row(number).getByRole('link', { name: number }).click();
    await this.page.waitForURL('**/account/contract/*/info');
    await expect(this.page.getByTestId('contract-fields')).toContainText(number);
  }

  async openTab(name: RegExp): Promise<void> {
    await this.page.getByRole('navigation').getByRole('link', { name }).click();
  }

  async changeBankAccount(bank: BankInput, password: string, international: RegExp): Promise<void> {
    const form = this.page.getByTestId('bank-change-form');
    await form.getByRole('radio', { name: international }).check();
    await form.getByTestId('bank-name').fill(bank.bankName);
    await form.getByTestId('bank-country').fill(bank.country);
    await form.getByTestId('bank-account-name').fill(bank.accountName);
    await form.getByTestId('bank-payee').fill(bank.payee);
    await form.getByTestId('bank-iban').fill(bank.iban);
    await form.getByTestId('bank-swift').fill(bank.swift);
    await form.getByTestId('bank-password').fill(password);
    await form.getByTestId('bank-submit').click();
  }
}
