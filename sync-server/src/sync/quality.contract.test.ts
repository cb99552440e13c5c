// The quality checks at submission (issue 15), run against every database engine.
import { afterAll, beforeAll, describe } from 'vitest';
import { allBackends } from '../../test/backends';
import { describeSyncQualityContract } from '../../test/contract/syncQuality';

for (const backend of allBackends()) {
  describe.skipIf(!backend.available)(`submission quality on ${backend.title}`, () => {
    beforeAll(() => backend.setup());
    afterAll(() => backend.teardown());
    describeSyncQualityContract(backend);
  });
}
