// The job runner's contract suite, run against every database engine like app.contract.test.ts.
import { afterAll, beforeAll, describe } from 'vitest';
import { allBackends } from '../../test/backends';
import { describeJobsContract } from '../../test/contract/jobs';
import { describeJobsConcurrencyContract } from '../../test/contract/jobsConcurrency';

for (const backend of allBackends()) {
  describe.skipIf(!backend.available)(`jobs on ${backend.title}`, () => {
    beforeAll(() => backend.setup());
    afterAll(() => backend.teardown());

    describeJobsContract(backend);
    describeJobsConcurrencyContract(backend);
  });
}
