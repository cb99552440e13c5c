// What route modules receive: the database and the settings; nothing global.
import type { Config } from '../config';
import type { Db } from '../db/db';
import type { ThrottleLimits } from '../auth/throttle';

export interface RouteDeps {
  db: Db;
  config: Config;
  /** login throttle limits; the defaults of auth/throttle.ts when omitted */
  throttle?: ThrottleLimits;
  /** upload settings; tests shrink the minimum part size so they need not send 5 MiB parts */
  files?: FileRouteOptions;
}

export interface FileRouteOptions {
  /** S3's 5 MiB when omitted */
  minPartBytes?: number;
}
