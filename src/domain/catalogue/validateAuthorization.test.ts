import { describe, expect, it } from 'vitest';
import { makeAuthorization } from './testing';
import {
  checkAuthorizationCoverage,
  isAttachmentFormat,
  validateAuthorization,
  validateAuthorizationBinding,
  wouldDoubleBind,
} from './validateAuthorization';

describe('validateAuthorization', () => {
  it('passes a titled letter with a PDF', () => {
    expect(validateAuthorization(makeAuthorization())).toEqual([]);
  });
  it('needs title and attachment', () => {
    expect(validateAuthorization({}).map((i) => i.field)).toEqual(['title', 'attachment']);
  });
  it.each([
    ['a.pdf', true],
    ['scan.JPG', true],
    ['x.png', true],
    ['bundle.tar', true],
    ['bundle.zip', true],
    ['x.jpeg', false],
    ['x.docx', false],
    ['x.tar.gz', false],
    ['pdf', false],
  ])('attachment %s -> %s', (name, ok) => {
    expect(isAttachmentFormat(name)).toBe(ok);
    const issues = validateAuthorization(
      makeAuthorization({ attachment: { path: `l/${name}`, name, sizeBytes: 1 } }),
    );
    expect(issues.map((i) => i.code)).toEqual(ok ? [] : ['attachment-format']);
  });
});

describe('bindings', () => {
  it('a binding needs a track and a letter', () => {
    expect(validateAuthorizationBinding({ authorizationId: 'a' }).map((i) => i.field)).toEqual([
      'trackId',
    ]);
  });
  it('each song belongs to exactly one letter', () => {
    const issues = checkAuthorizationCoverage(
      ['t1', 't2', 't3'],
      [
        { authorizationId: 'a', trackId: 't1' },
        { authorizationId: 'a', trackId: 't2' },
        { authorizationId: 'b', trackId: 't2' },
        { authorizationId: 'a', trackId: 't1' },
      ],
    );
    expect(issues.map((i) => [i.entityId, i.code])).toEqual([
      ['t2', 'track-multiple-authorizations'],
      ['t3', 'track-not-authorized'],
    ]);
  });
  it('wouldDoubleBind', () => {
    const bindings = [{ authorizationId: 'a', trackId: 't1' }];
    expect(wouldDoubleBind('t1', 'b', bindings)).toBe(true);
    expect(wouldDoubleBind('t1', 'a', bindings)).toBe(false);
    expect(wouldDoubleBind('t2', 'b', bindings)).toBe(false);
  });
});
