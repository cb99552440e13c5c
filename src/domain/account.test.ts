import { describe, expect, it } from 'vitest';
import { hasLoginErrors, safeRedirectPath, validateLoginForm } from './account';

describe('validateLoginForm', () => {
  it('requires both fields', () => {
    expect(validateLoginForm({ loginName: ' ', password: '' })).toEqual({
      loginName: 'required',
      password: 'required',
    });
  });
  it('needs a login name of at least 4 characters', () => {
    expect(validateLoginForm({ loginName: 'abc', password: 'x' })).toEqual({
      loginName: 'tooShort',
    });
    expect(hasLoginErrors(validateLoginForm({ loginName: 'abcd', password: 'x' }))).toBe(false);
  });
});

describe('safeRedirectPath', () => {
  it.each([
    ['/finance/list?x=1', '/finance/list?x=1'],
    ['https://evil.example', '/d'],
    ['//evil.example', '/d'],
    ['/\\evil.example', '/d'],
    ['', '/d'],
    [null, '/d'],
  ])('%s -> %s', (value, expected) => {
    expect(safeRedirectPath(value, '/d')).toBe(expected);
  });
});
