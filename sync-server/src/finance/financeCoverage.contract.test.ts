// What a statement covers and how it is taxed (issue 26), against every database engine.
import { afterAll, beforeAll, describe } from 'vitest';
import { allBackends } from '../../test/backends';
import { describeSettlementCoverageContract } from '../../test/contract/settlementCoverage';

for (const backend of allBackends()) {
  describe.skipIf(!backend.available)(`statement coverage and tax type on ${backend.title}`, () => {
    beforeAll(() => backend.setup());
    afterAll(() => backend.teardown());

    describeSettlementCoverageContract(backend);
  });
}
