import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MB } from '../catalogue/limits';
import { newPasswordSchema } from '../schemas/auth';
import {
  validateAccountEmail,
  validateAccountImage,
  validateNewLoginName,
  validateNewPassword,
  validatePasswordConfirmation,
  validateVerificationCode,
} from './validateAccount';

describe('validateNewPassword', () => {
  it.each([
    ['Abcdefg1', null],
    ['', 'required'],
    ['Abcdef1', 'password-format'], // 7
    ['abcdefg1', 'password-format'], // no upper case
    ['ABCDEFG1', 'password-format'], // no lower case
    ['Abcdefgh', 'password-format'], // no digit
    [`A1${'b'.repeat(127)}`, 'password-format'], // 129
    ['密码Abcdef1', null],
  ])('%s -> %s', (password, code) => {
    expect(validateNewPassword(password)).toBe(code);
  });
  it('agrees with the server schema on every string', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 140 }), fc.stringMatching(/^[A-Za-z0-9]{6,12}$/)),
        (password) => {
          return (
            (validateNewPassword(password) === null) ===
            newPasswordSchema.safeParse(password).success
          );
        },
      ),
    );
  });
});

describe('validatePasswordConfirmation', () => {
  it('needs the same text', () => {
    expect(validatePasswordConfirmation('Abcdefg1', 'Abcdefg1')).toBeNull();
    expect(validatePasswordConfirmation('Abcdefg1', 'abcdefg1')).toBe('password-mismatch');
    expect(validatePasswordConfirmation('Abcdefg1', '')).toBe('required');
  });
});

describe('validateNewLoginName', () => {
  it.each([
    ['abcd', null],
    ['  abcd  ', null],
    ['abc', 'login-name-too-short'],
    ['   ', 'required'],
    ['a'.repeat(65), 'login-name-too-long'],
  ])('%s -> %s', (name, code) => {
    expect(validateNewLoginName(name)).toBe(code);
  });
});

describe('validateAccountEmail', () => {
  it.each([
    ['a@example.com', null],
    ['zhang.san+portal@mail.example.cn', null],
    ['', 'required'],
    ['a@example', 'email-format'],
    ['a example@x.com', 'email-format'],
    ['@example.com', 'email-format'],
  ])('%s -> %s', (email, code) => {
    expect(validateAccountEmail(email)).toBe(code);
  });
});

describe('validateVerificationCode', () => {
  it('takes 4-8 letters or digits, spaces dropped', () => {
    expect(validateVerificationCode('123 456')).toBeNull();
    expect(validateVerificationCode('aB3d')).toBeNull();
    expect(validateVerificationCode('')).toBe('required');
    expect(validateVerificationCode('12-34')).toBe('verification-code-format');
    expect(validateVerificationCode('123456789')).toBe('verification-code-format');
  });
});

describe('validateAccountImage', () => {
  // the spec's limits are decimal megabytes (catalogue/limits)
  it.each([
    ['licence.JPG', 10 * MB, null],
    ['id.jpeg', 1, null],
    ['logo.png', 2 * MB, null],
    ['id.gif', 1, 'file-format'],
    ['id', 1, 'file-format'],
    ['id.png', 10 * MB + 1, 'file-too-large'],
  ])('%s of %i bytes -> %s', (name, sizeBytes, code) => {
    expect(validateAccountImage({ name, sizeBytes })).toBe(code);
  });
});

describe('the server schemas', () => {
  it('carry the codes as messages and clean what they accept', async () => {
    const { accountEmailSchema, creditCodeSchema, mobileFields, refineMobile } =
      await import('./schemas');
    const { z } = await import('zod');
    expect(accountEmailSchema.safeParse(' a@example.com ').data).toBe('a@example.com');
    expect(accountEmailSchema.safeParse('nope').error?.issues[0].message).toBe('email-format');
    expect(creditCodeSchema.safeParse('91350100m000100y43').data).toBe('91350100M000100Y43');
    expect(creditCodeSchema.safeParse('91350100M000100Y44').error?.issues[0].message).toBe(
      'credit-code-check-digit',
    );
    const mobile = z.object(mobileFields).superRefine(refineMobile);
    expect(mobile.safeParse({ telArea: '+86', telephone: '138-0013-8000' }).data).toEqual({
      telArea: '86',
      telephone: '13800138000',
    });
    expect(
      mobile.safeParse({ telArea: '86', telephone: '2800138000' }).error?.issues[0],
    ).toMatchObject({ message: 'mobile-format', path: ['telephone'] });
  });
});
