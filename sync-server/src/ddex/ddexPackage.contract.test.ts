// The offline DDEX package route (issue 15), run against every database engine like app.contract.test.ts.
import { afterAll, beforeAll, describe } from 'vitest';
import { allBackends } from '../../test/backends';
import { describeDdexPackageContract } from '../../test/contract/ddexPackage';

for (const backend of allBackends()) {
  describe.skipIf(!backend.available)(`DDEX package on ${backend.title}`, () => {
    beforeAll(() => backend.setup());
    afterAll(() => backend.teardown());

    describeDdexPackageContract(backend);
  });
}
