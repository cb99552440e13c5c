// Who sees a system message: everyone (org_id NULL), one organisation, or one user of it. The rule
// is written once, as a check of one row and as the same condition for list queries.
import { ApiError } from '../http/apiError';
import type { AuthContext } from './context';

/** A system message addressed to everyone (org_id NULL), to the caller's organisation or to the caller. */
export interface SysMessageAudience {
  org_id: string | null;
  user_id: string | null;
}

/** The message if the caller is in its audience; otherwise 404, so its existence does not leak. */
export function authorizeSysMessage<T extends SysMessageAudience>(
  auth: AuthContext,
  message: T | undefined,
): T {
  const visible =
    message !== undefined &&
    (message.org_id === null || message.org_id === auth.orgId) &&
    (message.user_id === null || message.user_id === auth.userId);
  if (!visible) throw new ApiError('notFound');
  return message;
}

/**
 * The same audience rule as a SQL condition for list queries; `$org` and `$user` are the
 * positions of the caller's organisation and user id in the query's parameters.
 */
export function sysMessageAudienceSql(alias: string, orgParam: number, userParam: number): string {
  return `(${alias}.org_id IS NULL OR ${alias}.org_id = $${orgParam}) AND (${alias}.user_id IS NULL OR ${alias}.user_id = $${userParam})`;
}
