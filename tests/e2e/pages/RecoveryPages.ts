// Page models of /forgotPwd and /resetPwd, and the reset mail as the server keeps it without
// SMTP_URL (DATA_DIR/mail/*.eml): the link is read from the message's plain-text part.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../../playwright.config';

/** The graphic code's text under DEMO=1 (playwright.config.ts CAPTCHA_FIXED_TEXT). */
export const E2E_CAPTCHA = 'E2E7';

export class ForgotPasswordPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/forgotPwd');
  }

  async ask(email: string, captcha = E2E_CAPTCHA): Promise<void> {
    await this.page.getByRole('textbox', { name: /^(邮箱|Email)/ }).fill(email);
    await this.page.getByRole('img', { name: /验证码图片|Verification code picture/ }).waitFor();
    await this.page.getByRole('textbox', { name: /^(验证码|Verification code)/ }).fill(captcha);
    await this.page.getByRole('button', { name: /^(发送链接|Send the link)$/ }).click();
  }
}

export class ResetPasswordPage {
  constructor(private readonly page: Page) {}

  async setPassword(password: string, confirmation = password): Promise<void> {
    await this.page.getByLabel(/^(新密码|New password)/).fill(password);
    await this.page.getByLabel(/^(确认新密码|Confirm the new password)/).fill(confirmation);
    await this.page.getByRole('button', { name: /^(保存新密码|Save the new password)$/ }).click();
  }
}

function mailDir(): string {
  return path.resolve(E2E_DATA_DIR, 'mail');
}

function mailFiles(): string[] {
  try {
    return readdirSync(mailDir())
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
}

/** Decodes a quoted-printable or plain text part enough to find the link on its own line. */
function linkIn(eml: string, pathname: string): string | null {
  const unfolded = eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return new RegExp(`https?://\\S+${pathname}\\?token=[A-Za-z0-9_-]+`).exec(unfolded)?.[0] ?? null;
}

export class Mailbox {
  private seen = new Set(mailFiles());

  /** The next mail to `to` holding `containing`, quoted-printable soft breaks undone (no token link). */
  async nextMail(to: string, containing: string, timeoutMs = 20_000): Promise<string> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      for (const file of mailFiles()) {
        if (this.seen.has(file)) continue;
        const text = readFileSync(path.join(mailDir(), file), 'utf8');
        if (!new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(text)) continue;
        const unfolded = text.replace(/=\r?\n/g, '');
        if (!unfolded.includes(containing)) continue;
        this.seen.add(file);
        return unfolded;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no mail to ${to} holding ${containing} within ${timeoutMs} ms`);
  }

  /** Waits for the next mail to `to` (the job runner sends within a poll) and returns it with its link. */
  async nextResetMail(to: string, timeoutMs = 20_000): Promise<{ link: string; text: string }> {
    return this.nextMailWithLink(to, '/resetPwd', timeoutMs);
  }

  /** The next mail to `to` holding a link to `pathname` (a token link), with that link. */
  async nextMailWithLink(
    to: string,
    pathname: string,
    timeoutMs = 20_000,
  ): Promise<{ link: string; text: string }> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      for (const file of mailFiles()) {
        if (this.seen.has(file)) continue;
        const text = readFileSync(path.join(mailDir(), file), 'utf8');
        if (!new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(text)) continue;
        this.seen.add(file);
        const link = linkIn(text, pathname);
        if (link) return { link, text };
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no mail to ${to} with a ${pathname} link within ${timeoutMs} ms`);
  }
}
