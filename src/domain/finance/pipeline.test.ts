// The whole path the wiring will run, on the hand-made DSR fixture: parse -> match -> roll up ->
// settle -> hash -> split. Each piece is tested alone; this checks that they fit.
import { describe, expect, it } from 'vitest';
import {
  createDsrParser,
  matchUsageLine,
  parseText,
  rollUpLines,
  upcKey,
  type MatchedLine,
} from '../reports';
import basicAudio from '../reports/fixtures/dsr-basic-audio-2024-05.tsv?raw';
import { hashStatement } from './canonical';
import { computeSettlement } from './computeSettlement';
import { openingBalance } from './contract';
import { splitAmongRightsHolders } from './splits';
import { revenueWeights } from './splitInputs';
import { decideStatementMove } from './statementStatus';
import { testInput, testTerms } from './testing';

const tracksByIsrc = new Map([
  ['CNA122400001', 't-yehang'],
  ['CNA122400002', 't-huisheng'],
  ['CNA122400003', 't-paper-boats'],
]);
const albumsByUpc = new Map([[upcKey('690123456800'), 'a-harbour']]);
const listOf = (id: string | undefined) => (id === undefined ? [] : [id]);
const index = {
  trackIdsByIsrc: (isrc: string) => listOf(tracksByIsrc.get(isrc)),
  albumIdsByUpc: (upc: string) => listOf(albumsByUpc.get(upc)),
};

describe('from a channel report to a confirmed statement and its split', () => {
  it('runs end to end on the DSR fixture', async () => {
    const parser = createDsrParser();
    const outcomes = parseText(parser, basicAudio);
    expect(parser.result().reconciliation.isMatched).toBe(true);
    const matched: MatchedLine[] = [];
    for (const outcome of outcomes) {
      if (outcome.kind !== 'usage') continue;
      const match = matchUsageLine(outcome.line, index);
      expect(match.kind).not.toBe('unmatched');
      matched.push({
        ...outcome.line,
        trackId: match.kind === 'track' ? match.trackId : null,
        albumId: match.kind === 'album' ? match.albumId : null,
      });
    }
    const lines = rollUpLines(matched);
    const terms = testTerms({ prepayment: '100' });
    const rates = [{ from: 'HKD', to: 'CNY', rate: '0.9123' }];
    const result = computeSettlement(
      testInput({ terms, lines, rates, balanceBefore: openingBalance(terms, null) }),
    );
    if (!result.ok) throw new Error(result.code);
    const { statement } = result;
    // CNY 152.347812 + 18.40 and HKD 72.00 * 0.9123 = 65.6856: 236.433412 -> 236.43
    expect(statement.reportIncome).toBe(23643n);
    expect(statement.shareAmount).toBe(16550n); // 70 % of 236.43 = 165.501 -> 165.50
    expect([statement.recoup, statement.dividedAmount, statement.remainingBalance]).toEqual([
      10000n,
      6550n,
      0n,
    ]);
    expect(statement.lineCount).toBe(7);

    const hash = await hashStatement(statement);
    const issue = decideStatementMove(statement.status, 'issue', {
      actor: 'staff',
      contentHash: null,
      issuedHash: hash,
    });
    expect(issue).toEqual({ ok: true, to: 'awaitingConfirmation' });
    const issued = { ...statement, status: 'awaitingConfirmation' as const, contentHash: hash };
    expect(
      decideStatementMove(issued.status, 'confirm', {
        actor: 'partner',
        contentHash: issued.contentHash,
        confirmedHash: await hashStatement(issued),
        noObjection: true,
      }),
    ).toEqual({ ok: true, to: 'processing' });

    const weights = revenueWeights(
      result.participating,
      statement.currency,
      rates,
      new Map([['a-harbour', ['t-harbour-1', 't-harbour-2']]]),
    );
    if (!weights.ok) throw new Error(weights.code);
    const holders = { holderName: 'x', countryCode: null, percentage: 50 };
    const split = splitAmongRightsHolders(
      statement.dividedAmount,
      new Map(
        ['t-yehang', 't-huisheng', 't-paper-boats', 't-harbour-1', 't-harbour-2'].map((t) => [
          t,
          [
            { ...holders, holderId: `${t}-writer` },
            { ...holders, holderId: `${t}-label` },
          ],
        ]),
      ),
      weights.revenue,
    );
    expect(split.cells.reduce((sum, c) => sum + c.amount, 0n)).toBe(statement.dividedAmount);
    expect(split.unassigned).toBe(0n);
    expect(split.byHolder).toHaveLength(10);
  });
});
