// Help, contact and payment notices, run against every database engine like app.contract.test.ts.
import { afterAll, beforeAll, describe } from 'vitest';
import { allBackends } from '../../test/backends';
import { describeHelpContactContract } from '../../test/contract/helpContact';

for (const backend of allBackends()) {
  describe.skipIf(!backend.available)(`help and contact on ${backend.title}`, () => {
    beforeAll(() => backend.setup());
    afterAll(() => backend.teardown());

    describeHelpContactContract(backend);
  });
}
