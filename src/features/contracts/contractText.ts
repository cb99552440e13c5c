// Words of a contract's enumerations and dates, shared by the list and the info screen.
import type { IntlShape } from 'react-intl';
import type { ContractCycle, ContractFields, SettlementType } from '../../domain/contracts';
import { contractMessages as m } from './messages';

const SETTLEMENT = {
  revenueShare: m.settlement_revenueShare,
  minimumGuarantee: m.settlement_minimumGuarantee,
  perUnit: m.settlement_perUnit,
  buyout: m.settlement_buyout,
} as const satisfies Record<SettlementType, unknown>;

const CYCLE = {
  monthly: m.cycle_monthly,
  quarterly: m.cycle_quarterly,
  halfYearly: m.cycle_halfYearly,
  yearly: m.cycle_yearly,
} as const satisfies Record<ContractCycle, unknown>;

export function settlementText(intl: IntlShape, type: SettlementType): string {
  return intl.formatMessage(SETTLEMENT[type]);
}

export function cycleText(intl: IntlShape, cycle: ContractCycle): string {
  return intl.formatMessage(CYCLE[cycle]);
}

function dateText(intl: IntlShape, date: string | null): string {
  return date === null
    ? intl.formatMessage(m.openEnded)
    : intl.formatDate(`${date}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
}

export function termText(intl: IntlShape, fields: ContractFields): string {
  return `${dateText(intl, fields.validFrom)} – ${dateText(intl, fields.validTo)}`;
}

export function instantText(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
}
