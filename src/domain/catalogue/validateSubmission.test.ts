import { describe, expect, it } from 'vitest';
import { hasErrors, type Issue } from './issues';
import { makeAlbum, makeAudio, makeAuthorization, makeBinding, makeTrack } from './testing';
import {
  validateAlbumForSubmission,
  validateCopySelection,
  type SubmissionInput,
} from './validateSubmission';

function albumWith(trackCount: number, overrides: Partial<SubmissionInput> = {}): SubmissionInput {
  const album = makeAlbum({ type: 2 });
  const tracks = Array.from({ length: trackCount }, (_, i) =>
    makeTrack({
      albumId: album.id,
      trackNo: i + 1,
      name: `Song ${i + 1}`,
      isrc: `CNA1224${String(i + 1).padStart(5, '0')}`,
    }),
  );
  const letter = makeAuthorization();
  return {
    album,
    tracks,
    bindings: tracks.map((t) => makeBinding(letter.id, t.id, album.id)),
    authorizations: [letter],
    ...overrides,
  };
}
const codes = (issues: Issue[]) =>
  issues.map((i) => `${i.entityId === undefined ? '' : `${i.entity}/`}${i.field}:${i.code}`);

describe('validateAlbumForSubmission', () => {
  it('passes a complete single', () => {
    expect(validateAlbumForSubmission(albumWith(1))).toEqual([]);
  });
  it.each([11, 12, 15, 16] as const)('refuses status %i', (reviewStatus) => {
    const input = albumWith(1);
    const issues = validateAlbumForSubmission({
      ...input,
      album: { ...input.album, reviewStatus },
    });
    expect(codes(issues)).toEqual(['reviewStatus:review-submit-not-allowed']);
  });
  it('needs at least one track', () => {
    expect(codes(validateAlbumForSubmission(albumWith(0)))).toEqual(['tracks:album-no-tracks']);
  });
  it('reports track issues with the track and a summary by name', () => {
    const input = albumWith(2);
    const bad = { ...input.tracks[1], composers: [], audio: makeAudio({ verifiedAt: null }) };
    const issues = validateAlbumForSubmission({ ...input, tracks: [input.tracks[0], bad] });
    expect(codes(issues)).toEqual([
      'track/composers:composer-required',
      'track/audio:audio-not-verified',
      'tracks:entity-incomplete',
    ]);
    expect(issues[0].entityId).toBe(bad.id);
    expect(issues[2].params).toEqual({ name: 'Song 2' });
  });
  it('two tracks of the album cannot share an ISRC', () => {
    const input = albumWith(2);
    const twin = { ...input.tracks[1], isrc: input.tracks[0].isrc };
    expect(
      codes(validateAlbumForSubmission({ ...input, tracks: [input.tracks[0], twin] })),
    ).toEqual(['track/isrc:isrc-used', 'tracks:entity-incomplete']);
  });
  it('needs an authorization letter for every track, with an attachment', () => {
    const input = albumWith(2);
    expect(
      codes(validateAlbumForSubmission({ ...input, bindings: input.bindings.slice(0, 1) })),
    ).toEqual(['track/authorization:track-not-authorized']);
    const noFile = { ...input.authorizations[0], attachment: null };
    expect(codes(validateAlbumForSubmission({ ...input, authorizations: [noFile] }))).toEqual([
      'authorization/attachment:required',
    ]);
    expect(codes(validateAlbumForSubmission({ ...input, authorizations: [] }))).toEqual([
      'authorization/authorization:required',
    ]);
  });
  it('adds album-type guidance as a warning that does not block', () => {
    const input = albumWith(3);
    const issues = validateAlbumForSubmission({ ...input, album: { ...input.album, type: 1 } });
    expect(codes(issues)).toEqual(['type:album-type-album-track-count']);
    expect(hasErrors(issues)).toBe(false);
  });
  it('passes options through: LRC lyrics and the global ISRC index', () => {
    const input = albumWith(1);
    const id = input.tracks[0].id;
    expect(codes(validateAlbumForSubmission(input, { requireLrc: true }))).toEqual([
      'track/lyrics:lyrics-lrc-missing',
      'tracks:entity-incomplete',
    ]);
    expect(
      validateAlbumForSubmission(input, {
        requireLrc: true,
        lyricsFormatsByTrack: new Map([[id, ['lrc']]]),
      }),
    ).toEqual([]);
    expect(codes(validateAlbumForSubmission(input, { isIsrcUsed: () => true }))).toEqual([
      'track/isrc:isrc-used',
      'tracks:entity-incomplete',
    ]);
  });
});

describe('validateCopySelection', () => {
  it('needs at least one field and one track', () => {
    expect(validateCopySelection([], []).map((i) => i.code)).toEqual([
      'copy-no-field',
      'copy-no-track',
    ]);
    expect(validateCopySelection(['genreId'], ['t1'])).toEqual([]);
  });
  it('refuses identity fields', () => {
    expect(validateCopySelection(['isrc'], ['t1']).map((i) => i.code)).toEqual(['format']);
  });
});

describe('validateAlbumForSubmission: pre-delivery quality', () => {
  it('adds the quality findings: errors block, warnings do not', () => {
    const input = albumWith(2);
    const [a, b] = input.tracks;
    const issues = validateAlbumForSubmission(
      {
        ...input,
        tracks: [
          { ...a, name: '告白气球（与林俊杰合作）' },
          { ...b, name: 'Hotel California (Live)', audio: makeAudio({ durationMs: 20_000 }) },
        ],
      },
      { today: '2025-01-01' },
    );
    expect(codes(issues)).toEqual([
      'track/name:title-featured-artist',
      'track/trackVersion:title-version-mismatch',
      'track/audio:duration-too-short',
    ]);
    expect(hasErrors(issues)).toBe(true);
    expect(hasErrors(issues.filter((i) => i.code !== 'title-featured-artist'))).toBe(false);
    // makeAlbum's on-shelf date (2025-02-01) has passed on that day
    expect(codes(validateAlbumForSubmission(input, { today: '2026-11-25' }))).toEqual([
      'expectedOnShelfDate:release-date-past',
    ]);
  });
});
