// Page models of the help centre, the contact form and the payment notice, and the mails the
// contact form makes as the server keeps them without SMTP_URL (DATA_DIR/mail/*.eml), read with
// Python's email parser like the server's mail tests.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../../playwright.config';
import { readMail, type ReadMail } from '../../../sync-server/test/mail/readMail';
import { E2E_CAPTCHA } from './RecoveryPages';

export const HELP_PATH = '/faq/cp_faq/view/go_help';

export class HelpCentrePage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto(HELP_PATH);
    await this.page.getByRole('navigation', { name: /帮助主题|Help topics/ }).waitFor();
  }

  async openTopic(name: RegExp): Promise<void> {
    await this.page
      .getByRole('navigation', { name: /帮助主题|Help topics/ })
      .getByRole('link', { name })
      .click();
  }

  async search(query: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: /搜索帮助|Search the help/ }).fill(query);
  }
}

export interface ContactValues {
  name: string;
  email: string;
  title: string;
  message: string;
}

export class ContactForm {
  constructor(private readonly page: Page) {}

  async fill(values: ContactValues, captcha = E2E_CAPTCHA): Promise<void> {
    const form = this.page
      .locator('form')
      .filter({ has: this.page.getByRole('textbox', { name: /^(留言内容|Message)/ }) });
    await form.getByRole('textbox', { name: /^(姓名|Name)/ }).fill(values.name);
    await form.getByRole('textbox', { name: /^(邮箱|Email)/ }).fill(values.email);
    await form.getByRole('textbox', { name: /^(主题|Subject)/ }).fill(values.title);
    await form.getByRole('textbox', { name: /^(留言内容|Message)/ }).fill(values.message);
    await form.getByRole('img', { name: /验证码图片|Verification code picture/ }).waitFor();
    await form.getByRole('textbox', { name: /^(验证码|Verification code)/ }).fill(captcha);
  }

  async send(): Promise<void> {
    await this.page.getByRole('button', { name: /^(发送|Send)$/ }).click();
  }
}

/** The demo's payment notice link (DEMO=1 writes it at start: sync-server/src/demo/paymentNotice.ts). */
export function demoPaymentLink(): string {
  return readFileSync(path.resolve(E2E_DATA_DIR, 'demo', 'payment-link.txt'), 'utf8').trim();
}

function mailFiles(): string[] {
  const dir = path.resolve(E2E_DATA_DIR, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** Mails that arrive after it is made, found by recipient and a text they hold. */
export class ContactMailbox {
  private readonly seen = new Set(mailFiles());

  async next(to: string, holding: string, timeoutMs = 20_000): Promise<ReadMail> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      for (const file of mailFiles()) {
        if (this.seen.has(file)) continue;
        const mail = readMail(file);
        if (!mail.headers.To?.includes(to) || !(mail.text ?? '').includes(holding)) continue;
        this.seen.add(file);
        return mail;
      }
      // the job runner sends within its poll; the file appears when it has
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no mail to ${to} holding "${holding}" within ${timeoutMs} ms`);
  }
}
