// Queued distribution requests (issue 16, offline) on every database engine.
import { afterAll, beforeAll, describe } from 'vitest';
import { allBackends } from '../../test/backends';
import { describeDistributionRequestsContract } from '../../test/contract/distributionRequests';

for (const backend of allBackends()) {
  describe.skipIf(!backend.available)(`distribution requests on ${backend.title}`, () => {
    beforeAll(() => backend.setup());
    afterAll(() => backend.teardown());
    describeDistributionRequestsContract(backend);
  });
}
