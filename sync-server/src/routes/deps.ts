// What route modules receive: the database and the settings; nothing global.
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/db';
import type { ThrottleLimits } from '../auth/throttle';
import type { SendLimitOverrides } from '../mail/sendLimits';
import type { ObjectStore } from '../storage/objectStore';

export interface RouteDeps {
  db: Db;
  config: Config;
  /** the one object store of this instance (the upload sweep of main.ts uses the same) */
  store: ObjectStore;
  /** login throttle limits; the defaults of auth/throttle.ts when omitted */
  throttle?: ThrottleLimits;
  /** mail and SMS send limits; mail/sendLimits.ts's SEND_LIMITS for the kinds not named */
  sendLimits?: SendLimitOverrides;
  /** the one source of "now" (clock.ts): new code reads time here and passes it to SQL */
  clock: Clock;
}

export interface FileRouteOptions {
  /** S3's 5 MiB when omitted */
  minPartBytes?: number;
}
