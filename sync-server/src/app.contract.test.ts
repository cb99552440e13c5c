// The server's contract suite, run against every database engine: PGlite always, PostgreSQL when
// its binaries are installed (a throwaway cluster; skipped with the reason in the title otherwise).
import { afterAll, beforeAll, describe } from 'vitest';
import { allBackends } from '../test/backends';
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
    describeLookupContract(backend);
    describeFailureContract(backend);
    describeFuzzContract(backend);
    describeHostileInputContract(backend);
    if (backend.name === 'postgres') describeMultiInstanceContract(backend);
  });
}
