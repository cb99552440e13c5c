// The server's contract suite, run against every database engine: PGlite always, PostgreSQL when
// its binaries are installed (a throwaway cluster; skipped with the reason in the title otherwise).
// What only Fastify, the guard and the envelope decide runs on one engine (isHttpLevelRun).
import { afterAll, beforeAll, describe } from 'vitest';
import { allBackends, isHttpLevelRun } from '../test/backends';
import { describeAccountContract } from '../test/contract/account';
import { describeFailureContract } from '../test/contract/failures';
import { describeFuzzContract } from '../test/contract/fuzz';
import { describeGuardContract } from '../test/contract/guards';
import { describeHostileInputContract } from '../test/contract/hostileInput';
import { describeLookupContract } from '../test/contract/lookups';
import { describeMessageContract } from '../test/contract/messages';
import { describeMultiInstanceContract } from '../test/contract/multiInstance';
import { describeSessionContract } from '../test/contract/session';
import { describeTenancyContract } from '../test/contract/tenancy';

for (const backend of allBackends()) {
  describe.skipIf(!backend.available)(backend.title, () => {
    beforeAll(() => backend.setup());
    afterAll(() => backend.teardown());

    describeGuardContract(backend);
    describeSessionContract(backend);
    describeAccountContract(backend);
    describeTenancyContract(backend);
    describeMessageContract(backend);
    describeHostileInputContract(backend);
    if (isHttpLevelRun(backend)) {
      // no query of theirs depends on the engine: the lookups are static, the failures come from
      // a handler or a wrapper that throws, and the fuzz's database side (refusals write nothing)
      // is SQL that PGlite runs as PostgreSQL does; hostile text reaching PostgreSQL through the
      // pg driver is hostileInput's, on both engines
      describeLookupContract(backend);
      describeFailureContract(backend);
      describeFuzzContract(backend);
    }
    if (backend.name === 'postgres') describeMultiInstanceContract(backend);
  });
}
