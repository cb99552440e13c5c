import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  autoLoginRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  newLoginNameSchema,
  newPasswordSchema,
} from './auth';
import { booleanish } from './common';
import { AccountLimits, PageLimits } from './limits';
import { sysMessageListQuerySchema, sysMessageReadSchema } from './messages';

describe('booleanish', () => {
  it('reads what forms and JSON clients send', () => {
    for (const v of [true, 1, '1', 'true', 'TRUE', 'on', 'yes'])
      expect(booleanish.parse(v)).toBe(true);
    for (const v of [false, 0, '0', 'false', 'off', 'no', ''])
      expect(booleanish.parse(v)).toBe(false);
    for (const v of ['maybe', 2, null, {}]) expect(booleanish.safeParse(v).success).toBe(false);
  });

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => typeof booleanish.safeParse(v).success === 'boolean'),
    );
  });
});

describe('login schemas', () => {
  it('accepts a form login and normalises it', () => {
    expect(
      loginRequestSchema.parse({
        loginName: ' demo-admin ',
        password: 'pw',
        isAuto: '1',
        autoToken: '',
      }),
    ).toEqual({
      loginName: 'demo-admin',
      password: 'pw',
      isAuto: true,
      autoToken: '',
    });
    expect(loginRequestSchema.parse({ loginName: 'a', password: 'b' }).isAuto).toBe(false);
  });

  it('refuses a missing or oversized field', () => {
    expect(loginRequestSchema.safeParse({ loginName: 'a' }).success).toBe(false);
    expect(
      loginRequestSchema.safeParse({
        loginName: 'a',
        password: 'x'.repeat(AccountLimits.passwordMax + 1),
      }).success,
    ).toBe(false);
  });

  it('accepts only well-formed keys for auto-login and logout', () => {
    expect(autoLoginRequestSchema.safeParse({ sign: 'A'.repeat(43) }).success).toBe(true);
    expect(autoLoginRequestSchema.safeParse({ sign: 'has spaces and !' }).success).toBe(false);
    expect(logoutRequestSchema.parse(undefined)).toEqual({ autoToken: undefined });
    expect(logoutRequestSchema.parse({ autoToken: '' })).toEqual({ autoToken: undefined });
    expect(logoutRequestSchema.safeParse({ autoToken: '!' }).success).toBe(false);
  });

  it('applies the password and login-name rules of spec section 5 with error codes', () => {
    expect(newPasswordSchema.safeParse('Abcdefg1').success).toBe(true);
    for (const bad of ['Abcdef1', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh']) {
      const result = newPasswordSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe('passwordFormat');
    }
    expect(newLoginNameSchema.safeParse('abc').error?.issues[0].message).toBe('loginNameTooShort');
    expect(newLoginNameSchema.safeParse('abcd').success).toBe(true);
  });
});

describe('message schemas', () => {
  it('pages with defaults and reads an empty kind as none', () => {
    expect(sysMessageListQuerySchema.parse({})).toEqual({ page: 1, size: PageLimits.defaultSize });
    expect(sysMessageListQuerySchema.parse({ page: '3', size: '20', kind: '' })).toEqual({
      page: 3,
      size: 20,
    });
    expect(sysMessageListQuerySchema.parse({ kind: 'notification' }).kind).toBe('notification');
    expect(
      sysMessageListQuerySchema.safeParse({ size: String(PageLimits.maxSize + 1) }).success,
    ).toBe(false);
  });

  it('reads a uuid id only', () => {
    expect(
      sysMessageReadSchema.safeParse({ id: '0b6f7f4e-3f1e-4d5a-9a57-2f8b8c3d9e10' }).success,
    ).toBe(true);
    fc.assert(
      fc.property(fc.string(), (s) => {
        const parsed = sysMessageReadSchema.safeParse({ id: s });
        return !parsed.success || /^[0-9a-f-]{36}$/i.test(s);
      }),
    );
  });
});
