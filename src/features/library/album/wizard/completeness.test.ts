import { describe, expect, it } from 'vitest';
import { issue } from '../../../../domain/catalogue';
import {
  makeAlbum,
  makeAudio,
  makeAuthorization,
  makeBinding,
  makeTrack,
} from '../../../../domain/catalogue/testing';
import { albumCompleteness, summarizeCompleteness } from './completeness';
import type { AlbumSubmissionData } from '../../../../data/albumSubmissionQueries';

function data(overrides: Partial<AlbumSubmissionData> = {}): AlbumSubmissionData {
  const album = makeAlbum({ type: 2 });
  const track = makeTrack({ albumId: album.id, trackNo: 1, name: '霓虹', isrc: 'CNA122600001' });
  const letter = makeAuthorization();
  return {
    album,
    tracks: [track],
    bindings: [makeBinding(letter.id, track.id, album.id)],
    authorizations: [letter],
    lyricsFormatsByTrack: new Map(),
    isrcsUsedElsewhere: new Set(),
    ...overrides,
  };
}
const summary = (c: ReturnType<typeof albumCompleteness>) =>
  c.items.map((i) => `${i.part}/${i.issue.field}:${i.issue.code}`);

describe('albumCompleteness', () => {
  it('a complete single has nothing missing', () => {
    const c = albumCompleteness(data());
    expect(c).toMatchObject({ items: [], errorCount: 0, isComplete: true });
  });

  it('a new album names what it lacks: its information, tracks and an authorization file', () => {
    const album = makeAlbum({ type: 2, genreId: null, cover: null, artists: [] });
    const c = albumCompleteness(data({ album, tracks: [], bindings: [], authorizations: [] }));
    expect(summary(c)).toEqual([
      'album/genreId:required',
      'album/cover:required',
      'album/artists:main-artist-required',
      'tracks/tracks:album-no-tracks',
      'authorization/authorization:required',
    ]);
    expect(c.isComplete).toBe(false);
    expect([...c.incompleteParts].sort()).toEqual(['album', 'authorization', 'tracks']);
    expect(c.items[0].fix).toEqual({ step: 'info', field: 'genreId' });
    expect(c.items[3].fix).toEqual({
      routeName: 'library-album-track',
      params: { albumId: album.id },
    });
    expect(c.items[4].fix).toEqual({
      routeName: 'library-album-authorization-list',
      params: { albumId: album.id },
    });
  });

  it('an incomplete track is one item by name, its problems underneath, fixed on its info page', () => {
    const base = data();
    const track = { ...base.tracks[0], composers: [], audio: makeAudio({ verifiedAt: null }) };
    const c = albumCompleteness({ ...base, tracks: [track] });
    expect(summary(c)).toEqual(['tracks/tracks:entity-incomplete']);
    expect(c.items[0].issue.params).toEqual({ name: '霓虹' });
    expect(c.items[0].details.map((i) => i.code)).toEqual([
      'composer-required',
      'audio-not-verified',
    ]);
    expect(c.items[0].fix).toEqual({
      routeName: 'library-track-info',
      params: { trackId: track.id },
    });
  });

  it('a track without an authorization file points at the binding screen, named by the track', () => {
    const base = data();
    const c = albumCompleteness({ ...base, bindings: [] });
    expect(summary(c)).toEqual(['authorization/authorization:track-not-authorized']);
    expect(c.items[0].track?.name).toBe('霓虹');
    expect(c.items[0].fix).toEqual({
      routeName: 'library-album-authorization-bindAuthorization',
      params: { albumId: base.album.id },
    });
  });

  it('a letter without its attachment points at the letter', () => {
    const base = data();
    const letter = { ...base.authorizations[0], attachment: null };
    const c = albumCompleteness({ ...base, authorizations: [letter] });
    expect(summary(c)).toEqual(['authorization/attachment:required']);
    expect(c.items[0].fix).toEqual({
      routeName: 'library-authorization-edit',
      params: { authId: letter.id },
    });
  });

  it('an ISRC another album holds makes the track incomplete', () => {
    const c = albumCompleteness(data({ isrcsUsedElsewhere: new Set(['CNA122600001']) }));
    expect(c.items[0].details.map((i) => i.code)).toEqual(['isrc-used']);
  });

  it('the status item has nowhere to go; guidance is a warning that does not block', () => {
    const locked = albumCompleteness(data({ album: makeAlbum({ type: 1, reviewStatus: 12 }) }));
    expect(summary(locked)).toEqual([
      'status/reviewStatus:review-submit-not-allowed',
      'tracks/type:album-type-album-track-count',
    ]);
    expect(locked.items[0].fix).toBeNull();
    expect(locked.errorCount).toBe(1);
    expect(locked.incompleteParts).toEqual(new Set(['status']));
  });

  it('tracks are listed in track order', () => {
    const album = makeAlbum();
    const a = makeTrack({ albumId: album.id, trackNo: 2, name: 'B', audio: null });
    const b = makeTrack({ albumId: album.id, trackNo: 1, name: 'A', audio: null });
    const c = summarizeCompleteness(
      album.id,
      [a, b],
      [
        { ...issue('audio', 'audio-required'), entity: 'track', entityId: a.id },
        { ...issue('audio', 'audio-required'), entity: 'track', entityId: b.id },
      ],
      2,
    );
    expect(c.items.map((i) => i.track?.name)).toEqual(['A', 'B']);
  });
});
