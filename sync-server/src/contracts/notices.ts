// Contract events as notifications of the existing notices (sys_messages): one row for every
// member of the organisation, worded in both languages from the catalogues at the time of the event.
import type { MessageParams } from '../http/apiError';
import type { Queryable } from '../db/db';
import { notify } from '../messages/sysMessages';

export type ContractNoticeKind = 'contractAdded' | 'bankAccountChanged';

export function noticeOrganisation(
  q: Queryable,
  orgId: string,
  kind: ContractNoticeKind,
  params: MessageParams,
  at: Date,
): Promise<void> {
  return notify(q, { orgId }, kind, () => params, at);
}
