// `npm run test:budget` (part of `npm test`, after `npm run build`): fails when the JavaScript a
// cold /login needs is over its gzip budget, and prints the figure either way.
import { LOGIN_BUDGET_BYTES, measureLoginPage } from './loginBudget';

const distDir = process.argv[2] ?? 'dist';
const report = measureLoginPage(distDir);
const kB = (bytes: number) => (bytes / 1024).toFixed(1);
const largest = [...report.files].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 8);
for (const f of largest) console.log(`  ${kB(f.gzipBytes).padStart(6)} kB  ${f.file}`);
const verdict = report.totalGzipBytes <= LOGIN_BUDGET_BYTES ? 'ok' : 'OVER';
console.log(
  `login page JS: ${kB(report.totalGzipBytes)} kB gzip in ${report.files.length} files (budget ${kB(LOGIN_BUDGET_BYTES)} kB): ${verdict}`,
);
if (verdict === 'OVER') process.exit(1);
