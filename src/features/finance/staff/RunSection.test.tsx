// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import type { RunView } from '../../../domain/finance/api';
import { getLanguage, setLanguage } from '../../../i18n/languageStore';
import { RunSection } from './RunSection';

/** the first render loads the catalogue and Fluent: slow on a shared machine */
const WAIT = { timeout: 15_000 };

const run: RunView = {
  id: '0190f5a2-7c1e-7000-8000-0000000000a1',
  jobId: 'job-1',
  period: '2025-11',
  organisationId: null,
  state: 'done',
  startedAt: '2026-01-15T09:00:00.000Z',
  finishedAt: '2026-01-15T09:00:02.000Z',
  computed: 1,
  skipped: 0,
  problems: [
    { organisationId: 'org-1', organisationName: '星光唱片', code: 'rate-missing', detail: 'KRW' },
  ],
};

const ok = (result: unknown) =>
  new Response(JSON.stringify({ state: true, msg: '', result }), { status: 200 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RunSection', () => {
  it.each([
    ['en', 'No KRW exchange rate for 2025-11'],
    ['zh-hans', '2025-11 缺少 KRW 的汇率'],
  ] as const)(
    'names the currency and the period of a missing rate (%s)',
    async (language, words) => {
      const before = getLanguage();
      setLanguage(language);
      try {
        vi.stubGlobal(
          'fetch',
          vi.fn(async (url: string) =>
            String(url).includes('/runs')
              ? ok({ items: [run], total: 1 })
              : ok({ jobId: 'job-1', runId: run.id }),
          ),
        );
        renderWithProviders(
          [
            {
              path: '/',
              Component: () => <RunSection period="2025-11" online onFinished={() => undefined} />,
            },
          ],
          '/',
        );
        fireEvent.click(await screen.findByTestId('run-start', {}, WAIT));
        const problems = await screen.findByTestId('run-problems', {}, WAIT);
        expect(within(problems).getByText(/KRW/).textContent).toContain(words);
      } finally {
        setLanguage(before);
      }
    },
  );
});
