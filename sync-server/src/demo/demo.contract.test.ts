// The demo's data contract suite, run against every database engine like files.contract.test.ts.
import { afterAll, beforeAll, describe } from 'vitest';
import { allBackends } from '../../test/backends';
import { describeDemoContractContract } from '../../test/contract/demoContract';
import { describeDemoDataContract } from '../../test/contract/demoData';

for (const backend of allBackends()) {
  describe.skipIf(!backend.available)(`demo data on ${backend.title}`, () => {
    beforeAll(() => backend.setup());
    afterAll(() => backend.teardown());

    describeDemoDataContract(backend);
    describeDemoContractContract(backend);
  });
}
