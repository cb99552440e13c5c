import { describe, expect, it } from 'vitest';
import { makeAlbum } from '../catalogue/testing';
import { makeOp } from './opTesting';
import { validateOpPayload } from './payload';

const codes = (op: Parameters<typeof validateOpPayload>[0]) =>
  validateOpPayload(op).map((i) => `${i.field}:${i.code}`);

describe('validateOpPayload', () => {
  it('passes a well-formed update', () => {
    expect(
      codes(
        makeOp('update', {
          entity: 'album',
          payload: { introduction: 'Hello', previewAllowed: true },
        }),
      ),
    ).toEqual([]);
  });
  it('refuses server-owned, base and unknown fields', () => {
    expect(
      codes(
        makeOp('update', {
          entity: 'album',
          payload: { reviewStatus: 12, version: 3, colour: 'red' },
        }),
      ),
    ).toEqual([
      'reviewStatus:field-not-writable',
      'version:field-not-writable',
      'colour:field-not-writable',
    ]);
  });
  it('maps length and type problems', () => {
    expect(
      codes(makeOp('update', { entity: 'material', payload: { name: 'x'.repeat(501) } })),
    ).toEqual(['name:too-long']);
    expect(codes(makeOp('update', { entity: 'album', payload: { type: 7 } }))).toEqual([
      'type:format',
    ]);
    expect(codes(makeOp('update', { entity: 'album', payload: {} }))).toEqual(['payload:format']);
  });
  it('a create needs every writable field', () => {
    const issues = codes(makeOp('create', { entity: 'album', payload: { name: 'Only a name' } }));
    expect(issues).toContain('authorizationCompanyId:required');
    expect(issues).toContain('displayLanguage:required');
    expect(issues).not.toContain('name:required');
  });
  it('a full create payload passes', () => {
    const {
      id: _i,
      orgId: _o,
      version: _v,
      updatedAt: _u,
      reviewStatus: _r,
      releaseStatus: _rs,
      approvedAt: _a,
      everReleased: _e,
      rejectReason: _rr,
      rejectStage: _st,
      source: _s,
      ...payload
    } = makeAlbum();
    expect(codes(makeOp('create', { entity: 'album', payload }))).toEqual([]);
  });
  it('leaves command payloads to opSchema', () => {
    expect(validateOpPayload(makeOp('submitForReview'))).toEqual([]);
  });
});
