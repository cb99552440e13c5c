import { describe, expect, it } from 'vitest';
import { normaliseStatementHash } from './verify';

const hash = '6a225719054ef19c68b3d88e6bade28c74ce2f961e5ab8866a576602734949bf';

describe('normaliseStatementHash', () => {
  it('forgives spaces, line breaks, case and a sha256 prefix', () => {
    expect(normaliseStatementHash(hash)).toBe(hash);
    expect(
      normaliseStatementHash(` SHA-256 ${hash.slice(0, 40)}\n${hash.slice(40).toUpperCase()} `),
    ).toBe(hash);
    expect(normaliseStatementHash(`sha256:${hash}`)).toBe(hash);
  });

  it('refuses anything that is not 64 hex digits', () => {
    expect(normaliseStatementHash(hash.slice(1))).toBeNull();
    expect(normaliseStatementHash(`${hash}0`)).toBeNull();
    expect(normaliseStatementHash(hash.replace('a', 'g'))).toBeNull();
    expect(normaliseStatementHash('')).toBeNull();
  });
});
