import { describe, expect, it } from 'vitest';
import { testId } from '../catalogue/testing';
import {
  checkClientProtocol,
  checkSeq,
  opResultSchema,
  opSchema,
  peekProtocol,
  pullAnswerSchema,
  pullRequestSchema,
  pushAnswerSchema,
  pushRequestSchema,
  SYNC_PROTOCOL_VERSION,
  SyncLimits,
} from './protocol';

const OP_ID = '01890a5d-ac96-774b-bcce-b302099a8057';
const base = {
  opId: OP_ID,
  clientId: 'c1',
  seq: 1,
  entityId: testId(1),
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('opSchema', () => {
  it.each([
    { ...base, kind: 'create', entity: 'artist', baseVersion: null, payload: { name: 'A' } },
    { ...base, kind: 'update', entity: 'track', baseVersion: 3, payload: { name: 'B' } },
    {
      ...base,
      kind: 'delete',
      entity: 'track',
      baseVersion: 3,
      payload: { confirmPhrase: 'I Know' },
    },
    { ...base, kind: 'delete', entity: 'album', baseVersion: 3, payload: {} },
    { ...base, kind: 'submitForReview', entity: 'album', baseVersion: 3, payload: {} },
    { ...base, kind: 'startModification', entity: 'album', baseVersion: 3, payload: {} },
    { ...base, kind: 'undoModification', entity: 'album', baseVersion: 3, payload: {} },
    {
      ...base,
      kind: 'bindAuthorization',
      entity: 'authorizationTrack',
      baseVersion: null,
      payload: { authorizationId: testId(2), trackId: testId(3) },
    },
    {
      ...base,
      kind: 'unbindAuthorization',
      entity: 'authorizationTrack',
      baseVersion: 1,
      payload: {},
    },
    {
      ...base,
      kind: 'sortTracks',
      entity: 'album',
      baseVersion: 1,
      payload: { trackIds: [testId(2), testId(3)] },
    },
  ])('accepts $kind on $entity', (op) => {
    expect(opSchema.safeParse(op).success).toBe(true);
  });
  it.each([
    [
      'a v4 opId',
      {
        ...base,
        opId: '01890a5d-ac96-474b-bcce-b302099a8057',
        kind: 'update',
        entity: 'track',
        baseVersion: 1,
        payload: {},
      },
    ],
    ['seq 0', { ...base, seq: 0, kind: 'update', entity: 'track', baseVersion: 1, payload: {} }],
    [
      'create with a baseVersion',
      { ...base, kind: 'create', entity: 'track', baseVersion: 1, payload: {} },
    ],
    [
      'update without a baseVersion',
      { ...base, kind: 'update', entity: 'track', baseVersion: null, payload: {} },
    ],
    ['an unknown entity', { ...base, kind: 'update', entity: 'song', baseVersion: 1, payload: {} }],
    ['an unknown kind', { ...base, kind: 'upsert', entity: 'track', baseVersion: 1, payload: {} }],
    [
      'submit on a track',
      { ...base, kind: 'submitForReview', entity: 'track', baseVersion: 1, payload: {} },
    ],
    [
      'submit with a payload',
      { ...base, kind: 'submitForReview', entity: 'album', baseVersion: 1, payload: { x: 1 } },
    ],
    [
      'sort with repeats',
      {
        ...base,
        kind: 'sortTracks',
        entity: 'album',
        baseVersion: 1,
        payload: { trackIds: [testId(2), testId(2)] },
      },
    ],
    [
      'bind without a track',
      {
        ...base,
        kind: 'bindAuthorization',
        entity: 'authorizationTrack',
        baseVersion: null,
        payload: { authorizationId: testId(2) },
      },
    ],
  ])('refuses %s', (_, op) => {
    expect(opSchema.safeParse(op).success).toBe(false);
  });
});

describe('pushRequestSchema', () => {
  const op = (seq: number, clientId = 'c1') => ({
    ...base,
    seq,
    clientId,
    kind: 'update',
    entity: 'track',
    baseVersion: 1,
    payload: { name: 'x' },
  });
  it('takes consecutive ops of one client', () => {
    expect(
      pushRequestSchema.safeParse({ protocol: 1, clientId: 'c1', ops: [op(4), op(5), op(6)] })
        .success,
    ).toBe(true);
  });
  it('refuses gaps, other clients, empty and oversized batches', () => {
    expect(
      pushRequestSchema.safeParse({ protocol: 1, clientId: 'c1', ops: [op(4), op(6)] }).success,
    ).toBe(false);
    expect(
      pushRequestSchema.safeParse({ protocol: 1, clientId: 'c1', ops: [op(1, 'c2')] }).success,
    ).toBe(false);
    expect(pushRequestSchema.safeParse({ protocol: 1, clientId: 'c1', ops: [] }).success).toBe(
      false,
    );
    const many = Array.from({ length: SyncLimits.pushMaxOps + 1 }, (_, i) => op(i + 1));
    expect(pushRequestSchema.safeParse({ protocol: 1, clientId: 'c1', ops: many }).success).toBe(
      false,
    );
  });
});

describe('answers', () => {
  it('parse every op result', () => {
    const results = [
      {
        status: 'applied',
        opId: OP_ID,
        entity: 'track',
        entityId: 'x',
        version: 4,
        record: { id: 'x' },
      },
      { status: 'applied', opId: OP_ID, entity: 'track', entityId: 'x', version: 5, record: null },
      { status: 'rejected', opId: OP_ID, reason: 'locked', serverRecord: { id: 'x' } },
      {
        status: 'rejected',
        opId: OP_ID,
        reason: 'invalid',
        codes: [{ field: 'isrc', code: 'isrc-used', severity: 'error' }],
      },
      { status: 'outOfOrder', opId: OP_ID, expectedSeq: 7 },
    ];
    for (const r of results) expect(opResultSchema.safeParse(r).success).toBe(true);
    expect(
      opResultSchema.safeParse({ status: 'rejected', opId: OP_ID, reason: 'busy' }).success,
    ).toBe(false);
  });
  it('push and pull answers, or clientTooOld', () => {
    expect(
      pushAnswerSchema.parse({ type: 'push', protocol: 1, results: [], lastSeq: 3 }).type,
    ).toBe('push');
    expect(pushAnswerSchema.parse({ type: 'clientTooOld', protocol: 2, minProtocol: 2 }).type).toBe(
      'clientTooOld',
    );
    const change = {
      serverSeq: 9,
      entity: 'album',
      entityId: 'a',
      version: 2,
      op: 'upsert',
      record: { id: 'a' },
    };
    const pull = {
      type: 'pull',
      protocol: 1,
      changes: [change],
      cursor: 9,
      hasMore: false,
      lastSeq: 3,
    };
    expect(pullAnswerSchema.parse(pull).type).toBe('pull');
  });
  it('pull requests default and cap their limit', () => {
    expect(pullRequestSchema.parse({ protocol: 1, clientId: 'c', cursor: 0 }).limit).toBe(
      SyncLimits.pullDefaultLimit,
    );
    expect(
      pullRequestSchema.safeParse({
        protocol: 1,
        clientId: 'c',
        cursor: 0,
        limit: SyncLimits.pullMaxLimit + 1,
      }).success,
    ).toBe(false);
    expect(pullRequestSchema.safeParse({ protocol: 1, clientId: 'c', cursor: -1 }).success).toBe(
      false,
    );
  });
});

describe('protocol version', () => {
  it('serves the current protocol', () => {
    expect(SYNC_PROTOCOL_VERSION).toBe(1);
    expect(checkClientProtocol(1)).toBeNull();
  });
  it('answers older and unknown protocols with clientTooOld', () => {
    expect(checkClientProtocol(0)).toEqual({ type: 'clientTooOld', protocol: 1, minProtocol: 1 });
    expect(checkClientProtocol(2)?.type).toBe('clientTooOld');
  });
  it('peekProtocol reads the field of an unparsed body', () => {
    expect(peekProtocol({ protocol: 1, junk: true })).toBe(1);
    expect(peekProtocol({ protocol: '1' })).toBeNull();
    expect(peekProtocol(null)).toBeNull();
    expect(peekProtocol('x')).toBeNull();
  });
});

describe('checkSeq', () => {
  it.each([
    [0, 1, 'next'],
    [5, 6, 'next'],
    [5, 5, 'duplicate'],
    [5, 2, 'duplicate'],
    [5, 7, 'gap'],
    [0, 2, 'gap'],
  ] as const)('last %i, seq %i -> %s', (last, seq, answer) => {
    expect(checkSeq(last, seq)).toBe(answer);
  });
});
