// Every /api route module, registered in one place.
import type { FastifyInstance } from 'fastify';
import { registerBackofficeRoutes } from './backoffice/album';
import { registerReviewRoutes } from './backoffice/review';
import { registerLookupRoutes } from './common/lookups';
import { registerContractRoutes } from './contracts/contracts';
import { registerDashboardRoutes } from './dashboard/summary';
import { registerAlbumDistributionRoutes } from './distribution/albumDistribution';
import { registerChannelRoutes } from './distribution/channels';
import { registerDdexDiffRoutes } from './ddex/diff';
import { registerDdexPackageRoutes } from './ddex/package';
import type { RouteDeps } from './deps';
import { registerHelpRoutes } from './faq/help';
import { registerFileRoutes } from './files/files';
import { registerSysMessageRoutes } from './msg/sysMsg';
import { registerAccountRoutes } from './org/account';
import { registerPasswordResetRoutes } from './org/passwordReset';
import { registerRegistrationRoutes } from './org/registration';
import { registerRegistrationImageRoutes } from './org/registrationImages';
import { registerPersonalRoutes } from './org/personal';
import { registerSessionRoutes } from './org/session';
import { registerSubjectInfoRoutes } from './org/subjectInfo';
import { registerTeamRoutes } from './org/team';
import { registerSyncRoutes } from './sync/sync';

export function registerApiRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerSessionRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerPasswordResetRoutes(app, deps);
  registerRegistrationRoutes(app, deps);
  registerRegistrationImageRoutes(app, deps);
  registerTeamRoutes(app, deps);
  registerPersonalRoutes(app, deps);
  registerSubjectInfoRoutes(app, deps);
  registerLookupRoutes(app, deps);
  registerSysMessageRoutes(app, deps);
  registerDashboardRoutes(app, deps);
  registerSyncRoutes(app, deps);
  registerBackofficeRoutes(app, deps);
  registerDdexPackageRoutes(app, deps);
  registerDdexDiffRoutes(app, deps);
  registerReviewRoutes(app, deps);
  registerContractRoutes(app, deps);
  registerChannelRoutes(app, deps);
  registerAlbumDistributionRoutes(app, deps);
  registerFileRoutes(app, deps);
  registerHelpRoutes(app, deps);
}
