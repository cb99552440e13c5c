// Contract: whatever a client sends, the answer is a 4xx envelope or a success, never a 500.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PATHS, apiUrl } from '../../../src/domain/api';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { ENDPOINTS } from '../endpoints';
import { useApp } from '../suite';

const body = fc.oneof(
  fc.jsonValue(),
  fc.record({ loginName: fc.string(), password: fc.string(), isAuto: fc.jsonValue(), autoToken: fc.jsonValue() }, { requiredKeys: [] }),
  fc.record({ id: fc.oneof(fc.string(), fc.uuid(), fc.integer()), sign: fc.string() }, { requiredKeys: [] }),
);
const query = fc.dictionary(fc.constantFrom('page', 'size', 'kind', 'id', '__proto__', 'constructor'), fc.string({ maxLength: 12 }));

export function describeFuzzContract(backend: TestBackend): void {
  describe('arbitrary input', () => {
    const ctx = useApp(backend);

    it('never answers 500 to an arbitrary body or query', async () => {
      for (const [i, endpoint] of ENDPOINTS.entries()) {
        // a fresh session per endpoint: a fuzzed logout ends the one before
        const { sign } = await login(ctx().app, 'demo-admin', 'Demo-Admin-2026', { remoteAddress: `10.7.0.${i}` });
        // login bodies with strings cost a scrypt each: fewer runs there
        const numRuns = endpoint.key === 'login' ? 10 : 25;
        await fc.assert(
          fc.asyncProperty(body, query, fc.constantFrom('en', 'zh-hans', 'xx'), async (json, q, language) => {
            const res = await call(ctx().app, apiUrl(PATHS[endpoint.key]), {
              method: endpoint.method,
              sign,
              language,
              query: q,
              ...(endpoint.method === 'POST' ? { json } : {}),
            });
            expect(res.status, `${endpoint.key} ${JSON.stringify(json)} ${JSON.stringify(q)}`).toBeLessThan(500);
            expect(typeof res.body.state).toBe('boolean');
            expect(typeof res.body.msg).toBe('string');
          }),
          { numRuns },
        );
      }
    });
  });
}
