// The sign-in hardening suite (throttle, hashing queue, request budget, first administrator), run
// against every database engine like app.contract.test.ts.
import { afterAll, beforeAll, describe } from 'vitest';
import { allBackends } from '../../test/backends';
import { describeFirstAdminContract } from '../../test/contract/firstAdmin';
import { describeHashQueueContract } from '../../test/contract/hashQueue';
import { describeLoginThrottleContract } from '../../test/contract/loginThrottle';
import { describeRequestBudgetContract } from '../../test/contract/requestBudget';

for (const backend of allBackends()) {
  describe.skipIf(!backend.available)(`sign-in on ${backend.title}`, () => {
    beforeAll(() => backend.setup());
    afterAll(() => backend.teardown());

    describeLoginThrottleContract(backend);
    describeHashQueueContract(backend);
    describeFirstAdminContract(backend);
    describeRequestBudgetContract(backend);
  });
}
