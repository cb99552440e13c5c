// A computed, issued statement with a split, for the finance export tests: made from the domain's
// own test material (src/domain/finance/testing.ts), so the figures are the computation's.
import {
  computeSettlement,
  hashStatement,
  splitAmongRightsHolders,
  type SettlementStatement,
  type SplitResult,
} from '../../../src/domain/finance';
import { testInput, testLine } from '../../../src/domain/finance/testing';

// uuids: the server looks the split's tracks up by id
export const TEST_TRACK_1 = '00000000-0000-4000-8000-00000000000a';
export const TEST_TRACK_2 = '00000000-0000-4000-8000-00000000000b';

export async function issuedTestStatement(): Promise<{
  statement: SettlementStatement;
  splits: SplitResult;
}> {
  const result = computeSettlement(
    testInput({
      lines: [
        testLine(),
        testLine({
          trackId: TEST_TRACK_2,
          territory: 'HK',
          currency: 'HKD',
          revenueMicro: 7_200_000n,
        }),
      ],
      adjustments: [{ reason: '2024-04 少计的版税 (under-reported)', amount: 1250n }],
    }),
  );
  if (!result.ok) throw new Error(result.code);
  const computed = result.statement;
  const statement: SettlementStatement = {
    ...computed,
    status: 'awaitingConfirmation',
    contentHash: await hashStatement(computed),
  };
  const holder = (id: string, name: string, percentage: string) => ({
    holderId: id,
    holderName: name,
    countryCode: null,
    percentage,
  });
  const splits = splitAmongRightsHolders(
    statement.dividedAmount,
    new Map([
      [TEST_TRACK_1, [holder('h1', '林夕', '60'), holder('h2', 'Harbour Songs Ltd.', '40')]],
      [TEST_TRACK_2, [holder('h1', '林夕', '50')]],
    ]),
    [
      { trackId: TEST_TRACK_1, territory: 'CN', weight: 10_000_000n, units: 1000 },
      { trackId: TEST_TRACK_2, territory: 'HK', weight: 6_568_560n, units: 1000 },
    ],
  );
  return { statement, splits };
}
