// Contracts and bank accounts (issue 14), run against every database engine like app.contract.test.ts.
import { afterAll, beforeAll, describe } from 'vitest';
import { allBackends } from '../../test/backends';
import { describeContractsContract } from '../../test/contract/contracts';

for (const backend of allBackends()) {
  describe.skipIf(!backend.available)(`contracts on ${backend.title}`, () => {
    beforeAll(() => backend.setup());
    afterAll(() => backend.teardown());

    describeContractsContract(backend);
  });
}
