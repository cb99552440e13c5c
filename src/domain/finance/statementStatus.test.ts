import { describe, expect, it } from 'vitest';
import {
  decideStatementMove,
  isStatementConfirmed,
  isStatementEditable,
  STATEMENT_MOVES,
  STATEMENT_STATUSES,
  type StatementMove,
  type StatementStatus,
} from './statementStatus';

const hash = 'a'.repeat(64);

describe('statement states', () => {
  it('walks the spec path: reconciliation -> confirmation -> processing -> completed', () => {
    let status: StatementStatus = 'awaitingReconciliation';
    const steps: [StatementMove, Parameters<typeof decideStatementMove>[2]][] = [
      ['issue', { actor: 'staff', contentHash: null, issuedHash: hash }],
      ['confirm', { actor: 'partner', contentHash: hash, confirmedHash: hash, noObjection: true }],
      ['complete', { actor: 'staff', contentHash: hash }],
    ];
    for (const [move, context] of steps) {
      const decision = decideStatementMove(status, move, context);
      if (!decision.ok) throw new Error(decision.code);
      status = decision.to;
    }
    expect(status).toBe('completed');
  });

  it('only the partner confirms, once, with the box ticked, against what was issued', () => {
    const base = { contentHash: hash, confirmedHash: hash, noObjection: true };
    expect(
      decideStatementMove('awaitingConfirmation', 'confirm', { ...base, actor: 'staff' }),
    ).toEqual({ ok: false, code: 'statement-actor-not-allowed' });
    expect(
      decideStatementMove('awaitingConfirmation', 'confirm', {
        ...base,
        actor: 'partner',
        noObjection: false,
      }),
    ).toEqual({ ok: false, code: 'statement-objection-required' });
    expect(
      decideStatementMove('awaitingConfirmation', 'confirm', {
        ...base,
        actor: 'partner',
        confirmedHash: 'b'.repeat(64),
      }),
    ).toEqual({ ok: false, code: 'statement-changed' });
    expect(decideStatementMove('processing', 'confirm', { ...base, actor: 'partner' })).toEqual({
      ok: false,
      code: 'statement-move-not-allowed',
    });
    expect(
      decideStatementMove('awaitingReconciliation', 'issue', { actor: 'staff', contentHash: null }),
    ).toEqual({ ok: false, code: 'statement-hash-missing' });
  });

  it('a confirmed statement can no longer be recomputed or withdrawn', () => {
    for (const status of ['processing', 'completed'] as const) {
      expect(isStatementConfirmed(status)).toBe(true);
      expect(isStatementEditable(status)).toBe(false);
      for (const move of ['recompute', 'withdraw', 'issue'] as const)
        expect(
          decideStatementMove(status, move, { actor: 'staff', contentHash: hash, issuedHash: hash })
            .ok,
        ).toBe(false);
    }
  });

  it('each move starts from exactly one status', () => {
    for (const move of STATEMENT_MOVES) {
      const starts = STATEMENT_STATUSES.filter(
        (s) =>
          decideStatementMove(s, move, {
            actor: move === 'confirm' ? 'partner' : 'staff',
            contentHash: hash,
            confirmedHash: hash,
            noObjection: true,
            issuedHash: hash,
          }).ok,
      );
      expect(starts, move).toHaveLength(1);
    }
    expect(STATEMENT_STATUSES.filter(isStatementEditable)).toEqual(['awaitingReconciliation']);
  });
});
