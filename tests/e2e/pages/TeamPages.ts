// Page models of /account/team and /invite_registration, in either language.
import type { Page } from '@playwright/test';

export class TeamPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/account/team');
    await this.page.getByTestId('team-members').waitFor();
  }

  /** `language`: the invitee's (mail and page); the form's default, the inviter's, when omitted */
  async invite(email: string, role: RegExp, language?: 'zh-hans' | 'en'): Promise<void> {
    await this.page.getByRole('button', { name: /^(邀请成员|Invite member)$/ }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^(邮箱|Email)/ }).fill(email);
    await dialog.getByRole('checkbox', { name: role }).check();
    if (language)
      await dialog.getByRole('radio', { name: language === 'en' ? 'English' : '简体中文' }).check();
    await dialog.getByRole('button', { name: /^(发送邀请|Send invitation)$/ }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  async setRoles(loginName: string, check: RegExp, uncheck: RegExp): Promise<void> {
    await this.page
      .getByRole('button', { name: new RegExp(`^(编辑角色|Edit roles): ${loginName}$`) })
      .click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: check }).check();
    await dialog.getByRole('checkbox', { name: uncheck }).uncheck();
    await dialog.getByRole('button', { name: /^(保存|Save)$/ }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  async showTab(name: RegExp): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
  }
}

export class InviteRegistrationPage {
  constructor(private readonly page: Page) {}

  async register(who: {
    name: string;
    loginName: string;
    password: string;
    telephone: string;
  }): Promise<void> {
    const p = this.page;
    await p.getByRole('textbox', { name: /^(您的姓名|Your name)/ }).fill(who.name);
    await p.getByRole('textbox', { name: /^(登录名|Login name)/ }).fill(who.loginName);
    await p.getByLabel(/^(密码|Password)/).fill(who.password);
    await p.getByLabel(/^(确认密码|Confirm password)/).fill(who.password);
    await p.getByRole('textbox', { name: /^(手机号码|Mobile number)/ }).fill(who.telephone);
    await p.getByRole('button', { name: /^(创建我的账号|Create my account)$/ }).click();
  }
}
