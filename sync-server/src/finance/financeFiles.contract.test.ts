// Statement files and verification (issue 17), run against every database engine like app.contract.test.ts.
import { afterAll, beforeAll, describe } from 'vitest';
import { allBackends } from '../../test/backends';
import { describeFinanceFilesContract } from '../../test/contract/financeFiles';

for (const backend of allBackends()) {
  describe.skipIf(!backend.available)(`statement files on ${backend.title}`, () => {
    beforeAll(() => backend.setup());
    afterAll(() => backend.teardown());

    describeFinanceFilesContract(backend);
  });
}
