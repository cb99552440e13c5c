// Page models of the /register steps, and the SMS outbox the e2e server keeps without
// SMS_WEBHOOK_URL (DATA_DIR/sms/*.json): the code is read from the message for the number.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../../playwright.config';

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

/** A whole PNG a browser can show: one colour, RGB, every chunk with its CRC. */
function solidPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  // each row: filter byte 0, then RGB pixels
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(width * 3, Buffer.from([31, 78, 140])),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The address registerThroughApi gives. */
export const SIGN_UP_ADDRESS = '1 E2E Street, Dongcheng, Beijing';

/** A personal sign-up through the API up to sign_contract, with the ID images of `slots`. */
export async function startRegistrationThroughApi(
  request: APIRequestContext,
  who: { loginName: string; email: string; telephone: string },
  language = 'zh-hans',
  slots: readonly string[] = ['idFront', 'idBack'],
): Promise<string> {
  const post = apiPoster(request, language);
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
  for (const slot of slots) {
    const res = await request.post('/api/org/add/registration_image.json', {
      multipart: {
        token: made.token,
        slot,
        file: { name: `${slot}.png`, mimeType: 'image/png', buffer: solidPng(80, 50) },
      },
      headers: { language },
    });
    if (!res.ok()) throw new Error(`${slot}: ${res.status()} ${await res.text()}`);
  }
  return made.token;
}

function apiPoster(request: APIRequestContext, language: string) {
  return async <T>(url: string, data: unknown): Promise<T> => {
    const res = await request.post(`/api${url}.json`, { data, headers: { language } });
    if (!res.ok()) throw new Error(`${url}: ${res.status()} ${await res.text()}`);
    return ((await res.json()) as { result: T }).result;
  };
}

/** A personal account of its own, signed up through the same calls the pages make. */
export async function registerThroughApi(
  request: APIRequestContext,
  who: { loginName: string; email: string; telephone: string; password: string },
  /** the sign-up page's language: the account's mails are written in it */
  language = 'zh-hans',
): Promise<void> {
  // finsh_reg needs both sides of the ID card
  const token = await startRegistrationThroughApi(request, who, language);
  const post = apiPoster(request, language);
  const licence = await post<{ version: string; sha256: string }>(
    '/org/view/licence_agreement',
    {},
  );
  await post('/org/add/finsh_reg', { token, version: licence.version, sha256: licence.sha256 });
  await post('/org/up/init_login_pwd', { token, password: who.password });
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
