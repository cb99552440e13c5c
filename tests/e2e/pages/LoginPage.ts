// Page model of /login: fills the form the way a person does, in either language.
import type { Page } from '@playwright/test';
import type { DemoUser } from './demoUsers';

export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/login${query}`);
  }

  async logIn(
    user: Pick<DemoUser, 'loginName' | 'password'>,
    options: { autoLogin?: boolean } = {},
  ): Promise<void> {
    await this.page.getByLabel(/登录名|Login name/i).fill(user.loginName);
    await this.page.getByLabel(/^(密码|Password)/i).fill(user.password);
    if (options.autoLogin)
      await this.page.getByRole('checkbox', { name: /自动登录|auto/i }).check();
    await this.page.getByRole('button', { name: /^(登录|Log in)$/i }).click();
  }
}
