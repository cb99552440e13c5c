// What "Copy all" puts on the clipboard: the build, the browser and each report, as plain text an
// administrator can paste into a ticket. Reports hold no tokens (paths are kept without a query)
// and nothing of the user beyond the page they were on.
import type { ErrorReport } from '../../data/errorLog';

export interface DiagnosticsEnvironment {
  version: string;
  build: string;
  userAgent: string;
  /** when the text was made */
  now: Date;
}

export function formatDiagnostics(
  reports: readonly ErrorReport[],
  env: DiagnosticsEnvironment,
): string {
  const head = [
    `Rights Partner Portal ${env.version} (build ${env.build})`,
    `User agent: ${env.userAgent}`,
    `Copied: ${env.now.toISOString()}`,
    `Reports: ${reports.length}`,
  ];
  const bodies = reports.map((r) => {
    const lines = [
      `[${new Date(r.at).toISOString()}] ${r.context}${r.path ? ` at ${r.path}` : ''}`,
      `${r.name}: ${r.message}`,
    ];
    for (const cause of r.causes) lines.push(`  caused by ${cause.name}: ${cause.message}`);
    // V8 starts a stack with the name and message already printed above
    const frames =
      r.stack?.split('\n').filter((line, i) => !(i === 0 && line.startsWith(`${r.name}: `))) ?? [];
    lines.push(...frames.map((line) => `    ${line.trim()}`));
    return lines.join('\n');
  });
  return [head.join('\n'), ...bodies].join('\n\n') + '\n';
}

declare const __APP_VERSION__: string | undefined;
declare const __APP_BUILD__: string | undefined;

/** The version and build Vite stamps in (vite.config.ts); 'dev' where none was stamped. */
export function appBuild(): { version: string; build: string } {
  return {
    version: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev',
    build: typeof __APP_BUILD__ === 'string' ? __APP_BUILD__ : 'dev',
  };
}
