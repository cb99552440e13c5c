// Sign-up end to end in Chromium in both languages: identity, info with the SMS code read from the
// server's outbox (DATA_DIR/sms), the licence agreement, completion, the password, then a login as
// the new account; the mailed link (DATA_DIR/mail) resumes the registration and, once used, says
// so. The identity images (ID card or licence, logo) are real pictures drawn by Chromium; a file
// that is no picture and one past 10 MB are refused in the page's language, and the stored ones
// show on the completion step; the address (and a company's legal representative and contact) are
// then on the subject information screen. axe on every step; with SHOTS set, each step is kept at 1440 and 390 px.
import { expect, test, type Page } from '@playwright/test';
import { inOneLanguage } from './pages/languages';
import { LoginPage } from './pages/LoginPage';
import { Mailbox } from './pages/RecoveryPages';
import {
  canvasImage,
  nextSmsCode,
  RegisterPages,
  startRegistrationThroughApi,
  type SignUpData,
} from './pages/RegisterPages';
import { seriousViolations } from './pages/session';

const run = Date.now().toString(36).slice(-6);
const phone = (n: number) => `139${String(Date.now() % 1e7).padStart(7, '0')}${n}`.slice(0, 11);
const CASES: readonly (SignUpData & {
  language: string;
  used: RegExp;
  wrongCode: RegExp;
  mustAccept: RegExp;
  notImage: RegExp;
  tooLarge: RegExp;
  required: RegExp;
})[] = [
  {
    language: 'zh-hans',
    type: 'personal',
    loginName: `zh-${run}`,
    name: '林雅',
    email: `zh-${run}@example.com`,
    telephone: phone(1),
    idNumber: '11010519491231002X',
    address: '北京市东城区长安街 1 号',
    used: /该链接已被使用/,
    wrongCode: /短信验证码错误/,
    mustAccept: /请先同意授权协议/,
    notImage: /scan\.png：文件格式不正确/,
    tooLarge: /huge\.png：文件过大，最大 10 MB/,
    required: /身份证人像面信息不完整/,
  },
  {
    language: 'en',
    type: 'company',
    loginName: `en-${run}`,
    name: 'Bo Chen',
    email: `en-${run}@example.com`,
    telephone: phone(2),
    idNumber: '91350100M000100Y43',
    companyName: `Acme ${run}`,
    legalRepresentative: 'Wang Fang',
    address: '88 Jianguo Road, Chaoyang, Beijing',
    contactName: 'Li Lei',
    contactPhone: '+86 10 6552 9988',
    contactEmail: `rights-${run}@example.com`,
    used: /already been used/,
    wrongCode: /SMS verification code is wrong/,
    mustAccept: /Please accept the licence agreement/,
    notImage: /scan\.png: Incorrect File Format/,
    tooLarge: /huge\.png: the file is too large; at most 10 MB/,
    required: /Business licence incomplete/,
  },
];

