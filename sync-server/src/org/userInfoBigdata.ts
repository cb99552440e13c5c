// What the data (trend) screens ask of the caller (GET /org/view/user_info_bigdata): who they are,
// their organisation, and the currency and cycle of its contract in force, which the screens'
// amounts and periods follow. Everything is read from the session's own user and organisation.
import type { UserInfoBigdata } from '../../../src/domain/api';
import type { ApiLanguage } from '../../../src/domain/locale';
import type { Clock } from '../clock';
import type { Queryable } from '../db/db';
import { activeContractFor } from '../contracts/activeContract';
import { localizedName } from '../presenters/org';
import { loadUserRecord } from './userInfo';

export async function loadUserInfoBigdata(
  q: Queryable,
  clock: Clock,
  userId: string,
  requestLanguage: ApiLanguage,
): Promise<UserInfoBigdata> {
  const user = await loadUserRecord(q, userId);
  const contract = await activeContractFor(q, user.org_id, clock.now());
  return {
    userId: user.id,
    name: user.name,
    organisationId: user.org_id,
    organisationName: localizedName(requestLanguage, user.org_name, user.org_name_en),
    accountType: user.account_type,
    language: user.language ?? requestLanguage,
    currency: contract?.terms.currency ?? null,
    settlementCycle: contract?.cycle ?? null,
    // the imported report periods come with issue 17, which fills these two from its tables
    earliestPeriod: null,
    latestPeriod: null,
  };
}
