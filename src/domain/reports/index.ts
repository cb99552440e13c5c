// Channel reports (issue 17): DDEX DSR flat files (Basic Audio Profile) and the portal's CSV
// layout, parsed line by line into usage lines or problems, reconciled against their own totals.
export * from './csvLayout';
export * from './csvParser';
export * from './detectFormat';
export * from './dsrCells';
export * from './dsrLayout';
export * from './dsrParser';
export * from './matchLines';
export * from './parseChunks';
export * from './period';
export * from './reconciliation';
export * from './reportApi';
export * from './reportSet';
export * from './rollup';
export * from './textDecoding';
export * from './usageLine';
