// Finance (issue 17): contract settlement terms, the settlement computation, statement states,
// canonical content and its SHA-256, and the split of a divided amount among rights holders.
import { CHAIN_CODES } from './chain';
import { CONTRACT_VALIDATION_CODES, EXCLUSION_REASONS } from './contract';
import { SETTLEMENT_CODES } from './computeSettlement';
import { SPLIT_PROBLEMS } from './splits';
import { STATEMENT_VALIDATION_CODES } from './statementStatus';
import { TAX_VALIDATION_CODES } from './taxes';
import { RATE_VALIDATION_CODES } from '../money';

export * from './canonical';
export * from './chain';
export * from './computeSettlement';
export * from './contract';
export * from './csvExport';
export * from './recoupment';
export * from './sha256';
export * from './splitInputs';
export * from './splits';
export * from './splitsExport';
export * from './statement';
export * from './statementStatus';
export * from './taxes';

/** Every code this module can return; the lead adds `finance.<code>` to both catalogues. */
export const FINANCE_CODES = [
  ...CONTRACT_VALIDATION_CODES,
  ...SETTLEMENT_CODES,
  ...TAX_VALIDATION_CODES,
  ...RATE_VALIDATION_CODES,
  ...STATEMENT_VALIDATION_CODES,
  ...CHAIN_CODES,
  ...SPLIT_PROBLEMS,
  ...EXCLUSION_REASONS,
] as const;
