// Settlement runs and statements (issue 17), run against every database engine like app.contract.test.ts.
import { afterAll, beforeAll, describe } from 'vitest';
import { allBackends } from '../../test/backends';
import { describeSettlementContract } from '../../test/contract/settlements';

for (const backend of allBackends()) {
  describe.skipIf(!backend.available)(`settlement statements on ${backend.title}`, () => {
    beforeAll(() => backend.setup());
    afterAll(() => backend.teardown());

    describeSettlementContract(backend);
  });
}
