// Contract: inputs that once reached a 500 (issue 11) never block a device's outbox: an op nested
// too deep, too large, or carrying text PostgreSQL cannot store is a consumed rejection.
import { describe, expect, it } from 'vitest';
import { SYNC_PATHS } from '../../../src/domain/sync/paths';
import { SYNC_PROTOCOL_VERSION, SyncLimits, type PushResponse } from '../../../src/domain/sync/protocol';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { artistContent } from '../records';
import { useApp } from '../suite';
import { TestSyncClient } from '../syncClient';

function nestedJson(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

export function describeHostileInputContract(backend: TestBackend): void {
  describe('hostile input', () => {
    const ctx = useApp(backend);
    let adminSign: string | undefined;
    const sign = async (): Promise<string> => (adminSign ??= (await login(ctx().app, 'demo-admin', 'Demo-Admin-2026')).sign);

    it('refuses an op nested 10,000 deep as a consumed rejection, so the next op of the device is applied', async () => {
      const client = new TestSyncClient(ctx().app, await sign());
      const deep = client.op('create', { entity: 'artist', payload: artistContent({ name: '@deep@' }) });
      const text = JSON.stringify({ protocol: SYNC_PROTOCOL_VERSION, clientId: client.clientId, ops: [deep] }).replace('"@deep@"', nestedJson(10_000));
      const push = () => call<PushResponse>(ctx().app, SYNC_PATHS.push, { sign: client.sign, raw: { body: text, contentType: 'application/json' } });
      const first = await push();
      expect(first.status, first.text).toBe(200);
      expect(first.body.result).toEqual({
        type: 'push',
        protocol: SYNC_PROTOCOL_VERSION,
        results: [
          {
            status: 'rejected',
            opId: deep.opId,
            reason: 'invalid',
            codes: [{ field: 'payload', code: 'op-too-deep', severity: 'error', params: { max: SyncLimits.opPayloadMaxDepth } }],
          },
        ],
        lastSeq: 1,
      });
      // the device lost the answer and sends the op again: the same answer, nothing re-run
      expect((await push()).body).toEqual(first.body);
      const next = await client.send('create', { entity: 'artist', payload: artistContent({ name: 'After the deep one' }) });
      expect(next).toMatchObject({ status: 'applied', version: 1 });
    });

    it('refuses an op with more values than the bound the same way', async () => {
      const client = new TestSyncClient(ctx().app, await sign());
      const members = Array.from({ length: SyncLimits.opPayloadMaxValues }, (_, i) => `m${i}`);
      const huge = await client.send('create', { entity: 'artist', payload: artistContent({ members }) });
      expect(huge).toMatchObject({
        status: 'rejected',
        reason: 'invalid',
        codes: [{ field: 'payload', code: 'op-too-large', params: { max: SyncLimits.opPayloadMaxValues } }],
      });
      expect(await client.send('create', { entity: 'artist', payload: artistContent() })).toMatchObject({ status: 'applied' });
    });

    it('refuses half a surrogate pair in an op as a consumed rejection of that field', async () => {
      const client = new TestSyncClient(ctx().app, await sign());
      const result = await client.send('create', { entity: 'artist', payload: artistContent({ name: 'a\ud800b', members: ['\udc00'] }) });
      expect(result).toMatchObject({
        status: 'rejected',
        reason: 'invalid',
        codes: [
          { field: 'name', code: 'invalid-character' },
          { field: 'members', code: 'invalid-character' },
        ],
      });
      // a field whose very name cannot be stored is named with U+FFFD: the answer is stored too
      const key = await client.send('create', { entity: 'artist', payload: { ...artistContent(), 'x\u0000': 1 } });
      expect(key).toMatchObject({ status: 'rejected', reason: 'invalid', codes: [{ field: 'x\ufffd', code: 'invalid-character' }] });
      expect(await client.send('create', { entity: 'artist', payload: artistContent() })).toMatchObject({ status: 'applied' });
    });
  });
}
