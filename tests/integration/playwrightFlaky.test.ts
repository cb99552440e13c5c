import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const config = path.resolve('tests/fixtures/flaky/flaky.config.ts');

function runFlakySpec(ci: boolean): { status: number | null; output: string } {
  const env: NodeJS.ProcessEnv = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
  if (ci) env.CI = '1';
  else delete env.CI;
  const result = spawnSync('npx', ['playwright', 'test', '--config', config], {
    env,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the e2e suite under CI', () => {
  it('names a test that passed only on its retry and fails the run', () => {
    const { status, output } = runFlakySpec(true);
    expect(output).toMatch(/1 flaky/);
    expect(status).not.toBe(0);
  });
});
