// The test run's time budget (scripts/parallel.mts, issue 25): a run longer than
// TEST_BUDGET_MINUTES fails even when every job passed, and one within it passes.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { budgetSeconds } from '../../scripts/parallel.mts';

function runParallel(
  budgetMinutes: string,
  ...jobs: string[]
): { status: number | null; output: string } {
  const result = spawnSync('node', ['--import', 'tsx', 'scripts/parallel.mts', ...jobs], {
    env: { ...process.env, TEST_BUDGET_MINUTES: budgetMinutes },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the test-time budget', () => {
  it('fails a run whose jobs all passed but which took longer than the budget', () => {
    // 0.01 minutes is 0.6 s; the job takes 2 s
    const { status, output } = runParallel('0.01', 'slow=sleep 2');
    expect(output).toMatch(/passed {2}slow/);
    expect(output).toMatch(/OVER BUDGET {2}0 min 2 s of its 0 min 1 s budget/);
    expect(status).toBe(1);
  });

  it('passes a run within the budget and says how much of it the run took', () => {
    const { status, output } = runParallel('1', 'quick=true', 'after@quick=true');
    expect(output).toMatch(/took {2}0 min \d s of its 1 min 0 s budget/);
    expect(status).toBe(0);
  });

  it('still fails a run with a failed job, within the budget', () => {
    const { status, output } = runParallel('1', 'broken=exit 3');
    expect(output).toMatch(/FAILED {2}broken/);
    expect(status).toBe(1);
  });

  it('reads the budget from TEST_BUDGET_MINUTES: 30 minutes unless set, 0 turns it off', () => {
    expect(budgetSeconds({})).toBe(1800);
    expect(budgetSeconds({ TEST_BUDGET_MINUTES: '45' })).toBe(2700);
    expect(budgetSeconds({ TEST_BUDGET_MINUTES: '0' })).toBeUndefined();
    expect(() => budgetSeconds({ TEST_BUDGET_MINUTES: 'soon' })).toThrow(/number of minutes/);
  });
});
