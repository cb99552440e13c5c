// Screenshots of the charts harness at 1440 and 390 px, zh-Hans and English (and dark, and the
// table views), into .tmp/chart-shots. Development only: node --import tsx tests/harness/chartScreenshots.ts
import { mkdirSync } from 'node:fs';
import { createServer } from 'vite';
import { launchChromium } from '../bench/harness';
import { seriousViolations } from '../e2e/pages/session';

const OUT = '.tmp/chart-shots';
const PORT = Number(process.env.HARNESS_PORT ?? 5391);

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const server = await createServer({ server: { port: PORT, strictPort: true }, logLevel: 'warn' });
  await server.listen();
  const browser = await launchChromium();
  try {
    for (const width of [1440, 390]) {
      for (const [name, query] of [
        ['zh', ''],
        ['en', 'lang=en'],
        ['zh-dark', 'theme=dark'],
      ] as const) {
        // a context of its own: axe's playwright builder refuses browser.newPage()'s
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        // the dev server transforms modules on first request: slow on a loaded machine
        page.setDefaultTimeout(240_000);
        page.setDefaultNavigationTimeout(240_000);
        await page.goto(`http://localhost:${PORT}/tests/harness/charts.html?${query}`);
        await page
          .getByTestId('world-heat-map')
          .locator('svg path[tabindex="0"]')
          .first()
          .waitFor();
        // a territory focused by keyboard shows its tooltip in the picture
        const firstStop = page.getByTestId('world-heat-map').locator('[tabindex="0"]').first();
        await firstStop.focus();
        // and the revenue chart's tooltip, as a pointer over it shows it
        await page
          .locator('section', { hasText: /收入（按周）|Revenue by week/ })
          .locator('svg[role="img"]')
          .hover();
        await page.screenshot({ path: `${OUT}/charts-${name}-${width}.png`, fullPage: true });
        const findings = await seriousViolations(page);
        if (name !== 'zh-dark') {
          for (const toggle of await page
            .getByRole('button', { name: /表格视图|Table view/ })
            .all()) {
            await toggle.click();
          }
          await page.screenshot({ path: `${OUT}/tables-${name}-${width}.png`, fullPage: true });
          findings.push(...(await seriousViolations(page)));
        }
        console.log(
          `${name} ${width}: axe ${findings.length ? findings.join('; ') : 'nothing serious'}`,
        );
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
