// The back office's DDEX import routes (issue 15), run against every database engine like app.contract.test.ts.
import { afterAll, beforeAll, describe } from 'vitest';
import { allBackends } from '../../test/backends';
import { describeDdexImportContract } from '../../test/contract/ddexImport';

for (const backend of allBackends()) {
  describe.skipIf(!backend.available)(`DDEX import on ${backend.title}`, () => {
    beforeAll(() => backend.setup());
    afterAll(() => backend.teardown());

    describeDdexImportContract(backend);
  });
}
