// Front-end figures of the foundation: gzipped JS needed to show the login page and the
// dashboard, and first contentful paint of a cold and a warm (service-worker) load.
import { gzipSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { launchChromium, type Figure } from './harness';

/** Gzipped bytes of every script that arrives while `action` runs (awaited before it ends). */
async function collectJs(page: Page, action: () => Promise<void>): Promise<number> {
  const bodies: Promise<Buffer | null>[] = [];
  const onResponse = (res: import('@playwright/test').Response) => {
    if (res.request().resourceType() === 'script' || res.url().endsWith('.js')) {
      bodies.push(res.body().catch(() => null));
    }
  };
  page.on('response', onResponse);
  await action();
  page.off('response', onResponse);
  const all = await Promise.all(bodies);
  return all.reduce((sum, b) => sum + (b ? gzipSync(b).length : 0), 0);
}

async function firstContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const seen = performance.getEntriesByName('first-contentful-paint')[0];
        if (seen) return resolve(seen.startTime);
        new PerformanceObserver((list) => resolve(list.getEntries()[0].startTime)).observe({
          type: 'paint',
          buffered: true,
        });
      }),
  );
}

export async function benchFrontend(baseUrl: string): Promise<Figure[]> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    // needed to show: what has arrived when the form can be used; the service worker's
    // library and the precache follow after the load event and are reported on their own
    let afterShown = 0;
    const loginJs = await collectJs(page, async () => {
      await page.goto(`${baseUrl}/login`, { waitUntil: 'load' });
      // the prerendered form shows before its scripts: usable once hydrated (its button enabled)
      await expect(page.getByRole('button', { name: /^(登录|Log in)$/ })).toBeEnabled();
    });
    afterShown = await collectJs(page, () => page.waitForLoadState('networkidle'));
    const coldFcp = await firstContentfulPaint(page);
    await page.getByLabel(/登录名|Login name/).fill('demo-admin');
    await page.getByLabel(/^密码|^Password/).fill('Demo-Admin-2026');
    const dashboardJs = await collectJs(page, async () => {
      await page.getByRole('button', { name: /登录|Log in/ }).click();
      await page.waitForURL('**/dashboard/index');
      // not networkidle: the sync worker keeps its event stream open
      await page.getByTestId('dashboard-totals').waitFor();
    });
    await page.reload({ waitUntil: 'load' });
    await page.getByTestId('dashboard-totals').waitFor();
    const warmFcp = await firstContentfulPaint(page);
    return [
      { name: 'gzipped JS to show the login page', value: loginJs / 1024, unit: 'kB', budget: 180 },
      {
        name: 'gzipped JS fetched on /login after it is shown (service worker)',
        value: afterShown / 1024,
        unit: 'kB',
      },
      {
        name: 'gzipped JS added for the dashboard (incl. the sync worker)',
        value: dashboardJs / 1024,
        unit: 'kB',
      },
      { name: 'gzipped JS login + dashboard', value: (loginJs + dashboardJs) / 1024, unit: 'kB' },
      { name: 'first contentful paint, cold /login', value: coldFcp, unit: 'ms' },
      { name: 'first contentful paint, warm /dashboard/index', value: warmFcp, unit: 'ms' },
    ];
  } finally {
    await browser.close();
  }
}

/**
 * The trend charts' own JavaScript (src/features/trend/charts with d3-geo, d3-shape,
 * topojson-client) and the world map's shapes, each gzipped as the lazy chunks the trend screen
 * will load. Until that screen exists no route imports them, so they are built here alone, with
 * what the logged-in app already carries (React, Fluent, react-intl, Dexie, src/data) left out.
 */
export async function benchTrendChunk(): Promise<Figure[]> {
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  const shared = /^(react|react-dom|react-intl|dexie|@fluentui\/)|\/src\/data\//;
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: {
      write: false,
      minify: true,
      lib: { entry: 'src/features/trend/charts/index.ts', formats: ['es'], fileName: 'charts' },
      rollupOptions: { external: (id) => shared.test(id) },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) =>
    'output' in r ? r.output : [],
  );
  let charts = 0;
  let shapes = 0;
  for (const chunk of outputs) {
    if (chunk.type !== 'chunk') continue;
    const bytes = gzipSync(chunk.code).length;
    if (chunk.moduleIds.some((id) => id.includes('world-atlas'))) shapes += bytes;
    else charts += bytes;
  }
  return [
    {
      name: 'gzipped JS of the trend charts (lazy, with the trend screen)',
      value: charts / 1024,
      unit: 'kB',
    },
    {
      name: 'gzipped JS of the world map shapes (lazy, with the heat map)',
      value: shapes / 1024,
      unit: 'kB',
    },
  ];
}
