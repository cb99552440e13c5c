import { describe, expect, it } from 'vitest';
import {
  makeAlbum,
  makeAudio,
  makeAuthorization,
  makeBinding,
  makeTrack,
} from '../../../../domain/catalogue/testing';
import { albumCompleteness } from './completeness';
import { localToday } from './qualityFindings';

function data(trackOverrides: Parameters<typeof makeTrack>[0], albumOverrides = {}) {
  const album = makeAlbum({ type: 2, expectedOnShelfDate: '2999-01-01', ...albumOverrides });
  const track = makeTrack({
    albumId: album.id,
    trackNo: 1,
    isrc: 'CNA122600001',
    ...trackOverrides,
  });
  const letter = makeAuthorization();
  return {
    album,
    track,
    input: {
      album,
      tracks: [track],
      bindings: [makeBinding(letter.id, track.id, album.id)],
      authorizations: [letter],
      lyricsFormatsByTrack: new Map(),
      isrcsUsedElsewhere: new Set<string>(),
    },
  };
}

describe('the wizard quality findings', () => {
  it('lists an error apart from the completeness parts, and it blocks the submission', () => {
    const { track, input } = data({ name: '告白气球 (feat. 林俊杰)' });
    const c = albumCompleteness(input);
    expect(c.items).toEqual([]);
    expect(c.quality.warnings).toEqual([]);
    expect(c.quality.errors).toEqual([
      {
        key: expect.any(String),
        issue: expect.objectContaining({ code: 'title-featured-artist', entityId: track.id }),
        track: { id: track.id, name: '告白气球 (feat. 林俊杰)' },
        fix: { routeName: 'library-track-info', params: { trackId: track.id } },
        fromServer: false,
      },
    ]);
    expect(c.isComplete).toBe(false);
    expect(c.errorCount).toBe(1);
    expect([...c.incompleteParts]).toEqual(['tracks']);
  });

  it('lets warnings through, an album field pointing at the info step', () => {
    const { input } = data({ audio: makeAudio({ durationMs: 12_000 }) }, { name: 'SUMMER NIGHTS' });
    const c = albumCompleteness(input);
    expect(c.isComplete).toBe(true);
    expect(c.quality.errors).toEqual([]);
    expect(c.quality.warnings.map((w) => [w.issue.code, w.fix])).toEqual([
      ['title-all-caps', { step: 'info', field: 'name' }],
      [
        'duration-too-short',
        { routeName: 'library-track-info', params: { trackId: input.tracks[0].id } },
      ],
    ]);
  });

  it("shows the server's own findings of the last submission, and only for tracks still here", () => {
    const { track, input } = data({});
    const stored = [
      {
        field: 'isrc',
        code: 'isrc-used-other-organisation',
        severity: 'warning' as const,
        params: { isrc: 'CNA122600001' },
        entity: 'track',
        entityId: track.id,
      },
      {
        field: 'isrc',
        code: 'isrc-used-other-organisation',
        severity: 'warning' as const,
        entity: 'track',
        entityId: '00000000-0000-4000-8000-999999999999',
      },
      // a finding the device makes itself is not shown twice
      { field: 'expectedOnShelfDate', code: 'release-date-past', severity: 'warning' as const },
    ];
    const c = albumCompleteness({ ...input, album: { ...input.album, qualityWarnings: stored } });
    expect(c.quality.warnings.map((w) => [w.issue.code, w.fromServer, w.track?.id])).toEqual([
      ['isrc-used-other-organisation', true, track.id],
    ]);
  });

  it("dates the on-shelf rule with the partner's own day", () => {
    expect(localToday(new Date(2026, 10, 5, 23, 30))).toBe('2026-11-05');
    const { input } = data({}, { expectedOnShelfDate: '2000-01-01' });
    expect(albumCompleteness(input).quality.warnings.map((w) => w.issue.code)).toEqual([
      'release-date-past',
    ]);
  });
});
