import { describe, expect, it } from 'vitest';
import { isAdministrator } from './roles';

describe('isAdministrator', () => {
  it('holds for both administrator roles, not for operators, staff or an unknown user', () => {
    expect(isAdministrator(['admin'])).toBe(true);
    expect(isAdministrator(['contentOperator', 'adminNoDistribution'])).toBe(true);
    expect(isAdministrator(['contentOperator'])).toBe(false);
    expect(isAdministrator(['staff'])).toBe(false);
    expect(isAdministrator([])).toBe(false);
    expect(isAdministrator(undefined)).toBe(false);
  });
});
