// Money (DESIGN.md section 9): integer units as bigint, ISO 4217 exponents, exact decimal text,
// one rounding rule (rounding.ts), conversion with staff-typed rates, exact allocation.
export * from './allocate';
export * from './amount';
export * from './convert';
export * from './currency';
export * from './decimal';
export * from './rounding';
