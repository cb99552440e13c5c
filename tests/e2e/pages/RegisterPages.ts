// Page models of the /register steps, and the SMS outbox the e2e server keeps without
// SMS_WEBHOOK_URL (DATA_DIR/sms/*.json): the code is read from the message for the number.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../../playwright.config';
import { pngFile } from '../../../src/domain/media/testing/imageFixtures';

export interface SignUpData {
  type: 'personal' | 'company';
  loginName: string;
  name: string;
  email: string;
  telephone: string;
  idNumber: string;
  address: string;
  companyName?: string;
  /** company only */
  legalRepresentative?: string;
  contactName?: string;
  contactPhone?: string;
  contactEmail?: string;
}

export class RegisterPages {
  constructor(private readonly page: Page) {}

  async chooseType(type: SignUpData['type']): Promise<void> {
    await this.page
      .getByRole('radio', {
        name: type === 'company' ? /^(企业|Company)/ : /^(个人授权方|Personal licensor)/,
      })
      .check();
    await this.page.getByRole('button', { name: /^(下一步|Next)$/ }).click();
  }

  async fillInfo(data: SignUpData): Promise<void> {
    const box = (name: RegExp) => this.page.getByRole('textbox', { name });
    if (data.type === 'company') {
      await box(/^(企业名称|Company name)/).fill(data.companyName ?? '');
      await box(/^(统一社会信用代码|Unified social credit code)/).fill(data.idNumber);
      await box(/^(法定代表人|Legal representative)/).fill(data.legalRepresentative ?? '');
      await box(/^(地址|Address)/).fill(data.address);
      await box(/^(联系人|Contact person)/).fill(data.contactName ?? '');
      await box(/^(联系电话|Contact phone)/).fill(data.contactPhone ?? '');
      await box(/^(联系邮箱|Contact email)/).fill(data.contactEmail ?? '');
    } else {
      await box(/^(居民身份证号码|Resident ID number)/).fill(data.idNumber);
      await box(/^(地址|Address)/).fill(data.address);
    }
    await box(/^(您的姓名|Your name)/).fill(data.name);
    await box(/^(登录名|Login name)/).fill(data.loginName);
    await box(/^(邮箱|Email)/).fill(data.email);
    await box(/^(手机号码|Mobile number)/).fill(data.telephone);
  }

  /** Chooses a file for an identity image field (the file-input path; see withFileInput). */
  async setImage(
    slot: string,
    file: { name: string; mimeType: string; buffer: Buffer },
  ): Promise<void> {
    await this.page.getByTestId(`image-${slot}-input`).setInputFiles(file);
  }

  async sendCode(): Promise<void> {
    await this.page.getByRole('button', { name: /^(发送验证码|Send code)$/ }).click();
  }

  async submitInfo(code: string): Promise<void> {
    await this.page
      .getByRole('textbox', { name: /^(短信验证码|SMS verification code)/ })
      .fill(code);
    await this.page.getByRole('button', { name: /^(继续|Continue)$/ }).click();
  }

  async accept(tick = true): Promise<void> {
    if (tick)
      await this.page
        .getByRole('checkbox', { name: /我已阅读并同意授权协议|I have read and accept/ })
        .check();
    await this.page.getByRole('button', { name: /^(同意并继续|Accept and continue)$/ }).click();
  }

  async setPassword(password: string, confirmation = password): Promise<void> {
    await this.page.getByLabel(/^(密码|Password)/).fill(password);
    await this.page.getByLabel(/^(确认密码|Confirm password)/).fill(confirmation);
    await this.page.getByRole('button', { name: /^(保存密码|Save password)$/ }).click();
  }
}

function smsFiles(): string[] {
  try {
    return readdirSync(path.resolve(E2E_DATA_DIR, 'sms'))
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
}

/** Waits for the SMS to `to` (E.164; the job runner sends within a poll) and returns its code. */
export async function nextSmsCode(to: string, timeoutMs = 20_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    for (const file of smsFiles().reverse()) {
      const sms = JSON.parse(readFileSync(path.resolve(E2E_DATA_DIR, 'sms', file), 'utf8')) as {
        to: string;
        text: string;
      };
      const code = sms.to === to ? /\b(\d{6})\b/.exec(sms.text)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no SMS to ${to} within ${timeoutMs} ms`);
}

/** The address registerThroughApi gives. */
export const SIGN_UP_ADDRESS = '1 E2E Street, Dongcheng, Beijing';

/** A personal account of its own, signed up through the same calls the pages make. */
export async function registerThroughApi(
  request: APIRequestContext,
  who: { loginName: string; email: string; telephone: string; password: string },
  /** the sign-up page's language: the account's mails are written in it */
  language = 'zh-hans',
): Promise<void> {
  const post = async <T>(url: string, data: unknown): Promise<T> => {
    const res = await request.post(`/api${url}.json`, { data, headers: { language } });
    if (!res.ok()) throw new Error(`${url}: ${res.status()} ${await res.text()}`);
    return ((await res.json()) as { result: T }).result;
  };
  await post('/code/add/sms', { telArea: '86', telephone: who.telephone });
  const smsCode = await nextSmsCode(`+86${who.telephone}`);
  const made = await post<{ token: string }>('/org/add/user_performer', {
    loginName: who.loginName,
    name: who.loginName,
    email: who.email,
    telArea: '86',
    telephone: who.telephone,
    smsCode,
    idNumber: '11010519491231002X',
    address: SIGN_UP_ADDRESS,
  });
  // finsh_reg needs both sides of the ID card
  for (const slot of ['idFront', 'idBack']) {
    const res = await request.post('/api/org/add/registration_image.json', {
      multipart: {
        token: made.token,
        slot,
        file: { name: `${slot}.png`, mimeType: 'image/png', buffer: Buffer.from(pngFile(40, 30)) },
      },
      headers: { language },
    });
    if (!res.ok()) throw new Error(`${slot}: ${res.status()} ${await res.text()}`);
  }
  const licence = await post<{ version: string; sha256: string }>(
    '/org/view/licence_agreement',
    {},
  );
  await post('/org/add/finsh_reg', {
    token: made.token,
    version: licence.version,
    sha256: licence.sha256,
  });
  await post('/org/up/init_login_pwd', { token: made.token, password: who.password });
}

/** A real picture, drawn and encoded by Chromium's canvas: a blue card with a white square. */
export async function canvasImage(
  page: Page,
  type: 'image/png' | 'image/jpeg',
  width: number,
  height: number,
): Promise<Buffer> {
  const base64 = await page.evaluate(
    ({ type, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const g = canvas.getContext('2d');
      if (!g) throw new Error('no 2d context');
      g.fillStyle = '#1f4e8c';
      g.fillRect(0, 0, width, height);
      g.fillStyle = '#ffffff';
      g.fillRect(width / 4, height / 4, width / 2, height / 2);
      return canvas.toDataURL(type, 0.9).split(',')[1];
    },
    { type, width, height },
  );
  return Buffer.from(base64, 'base64');
}
