// Contract: whatever well-formed ops carry (any entity, kind, ids and payload values), push answers
// every op with a result and never a 500; malformed bodies are 4xx.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENTITY_NAMES } from '../../../src/domain/catalogue/entities';
import { SYNC_PATHS } from '../../../src/domain/sync/paths';
import { OP_KINDS } from '../../../src/domain/sync/protocol';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { artistContent } from '../records';
import { useApp } from '../suite';
import { TestSyncClient } from '../syncClient';

const FIELDS = [
  'name',
  'albumId',
  'trackId',
  'isrc',
  'percentage',
  'entity',
  'entityId',
  'audio',
  'rightsHolderId',
  'authorizationId',
  'title',
  'trackIds',
];
const value = fc.oneof(
  fc.string(),
  fc.constant('\u0000'),
  fc.uuid(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue(),
);

export function describeSyncFuzzContract(backend: TestBackend): void {
  describe('sync with arbitrary input', () => {
    const ctx = useApp(backend);

    it('answers every well-formed op, whatever it carries, without a 500', async () => {
      const { sign } = await login(ctx().app, 'demo-admin', 'Demo-Admin-2026');
      const client = new TestSyncClient(ctx().app, sign);
      const known = randomUUID();
      await client.send('create', { entity: 'artist', entityId: known, payload: artistContent() });
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...ENTITY_NAMES),
          fc.constantFrom(...OP_KINDS),
          fc.constantFrom(known, randomUUID()),
          fc.dictionary(fc.constantFrom(...FIELDS), value),
          async (entity, kind, entityId, payload) => {
            const op = client.op(kind, { entity, entityId, payload });
            const res = await client.pushRaw([op]);
            expect(res.status, JSON.stringify(op)).toBeLessThan(500);
            if (res.status !== 200) client.seq -= 1;
            else expect(res.body.result.results).toHaveLength(1);
          },
        ),
        { numRuns: 150 },
      );
      // PostgreSQL's jsonb refuses the NUL character: it must be an answer, not a failed write
      const nul = await client.send('update', {
        entity: 'artist',
        entityId: known,
        payload: { name: 'a\u0000b', alias: '\u0000' },
      });
      expect(nul).toMatchObject({
        status: 'rejected',
        reason: 'invalid',
        codes: [
          { field: 'name', code: 'invalid-character' },
          { field: 'alias', code: 'invalid-character' },
        ],
      });
      const nulClient = new TestSyncClient(ctx().app, sign, 'device\u0000one');
      const refused = await nulClient.pushRaw([
        nulClient.op('create', { entity: 'artist', payload: artistContent() }),
      ]);
      expect(refused.status).toBe(422);
      await fc.assert(
        fc.asyncProperty(fc.jsonValue(), async (body) => {
          expect(
            (await call(ctx().app, SYNC_PATHS.push, { sign, json: body })).status,
          ).toBeLessThan(500);
          expect(
            (await call(ctx().app, SYNC_PATHS.pull, { sign, json: body })).status,
          ).toBeLessThan(500);
        }),
        { numRuns: 30 },
      );
    });
  });
}
