// What the start-up banner says about accounts: the demo logins when they exist, how to make the
// first administrator when nobody can log in, and a loud warning when the demo's published
// passwords can be tried from beyond this machine.
import type { Queryable } from '../db/db';
import { DEMO_LOGINS } from './logins';

export interface AccountsState {
  users: number;
  /** demo login names present in the database */
  demoLogins: string[];
}

export async function readAccountsState(db: Queryable): Promise<AccountsState> {
  const { rows } = await db.query<{ users: number; demo: string[] | null }>(
    `SELECT count(*)::int AS users,
            array_agg(login_name ORDER BY login_name) FILTER (WHERE lower(login_name) = ANY($1::text[])) AS demo
       FROM users`,
    [DEMO_LOGINS.map((l) => l.loginName)],
  );
  return { users: rows[0].users, demoLogins: rows[0].demo ?? [] };
}

/** 127.0.0.0/8, ::1 and localhost reach only this machine; anything else (0.0.0.0, ::, a LAN address) does not. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return (
    h === 'localhost' ||
    h === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(h) ||
    /^::ffff:127(\.\d{1,3}){3}$/.test(h)
  );
}

export function accountLines(state: AccountsState, demoAsked: boolean, seeded: boolean): string[] {
  const lines: string[] = [];
  if (seeded) lines.push('  demo data: created (DEMO=1); demo logins:');
  else if (state.demoLogins.length > 0) lines.push('  demo data: present; demo logins:');
  else if (demoAsked)
    lines.push('  demo data: not created (DEMO=1, but the database already has accounts)');
  const present = new Set(state.demoLogins.map((l) => l.toLowerCase()));
  for (const l of DEMO_LOGINS) {
    if (present.has(l.loginName))
      lines.push(`    ${l.loginName.padEnd(14)} ${l.password.padEnd(20)} (${l.role})`);
  }
  if (state.users === 0) {
    lines.push(
      '  no account yet: create the first administrator with',
      '    npm run admin:create -- --org "Your organisation" --login your-login',
      '  (or start with DEMO=1 for the demo organisation and its published logins)',
    );
  }
  return lines;
}

/** Empty when there is nothing to warn about. */
export function demoExposureWarning(state: AccountsState, host: string): string {
  if (state.demoLogins.length === 0 || isLoopbackHost(host)) return '';
  const bar = '!'.repeat(96);
  return [
    bar,
    `!! WARNING: demo accounts (${state.demoLogins.join(', ')}) exist and this server listens on ${host},`,
    '!! beyond this machine. Their passwords are published in the README: anyone who reaches this',
    "!! server can log in, demo-staff can review every organisation's albums. Use a database made",
    '!! without DEMO=1 (first administrator: npm run admin:create), or listen on 127.0.0.1.',
    bar,
  ].join('\n');
}
