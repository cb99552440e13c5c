// Statement states (spec section 4): waiting for reconciliation -> waiting for your confirmation ->
// processing -> completed. Staff compute and issue; only the partner confirms, once, by ticking the
// no-objection box, against the hash of what was issued; after that nothing changes.

export const STATEMENT_STATUSES = [
  'awaitingReconciliation',
  'awaitingConfirmation',
  'processing',
  'completed',
] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

export const STATEMENT_MOVES = ['recompute', 'issue', 'withdraw', 'confirm', 'complete'] as const;
export type StatementMove = (typeof STATEMENT_MOVES)[number];

export type StatementActor = 'staff' | 'partner';

/** From which status each move may start, who may make it, and where it leads. */
export const STATEMENT_TRANSITIONS: Readonly<
  Record<StatementMove, { from: StatementStatus; to: StatementStatus; actor: StatementActor }>
> = {
  recompute: { from: 'awaitingReconciliation', to: 'awaitingReconciliation', actor: 'staff' },
  issue: { from: 'awaitingReconciliation', to: 'awaitingConfirmation', actor: 'staff' },
  // before the partner confirms, staff may take an issued statement back to correct it
  withdraw: { from: 'awaitingConfirmation', to: 'awaitingReconciliation', actor: 'staff' },
  confirm: { from: 'awaitingConfirmation', to: 'processing', actor: 'partner' },
  complete: { from: 'processing', to: 'completed', actor: 'staff' },
};

export const STATEMENT_VALIDATION_CODES = [
  'statement-move-not-allowed',
  'statement-actor-not-allowed',
  'statement-objection-required',
  'statement-changed',
  'statement-hash-missing',
] as const;
export type StatementCode = (typeof STATEMENT_VALIDATION_CODES)[number];

export interface MoveContext {
  actor: StatementActor;
  /** the statement's stored hash (set at issue) */
  contentHash: string | null;
  /** confirm: the hash of the statement the partner saw, and the ticked no-objection box */
  confirmedHash?: string;
  noObjection?: boolean;
  /** issue: the hash just computed over the canonical content */
  issuedHash?: string;
}

export type MoveDecision = { ok: true; to: StatementStatus } | { ok: false; code: StatementCode };

/** The one decision the screen (to enable a button) and the server (to refuse) both take. */
export function decideStatementMove(
  status: StatementStatus,
  move: StatementMove,
  context: MoveContext,
): MoveDecision {
  const rule = STATEMENT_TRANSITIONS[move];
  if (rule.from !== status) return { ok: false, code: 'statement-move-not-allowed' };
  if (rule.actor !== context.actor) return { ok: false, code: 'statement-actor-not-allowed' };
  if (
    move === 'issue' &&
    (context.issuedHash === undefined || !/^[0-9a-f]{64}$/.test(context.issuedHash))
  )
    return { ok: false, code: 'statement-hash-missing' };
  if (move === 'confirm') {
    if (context.noObjection !== true) return { ok: false, code: 'statement-objection-required' };
    if (context.contentHash === null || context.confirmedHash !== context.contentHash)
      return { ok: false, code: 'statement-changed' };
  }
  return { ok: true, to: rule.to };
}

/** Only a statement not yet issued may be recomputed or have its adjustments changed. */
export function isStatementEditable(status: StatementStatus): boolean {
  return status === 'awaitingReconciliation';
}

/** Confirmed (processing or completed): frozen; corrections go into a later period as adjustments. */
export function isStatementConfirmed(status: StatementStatus): boolean {
  return status === 'processing' || status === 'completed';
}
