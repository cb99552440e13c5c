// The distribution contract suite (issue 16), run against every database engine like app.contract.test.ts.
import { afterAll, beforeAll, describe } from 'vitest';
import { allBackends } from '../../test/backends';
import { describeAckPollContract } from '../../test/contract/ackPoll';
import { describeAlbumUpdateContract } from '../../test/contract/albumUpdate';
import { describeAlbumDistributionContract } from '../../test/contract/albumDistribution';
import { describeChannelLogoContract } from '../../test/contract/channelLogo';
import { describeChannelRoutesContract } from '../../test/contract/channelRoutes';
import { describeDeliveryViewsContract } from '../../test/contract/deliveryViews';
import { describeScheduledTakedownsContract } from '../../test/contract/scheduledTakedowns';
import { describeDeliveryContract } from '../../test/contract/delivery';
import { describeDistributionStoreContract } from '../../test/contract/distributionStore';

for (const backend of allBackends()) {
  describe.skipIf(!backend.available)(`distribution on ${backend.title}`, () => {
    beforeAll(() => backend.setup());
    afterAll(() => backend.teardown());

    describeDistributionStoreContract(backend);
    describeChannelRoutesContract(backend);
    describeChannelLogoContract(backend);
    describeDeliveryContract(backend);
    describeAlbumDistributionContract(backend);
    describeAckPollContract(backend);
    describeAlbumUpdateContract(backend);
    describeDeliveryViewsContract(backend);
    describeScheduledTakedownsContract(backend);
  });
}
