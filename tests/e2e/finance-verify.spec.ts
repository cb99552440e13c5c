// The statement PDF and its verification end to end in Chromium, in English (issue 17; one
// language, issue 25): staff issue the demo organisation's statement of last month (through the
// API), the partner downloads its PDF, drops it on /finance/verify and reads that it matches the
// record (period, contract, issue time); a pasted hash with one digit changed is not found; a file
// that is not a PDF gets the localized refusal. axe on each state the checks reach (the empty
// screen is the route walk's, narrow-screens.spec.ts); screenshots at 1440 and 390 px with
// E2E_SHOTS=1. A hash pasted however it was copied (upper case, wrapped) is the server contract's:
// "verifies a pasted hash however it was copied, ..." in sync-server/test/contract/financeFiles.ts.
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { readPdfHash } from '../../sync-server/src/finance/pdf/readPdfHash';
import { issuedDemoStatement, statementPdfBytes, VerifyScreen } from './pages/FinanceStatements';
import { inOneLanguage } from './pages/languages';
import { logInAsAdmin, seriousViolations } from './pages/session';
import { SHOTS_ON, shot } from './pages/shots';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/shots-finance-verify';

async function shots(page: Page, name: string): Promise<void> {
  if (!SHOTS_ON) return;
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

const CASES = [
  {
    language: 'zh-hans',
    heading: '核验结算单',
    found: '该结算单与系统记录一致',
    notFound: '您可查看的结算单中没有此摘要',
    notPdf: '该文件不是 PDF',
  },
  {
    language: 'en',
    heading: 'Verify a statement',
    found: 'This statement matches the record',
    notFound: 'No statement you can read has this hash',
    notPdf: 'This file is not a PDF',
  },
] as const;

for (const c of inOneLanguage(CASES, (c) => c.language === 'en')) {
  test(`a downloaded statement PDF verifies and a changed hash does not (${c.language})`, async ({
    browser,
    baseURL,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const statement = await issuedDemoStatement(request);
    const pdf = await statementPdfBytes(request, statement.partnerSign, statement.id, c.language);
    const read = readPdfHash(pdf);
    if (!read.ok) throw new Error(read.code);
    const file = testInfo.outputPath(`statement-${c.language}.pdf`);
    writeFileSync(file, pdf);

    const context = await browser.newContext();
    await context.addCookies([{ name: 'language', value: c.language, url: baseURL! }]);
    const page = await context.newPage();
    await logInAsAdmin(page, c.language);

    const verify = new VerifyScreen(page);
    await verify.goto();
    await expect(page.getByRole('heading', { level: 1, name: c.heading })).toBeVisible();
    await shots(page, `verify-empty-${c.language}`);

    await verify.checkPdf(file);
    await expect(verify.found()).toContainText(c.found);
    await expect(verify.found()).toContainText(statement.period);
    await expect(verify.found()).toContainText(read.hash);
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, `verify-found-${c.language}`);

    // one digit changed, as a tampered copy would carry
    const tampered = read.hash.replace(/^./, (d) => (d === '0' ? '1' : '0'));
    await verify.checkHash(tampered);
    await expect(verify.notFound()).toContainText(c.notFound);
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, `verify-not-found-${c.language}`);

    const notPdf = testInfo.outputPath('not-a-statement.pdf');
    writeFileSync(notPdf, 'this is text, not a PDF');
    await verify.checkPdf(notPdf);
    await expect(verify.error()).toContainText(c.notPdf);
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, `verify-error-${c.language}`);
    await context.close();
  });
}