async function shot(page: Page, name: string): Promise<void> {
  if (!process.env.SHOTS) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${process.env.SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const c of CASES) {
  test(`signs up as a ${c.type} account and logs in (${c.language})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext();
    // the file-input path (Playwright cannot answer Chromium's showOpenFilePicker)
    await context.addInitScript(() => {
      delete (window as { showOpenFilePicker?: unknown }).showOpenFilePicker;
    });
    await context.addCookies([{ name: 'language', value: c.language, url: baseURL! }]);
    const page = await context.newPage();
    const steps = new RegisterPages(page);
    const mailbox = new Mailbox();
    const tag = `register-${c.language}`;

    await new LoginPage(page).goto();
    await page.getByRole('link', { name: /^(立即注册|Register)$/ }).click();
    await page.waitForURL('**/register/user_type');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `${tag}-1-type`);
    await steps.chooseType(c.type);

    await page.waitForURL('**/register/register_info?type=*');
    await steps.fillInfo(c);
    await steps.sendCode();
    await expect(page.getByRole('status')).toBeVisible();
    const code = await nextSmsCode(`+86${c.telephone}`);

    // no identity document yet: refused in the page before anything is sent
    await steps.submitInfo(code);
    await expect(page.getByText(c.required)).toBeVisible();
    const documentSlot = c.type === 'company' ? 'licence' : 'idFront';
    await steps.setImage(documentSlot, {
      name: 'scan.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is a text file, not a picture'),
    });
    await expect(page.getByText(c.notImage)).toBeVisible();
    const png = await canvasImage(page, 'image/png', 640, 400);
    const huge = Buffer.alloc(10_000_001);
    png.copy(huge);
    await steps.setImage(documentSlot, { name: 'huge.png', mimeType: 'image/png', buffer: huge });
    await expect(page.getByText(c.tooLarge)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `${tag}-2-info-image-error`);
    const jpeg = await canvasImage(page, 'image/jpeg', 800, 500);
    const chosen =
      c.type === 'company'
        ? { licence: 'licence.jpg', logo: 'logo.png' }
        : { idFront: 'id-front.png', idBack: 'id-back.jpg' };
    for (const [slot, name] of Object.entries(chosen))
      await steps.setImage(slot, {
        name,
        mimeType: name.endsWith('.png') ? 'image/png' : 'image/jpeg',
        buffer: name.endsWith('.png') ? png : jpeg,
      });
    for (const [slot, name] of Object.entries(chosen))
      await expect(page.getByTestId(`image-${slot}-name`)).toHaveText(name);
    await expect(page.getByText(c.notImage)).toBeHidden();
    await steps.submitInfo(code === '000000' ? '111111' : '000000');
    await expect(page.getByRole('alert')).toContainText(c.wrongCode);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `${tag}-2-info-error`);
    await steps.submitInfo(code);

    await page.waitForURL('**/register/sign_contract?token=*');
    await expect(page.getByTestId('licence-text')).toContainText(
      c.language === 'en' ? 'licence agreement' : '授权协议',
    );
    await steps.accept(false);
    await expect(page.getByText(c.mustAccept)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `${tag}-3-contract`);

    // the mailed link resumes at the step reached, in another tab
    const mail = await mailbox.nextMailWithLink(c.email, '/register/sign_contract');
    const resumed = await context.newPage();
    await resumed.goto(mail.link);
    await expect(resumed.getByRole('checkbox')).toBeVisible();
    await resumed.close();

    await steps.accept();
    await page.waitForURL('**/register/register_complete?token=*');
    await expect(page.getByRole('status')).toContainText(c.loginName);
    // the stored images, read back through their signed links
    const stored = page.getByTestId('identity-images');
    for (const name of Object.values(chosen)) {
      const picture = stored.getByRole('img', { name: new RegExp(name.replace('.', '\\.')) });
      await expect(picture).toBeVisible();
      await expect
        .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `${tag}-4-complete`);
    await page.getByRole('link', { name: /设置登录密码|Set login password/ }).click();

    await page.waitForURL('**/register/set_password?token=*');
    await steps.setPassword('short');
    await expect(
      page.getByText(c.language === 'en' ? /Incorrect password format/ : /密码格式不正确/),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `${tag}-5-password-error`);
    const password = `Reg-${c.language}-2026`;
    await steps.setPassword(password);
    await expect(page.getByRole('status')).toContainText(c.loginName);

    await page.goto(mail.link);
    await expect(page.getByRole('alert')).toContainText(c.used);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `${tag}-6-link-used`);

    await new LoginPage(page).goto();
    await new LoginPage(page).logIn({ loginName: c.loginName, password });
    await page.waitForURL('**/dashboard/index');

    // what sign-up stored beside the identity, on the subject information screen
    await page.goto('/account/subjectInfo');
    const details: [RegExp, string | undefined][] = [
      [/^(地址|Address)/, c.address],
      [/^(法定代表人|Legal representative)/, c.legalRepresentative],
      [/^(联系人|Contact person)/, c.contactName],
      [/^(联系电话|Contact phone)/, c.contactPhone],
      [/^(联系邮箱|Contact email)/, c.contactEmail],
    ];
    for (const [label, value] of details) {
      const box = page.getByRole('textbox', { name: label });
      if (value === undefined) await expect(box).toHaveCount(0);
      else await expect(box).toHaveValue(value);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `${tag}-7-subject-info`);
    await context.close();
  });
}

// A registration resumed from its link without the back of the ID card: finsh_reg refuses it in
// the page's language, the step offers the missing image, and with it the agreement goes through.
for (const c of inOneLanguage(
  [
    { language: 'zh-hans', n: 1, missing: /请先上传必需的证件图片/ },
    { language: 'en', n: 2, missing: /Please upload the required identity images first/ },
  ] as const,
  (c) => c.language === 'en',
)) {
  test(`sign_contract asks for a missing identity image (${c.language})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const who = {
      loginName: `noimg${c.n}${run}`,
      email: `noimg-${c.n}-${run}@example.com`,
      telephone: phone(c.n + 4),
    };
    const token = await startRegistrationThroughApi(request, who, c.language, ['idFront']);
    const context = await browser.newContext();
    await context.addInitScript(() => {
      delete (window as { showOpenFilePicker?: unknown }).showOpenFilePicker;
    });
    await context.addCookies([{ name: 'language', value: c.language, url: baseURL! }]);
    const page = await context.newPage();
    const steps = new RegisterPages(page);
    await page.goto(`/register/sign_contract?token=${token}`);
    await expect(page.getByTestId('licence-text')).toBeVisible();
    await steps.accept();
    await expect(page.getByRole('alert')).toContainText(c.missing);
    const missing = page.getByTestId('missing-images');
    await expect(missing.getByTestId('image-idFront-name')).toHaveText('idFront.png');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `register-${c.language}-3-contract-missing-image`);
    await steps.setImage('idBack', {
      name: 'id-back.png',
      mimeType: 'image/png',
      buffer: await canvasImage(page, 'image/png', 640, 400),
    });
    await expect(missing.getByTestId('image-idBack-name')).toHaveText('id-back.png');
    await steps.accept(false);
    await page.waitForURL('**/register/register_complete?token=*');
    await context.close();
  });
}
