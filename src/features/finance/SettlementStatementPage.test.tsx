// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../app/session/sessionStore';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { getCached, putCached, putCachedEntry } from '../../data/cacheRepo';
import { db } from '../../data/db';
import { computeSettlement, splitAmongRightsHolders } from '../../domain/finance';
import { splitsToJson, statementToJson, type SettlementView } from '../../domain/finance/api';
import { testInput, testLine, testTerms } from '../../domain/finance/testing';
import { getLanguage, setLanguage } from '../../i18n/languageStore';
import { SettlementStatementPage } from './SettlementStatementPage';

const ID = '0190f5a2-7c1e-7000-8000-000000000001';
const HASH = 'a'.repeat(64);
/** the first render loads the catalogue and Fluent: slow on a shared machine */
const WAIT = { timeout: 15_000 };

function testView(
  over: Partial<SettlementView> = {},
  input: Parameters<typeof testInput>[0] = {},
): SettlementView {
  const result = computeSettlement(testInput(input));
  if (!result.ok) throw new Error(result.code);
  const statement = {
    ...result.statement,
    status: 'awaitingConfirmation' as const,
    contentHash: HASH,
  };
  const split = splitAmongRightsHolders(
    statement.dividedAmount,
    new Map([
      [
        't1',
        [{ holderId: 'h1', holderName: '林夕', countryCode: null, percentage: '60', work: '夜航' }],
      ],
    ]),
    [{ trackId: 't1', territory: 'CN', weight: 1_000_000n, units: 10 }],
  );
  return {
    id: ID,
    organisationId: 'org-1',
    statement: statementToJson(statement),
    issuedAt: '2024-06-03T08:00:00.000Z',
    splits: splitsToJson(split),
    tracks: [{ id: 't1', title: '潮汐', isrc: 'CNA012400001' }],
    payableAccount: { id: 'b1', masked: '****6789', bankName: '示例银行', heldUntil: null },
    payableAccountProblem: null,
    confirmation: null,
    paymentNoticeUrl: null,
    ...over,
  };
}

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const ok = (result: unknown) => answer({ state: true, msg: '', result });

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});
afterEach(async () => {
  cleanup();
  await endSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderPage = () =>
  renderWithProviders(
    [{ path: '/finance/settlement/:id', Component: SettlementStatementPage }],
    `/finance/settlement/${ID}`,
  );

describe('SettlementStatementPage', () => {
  it('shows every field, the split and the hash, and keeps the statement for offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ok(testView())),
    );
    renderPage();
    expect((await screen.findByTestId('settlement-hash', {}, WAIT)).textContent).toBe(HASH);
    expect(screen.getByTestId('field-payableAmount').textContent).toMatch(/\d/);
    expect(within(screen.getByTestId('settlement-split')).getByText('林夕')).toBeTruthy();
    // the work the holder is recorded on, so namesakes on two albums are told apart
    expect(within(screen.getByTestId('settlement-split')).getByText('夜航')).toBeTruthy();
    expect(screen.getByTestId('confirm-account').textContent).toContain('****6789');
    // a whole month: no term line; the opening balance is shown beside the recoupment
    expect(screen.queryByTestId('field-coverage')).toBeNull();
    expect(screen.getByTestId('field-balanceBefore').textContent).toMatch(/0/);
  });

  it('shows the opening balance, the recoupment and the days a partly covered month counts', async () => {
    const view = testView();
    const partly = testView({
      statement: {
        ...view.statement,
        coverage: { start: '2024-05-31', end: '2024-05-31', days: 1, of: 31 },
        balanceBefore: '300000',
        recoup: '490',
        remainingBalance: '299510',
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ok(partly)),
    );
    renderPage();
    const coverage = await screen.findByTestId('field-coverage', {}, WAIT);
    // zh-Hans by default: "覆盖 5月31日 – 5月31日：31 天中的 1 天 …"
    expect(coverage.textContent).toMatch(/5月31日 – 5月31日.*31 天中的 1 天/);
    expect(screen.getByTestId('field-balanceBefore').textContent).toContain('3,000.00');
    expect(screen.getByTestId('field-recoup').textContent).toContain('4.90');
    expect(screen.getByTestId('field-remainingBalance').textContent).toContain('2,995.10');
  });

  it('offline, shows the statement as last read with its time, and queues a confirmation decided on its hash', async () => {
    await putCachedEntry(
      'settlementStatements',
      ID,
      { view: testView(), savedAt: Date.UTC(2026, 10, 20, 8, 30) },
      20,
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderPage();
    expect((await screen.findByTestId('data-status', {}, WAIT)).textContent).toMatch(/2026/);
    expect(screen.getByTestId('settlement-as-of').textContent).toMatch(/2026/);
    expect(screen.getByTestId('settlement-hash').textContent).toBe(HASH);
    expect(screen.getByTestId('confirm-offline')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-no-objection'));
    fireEvent.click(screen.getByTestId('confirm-statement'));
    expect(await screen.findByTestId('confirm-queued', {}, WAIT)).toBeTruthy();
    const queued = (await getCached('queuedRequests'))?.value ?? [];
    expect(queued).toMatchObject([
      {
        kind: 'statementConfirm',
        subjectId: ID,
        body: { id: ID, noObjection: true },
        decidedOn: { contentHash: HASH },
        state: 'pending',
      },
    ]);
  });

  it('shows a queued confirmation the server refused as statement-changed as the conflict', async () => {
    await putCachedEntry('settlementStatements', ID, { view: testView(), savedAt: Date.now() }, 20);
    await putCached('queuedRequests', [
      {
        id: '0190f5a2-7c1e-7000-8000-0000000000aa',
        kind: 'statementConfirm',
        body: { id: ID, noObjection: true },
        decidedOn: { contentHash: HASH },
        subjectId: ID,
        createdAt: '2026-11-20T08:30:00.000Z',
        state: 'refused',
        lastError: { status: 409, code: 'statement-changed', msg: '结算单已变更' },
        attempts: 1,
      },
    ]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ok(testView())),
    );
    renderPage();
    const conflict = await screen.findByTestId('confirm-conflict', {}, WAIT);
    fireEvent.click(within(conflict).getByRole('button'));
    await vi.waitFor(
      async () => expect((await getCached('queuedRequests'))?.value ?? []).toEqual([]),
      WAIT,
    );
    await vi.waitFor(() => expect(screen.queryByTestId('confirm-conflict')).toBeNull(), WAIT);
  });

  it('does not offer an account still in its hold: says until when, and confirm stays off', async () => {
    const view = testView({
      payableAccount: {
        id: 'b2',
        masked: '****4321',
        bankName: '示例银行',
        heldUntil: '2030-01-02T03:04:00.000Z',
      },
      payableAccountProblem: 'bank-account-held',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ok(view)),
    );
    renderPage();
    expect((await screen.findByTestId('confirm-held', {}, WAIT)).textContent).toContain('****4321');
    expect(screen.getByTestId('confirm-held').textContent).toMatch(/2030/);
    expect(screen.getByTestId('confirm-statement').hasAttribute('disabled')).toBe(true);
  });

  it('turns the server’s statement-changed into a visible conflict, and reads the statement again', async () => {
    const changed = testView({
      statement: { ...testView().statement, contentHash: 'b'.repeat(64) },
    });
    const fetchFn = vi
      .fn<(url: string, init?: RequestInit) => Promise<Response>>()
      .mockImplementationOnce(async () => ok(testView()))
      .mockImplementationOnce(async () =>
        answer({ state: false, msg: '结算单已变更', code: 'statement-changed', result: null }, 409),
      )
      .mockImplementation(async () => ok(changed));
    vi.stubGlobal('fetch', fetchFn);
    renderPage();
    await screen.findByTestId('settlement-hash', {}, WAIT);
    fireEvent.click(screen.getByTestId('confirm-no-objection'));
    fireEvent.click(screen.getByTestId('confirm-statement'));
    const conflict = await screen.findByTestId('confirm-conflict', {}, WAIT);
    const sent = JSON.parse(String(fetchFn.mock.calls[1][1]?.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({ id: ID, contentHash: HASH, noObjection: true });
    fireEvent.click(within(conflict).getByRole('button'));
    await vi.waitFor(
      () => expect(screen.getByTestId('settlement-hash').textContent).toBe('b'.repeat(64)),
      WAIT,
    );
    expect(screen.queryByTestId('confirm-conflict')).toBeNull();
  });

  it.each([
    [
      'en',
      'Lines the contract does not cover',
      /Korea/,
      /₩13,346|KRW\s?13,346/,
      'Domestic company',
    ],
    ['zh-hans', '合同未覆盖的报表行', /韩国/, /₩13,346|KRW\s?13,346/, '境内企业'],
  ] as const)(
    'lists the lines in territories the contract does not cover (%s), amounts in their own currency, and the tax type',
    async (language, title, korea, amount, taxType) => {
      const before = getLanguage();
      setLanguage(language);
      try {
        // a contract for China only; a KRW line in Korea, for which the period has no rate
        const view = testView(
          {},
          {
            terms: testTerms({ territories: ['CN'] }),
            lines: [
              testLine(),
              testLine({
                territory: 'KR',
                currency: 'KRW',
                revenueMicro: 13_345_500_000n,
                lineCount: 3,
              }),
            ],
          },
        );
        vi.stubGlobal(
          'fetch',
          vi.fn(async () => ok(view)),
        );
        renderPage();
        const section = await screen.findByTestId('settlement-left-out', {}, WAIT);
        expect(within(section).getByRole('heading').textContent).toBe(title);
        const rows = within(section).getAllByTestId('left-out-row');
        expect(rows).toHaveLength(1);
        const cells = within(rows[0])
          .getAllByRole('cell')
          .map((c) => c.textContent);
        expect(cells[0]).toMatch(korea);
        expect(cells[0]).toContain('(KR)');
        expect(cells.slice(1, 3)).toEqual(['KRW', '3']);
        expect(cells[3]).toMatch(amount);
        expect(screen.getByTestId('field-taxType').textContent).toBe(taxType);
      } finally {
        setLanguage(before);
      }
    },
  );

  it('shows no left-out section when every line is covered, nor for statements made before', async () => {
    const view = testView();
    const { leftOut: _none, ...older } = view.statement;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ok({ ...view, statement: older })),
    );
    renderPage();
    await screen.findByTestId('settlement-hash', {}, WAIT);
    expect(screen.queryByTestId('settlement-left-out')).toBeNull();
  });
});
