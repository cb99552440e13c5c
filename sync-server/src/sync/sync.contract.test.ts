// The sync contract suite (push, pull, lock rules, review flow, events), run against every
// database engine like app.contract.test.ts; the multi-instance and commit-order tests need
// PostgreSQL and are skipped with the reason in the title without it.
import { afterAll, beforeAll, describe } from 'vitest';
import { allBackends } from '../../test/backends';
import { describeReviewWorkspaceContract } from '../../test/contract/reviewWorkspace';
import { describeSyncFuzzContract } from '../../test/contract/syncFuzz';
import { describeSyncLockContract } from '../../test/contract/syncLocks';
import { describeSyncPullContract } from '../../test/contract/syncPull';
import { describeSyncPushContract } from '../../test/contract/syncPush';
import { describeSyncReviewContract } from '../../test/contract/syncReview';
import { describeSyncScaleContract } from '../../test/contract/syncScale';

for (const backend of allBackends()) {
  describe.skipIf(!backend.available)(`sync on ${backend.title}`, () => {
    beforeAll(() => backend.setup());
    afterAll(() => backend.teardown());

    describeSyncPushContract(backend);
    describeSyncLockContract(backend);
    describeSyncReviewContract(backend);
    describeReviewWorkspaceContract(backend);
    describeSyncPullContract(backend);
    describeSyncFuzzContract(backend);
    if (backend.name === 'postgres') describeSyncScaleContract(backend);
  });
}
