// The accounts' one-use secrets (link tokens, verification codes, captchas), run against every
// database engine like app.contract.test.ts; and the password recovery calls built on them.
import { afterAll, beforeAll, describe } from 'vitest';
import { allBackends } from '../../test/backends';
import { describeAccountSecretsContract } from '../../test/contract/accountSecrets';
import { describePasswordResetContract } from '../../test/contract/passwordReset';
import { describeRegistrationContract } from '../../test/contract/registration';
import { describeRegistrationImagesContract } from '../../test/contract/registrationImages';
import { describeMailLanguageContract } from '../../test/contract/mailLanguage';
import { describeRegistrationPruneContract } from '../../test/contract/registrationPrune';
import { describePersonalContract } from '../../test/contract/personal';
import { describeReauthThrottleContract } from '../../test/contract/reauthThrottle';
import { describeSubjectDetailsContract } from '../../test/contract/subjectDetails';
import { describeSendLimitsContract } from '../../test/contract/sendLimits';
import { describeSubjectInfoContract } from '../../test/contract/subjectInfo';
import { describeTeamContract } from '../../test/contract/team';
import { describeTeamGrantsContract } from '../../test/contract/teamGrants';
import { describeUserInfoBigdataContract } from '../../test/contract/userInfoBigdata';

for (const backend of allBackends()) {
  describe.skipIf(!backend.available)(`accounts on ${backend.title}`, () => {
    beforeAll(() => backend.setup());
    afterAll(() => backend.teardown());

    describeAccountSecretsContract(backend);
    describePasswordResetContract(backend);
    describeRegistrationContract(backend);
    describeRegistrationImagesContract(backend);
    describeMailLanguageContract(backend);
    describeRegistrationPruneContract(backend);
    describeTeamContract(backend);
    describeTeamGrantsContract(backend);
    describeSendLimitsContract(backend);
    describePersonalContract(backend);
    describeReauthThrottleContract(backend);
    describeSubjectInfoContract(backend);
    describeUserInfoBigdataContract(backend);
    describeSubjectDetailsContract(backend);
  });
}
