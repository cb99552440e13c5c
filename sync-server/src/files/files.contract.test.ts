// The file upload contract suite, run against every database engine like app.contract.test.ts.
import { afterAll, beforeAll, describe } from 'vitest';
import { allBackends } from '../../test/backends';
import { describeFileStatusContract } from '../../test/contract/fileStatus';
import { describeFilesContract } from '../../test/contract/files';
import { describeFileVerificationContract } from '../../test/contract/filesVerify';
import { describeReviewFilesContract } from '../../test/contract/reviewFiles';
import { describeStorageFaultContract } from '../../test/contract/storageFaults';
import { describeUploadExpiryContract } from '../../test/contract/uploadExpiry';

for (const backend of allBackends()) {
  describe.skipIf(!backend.available)(`files on ${backend.title}`, () => {
    beforeAll(() => backend.setup());
    afterAll(() => backend.teardown());

    describeFilesContract(backend);
    describeFileVerificationContract(backend);
    describeFileStatusContract(backend);
    describeUploadExpiryContract(backend);
    describeReviewFilesContract(backend);
    describeStorageFaultContract(backend);
  });
}
