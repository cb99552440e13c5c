// The contract calls of the screens: the partner's list goes into the device cache (every contract
// screen reads it from there, online or not); a bank change and the back office's calls need the
// server and are never queued.
import { api } from '../../app/api/api';
import { putCached } from '../../data/cacheRepo';
import {
  CONTRACT_PATHS,
  type BankChangeInput,
  type ContractList,
  type ContractView,
  type StaffOrg,
} from '../../domain/contracts/api';
import type { BankAccountInput } from '../../domain/contracts/bankAccount';
import type { ContractFields } from '../../domain/contracts/contract';

export async function refreshContracts(signal: AbortSignal): Promise<void> {
  const { list } = await api.request<ContractList>(CONTRACT_PATHS.list, { signal });
  await putCached('contracts', list);
}

export async function changeBankAccount(input: BankChangeInput): Promise<ContractView> {
  const contract = await api.request<ContractView>(CONTRACT_PATHS.changeBankAccount, {
    method: 'POST',
    body: input,
  });
  await refreshContracts(new AbortController().signal);
  return contract;
}

export async function fetchStaffOrgs(signal: AbortSignal): Promise<StaffOrg[]> {
  return (await api.request<{ list: StaffOrg[] }>(CONTRACT_PATHS.staffOrgs, { signal })).list;
}

export async function fetchStaffContracts(
  orgId: string,
  signal: AbortSignal,
): Promise<ContractView[]> {
  const answer = await api.request<ContractList>(CONTRACT_PATHS.staffList, {
    query: { orgId },
    signal,
  });
  return answer.list;
}

export function saveStaffContract(input: {
  orgId: string;
  id?: string;
  fields: ContractFields;
  bankAccount: BankAccountInput | null;
}): Promise<ContractView> {
  return api.request<ContractView>(CONTRACT_PATHS.staffSave, { method: 'POST', body: input });
}
