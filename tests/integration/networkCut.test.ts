// The e2e specs' offline switch (tests/e2e/pages/networkCut.ts), in Debian's Chromium: while cut,
// neither the page nor its service worker reaches the server, and both do again once restored.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NetworkCut } from '../e2e/pages/networkCut';

const WORKER = `self.addEventListener('message', async (event) => {
  const answer = await fetch('/from-worker').then((r) => r.status, () => 'failed');
  event.source.postMessage(answer);
});`;

describe('NetworkCut', () => {
  const reached: string[] = [];
  let server: Server;
  let browser: Browser;
  let origin: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      reached.push(req.url ?? '');
      res.setHeader('set-cookie', ['first=1', 'second=2']);
      res.setHeader('content-type', req.url === '/sw.js' ? 'text/javascript' : 'text/html');
      res.end(req.url === '/sw.js' ? WORKER : '<title>origin</title>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });

  it('cuts the page and its service worker off the server, then lets them through again', async () => {
    const cut = await NetworkCut.start();
    const context = await browser.newContext({ proxy: { server: cut.url } });
    try {
      const page = await context.newPage();
      await page.goto(`${origin}/`);
      expect((await context.cookies()).map((c) => c.name).sort()).toEqual(['first', 'second']);
      await page.evaluate(async () => {
        await navigator.serviceWorker.register('/sw.js');
        await navigator.serviceWorker.ready;
      });
      const fromWorker = () =>
        page.evaluate(
          () =>
            new Promise<unknown>((resolve) => {
              navigator.serviceWorker.addEventListener('message', (e) => resolve(e.data), {
                once: true,
              });
              void navigator.serviceWorker.ready.then((r) => r.active?.postMessage('go'));
            }),
        );
      const fromPage = () =>
        page.evaluate(() =>
          fetch('/from-page').then(
            (r) => r.status,
            () => 'failed',
          ),
        );

      expect(await fromWorker()).toBe(200);
      reached.length = 0;
      cut.cut();
      expect(await fromWorker()).toBe('failed');
      expect(await fromPage()).toBe('failed');
      expect(reached).toEqual([]);

      cut.restore();
      expect(await fromWorker()).toBe(200);
      expect(await fromPage()).toBe(200);
      expect(reached).toEqual(['/from-worker', '/from-page']);
    } finally {
      await context.close();
      await cut.close();
    }
  }, 60_000);
});
