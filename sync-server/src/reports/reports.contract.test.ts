// Channel reports in (issue 17), run against every database engine like app.contract.test.ts.
import { afterAll, beforeAll, describe } from 'vitest';
import { allBackends } from '../../test/backends';
import { describeDemoReportsContract } from '../../test/contract/demoReports';
import { describeReportsContract } from '../../test/contract/reports';
import { describeHeldReportsContract } from '../../test/contract/reportsHeld';

for (const backend of allBackends()) {
  describe.skipIf(!backend.available)(`channel reports on ${backend.title}`, () => {
    beforeAll(() => backend.setup());
    afterAll(() => backend.teardown());

    describeReportsContract(backend);
    describeDemoReportsContract(backend);
    describeHeldReportsContract(backend);
  });
}
