// What route modules receive: the database and the settings; nothing global.
import type { Config } from '../config';
import type { Db } from '../db/db';
import type { ThrottleLimits } from '../auth/throttle';

export interface RouteDeps {
  db: Db;
  config: Config;
  /** login throttle limits; the defaults of auth/throttle.ts when omitted */
  throttle?: ThrottleLimits;
}
