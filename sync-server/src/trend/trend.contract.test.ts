// Trend figures (issue 17), run against every database engine like app.contract.test.ts.
import { afterAll, beforeAll, describe } from 'vitest';
import { allBackends } from '../../test/backends';
import { describeTrendContract } from '../../test/contract/trend';

for (const backend of allBackends()) {
  describe.skipIf(!backend.available)(`trend figures on ${backend.title}`, () => {
    beforeAll(() => backend.setup());
    afterAll(() => backend.teardown());

    describeTrendContract(backend);
  });
}
