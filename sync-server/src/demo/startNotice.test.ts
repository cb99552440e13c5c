import { describe, expect, it } from 'vitest';
import { accountLines, demoExposureWarning, isLoopbackHost } from './startNotice';

describe('start notice', () => {
  it('knows which listening hosts stay on this machine', () => {
    for (const host of [
      '127.0.0.1',
      '127.1.2.3',
      'localhost',
      'LOCALHOST',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
    ])
      expect(isLoopbackHost(host)).toBe(true);
    for (const host of [
      '0.0.0.0',
      '::',
      '192.168.1.10',
      'portal.example.com',
      '128.0.0.1',
      '127.0.0.1.example.com',
    ])
      expect(isLoopbackHost(host)).toBe(false);
  });

  it('warns only when demo accounts exist on a server reachable from elsewhere', () => {
    const withDemo = { users: 4, demoLogins: ['demo-admin', 'demo-staff'] };
    expect(demoExposureWarning(withDemo, '127.0.0.1')).toBe('');
    expect(demoExposureWarning({ users: 1, demoLogins: [] }, '0.0.0.0')).toBe('');
    const warning = demoExposureWarning(withDemo, '0.0.0.0');
    expect(warning).toContain('WARNING: demo accounts (demo-admin, demo-staff) exist');
    expect(warning).toContain('0.0.0.0');
  });

  it('lists the demo logins present, or says how to make the first administrator', () => {
    expect(accountLines({ users: 0, demoLogins: [] }, false, false).join('\n')).toContain(
      'npm run admin:create',
    );
    const seeded = accountLines(
      { users: 4, demoLogins: ['demo-admin', 'demo-staff'] },
      true,
      true,
    ).join('\n');
    expect(seeded).toContain('demo data: created');
    expect(seeded).toContain('Demo-Staff-2026');
    expect(seeded).not.toContain('demo-editor');
    expect(accountLines({ users: 2, demoLogins: [] }, true, false)).toEqual([
      '  demo data: not created (DEMO=1, but the database already has accounts)',
    ]);
    expect(accountLines({ users: 2, demoLogins: [] }, false, false)).toEqual([]);
  });
});
