// The partner's contracts as every contract screen reads them: the device's copy, refreshed from
// the server when it can be; offline the screens say it is the last known copy and when it was saved.
import { useCached } from '../../data/useCached';
import { useRemoteRefresh } from '../../components/useRemoteRefresh';
import type { ContractView } from '../../domain/contracts/api';
import { refreshContracts } from './contractCalls';

export function useContracts() {
  const cached = useCached('contracts');
  const { status, retry } = useRemoteRefresh(refreshContracts);
  return {
    /** undefined while the device copy is being read; [] when none is stored */
    contracts: cached === undefined ? undefined : (cached?.value ?? []),
    savedAt: cached?.savedAt,
    status,
    retry,
  };
}

export function findContract(
  contracts: readonly ContractView[] | undefined,
  id: string | undefined,
): ContractView | null | undefined {
  if (contracts === undefined) return undefined;
  return contracts.find((c) => c.id === id) ?? null;
}
