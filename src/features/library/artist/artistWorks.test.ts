import { describe, expect, it } from 'vitest';
import { makeAlbum, makeTrack, testId } from '../../../domain/catalogue/testing';
import { albumsOfArtist, albumsOfRecordCompany, byRecent, tracksOfArtist } from './artistWorks';

const artist = testId(501);
const other = testId(502);
const label = testId(503);

describe('works of an artist', () => {
  it('lists the albums it appears on with its roles, leaving deleted albums out', () => {
    const a = makeAlbum({
      name: 'A',
      artists: [
        { artistId: artist, role: 'MainArtist' },
        { artistId: artist, role: 'Others' },
      ],
    });
    const b = makeAlbum({ name: 'B', artists: [{ artistId: other, role: 'MainArtist' }] });
    const deleted = makeAlbum({
      name: 'C',
      reviewStatus: 15,
      artists: [{ artistId: artist, role: 'MainArtist' }],
    });
    expect(albumsOfArtist([a, b, deleted], artist).map((w) => [w.album.name, w.roles])).toEqual([
      ['A', ['MainArtist', 'Others']],
    ]);
  });
  it('lists the tracks it appears on, once per track with each role once', () => {
    const t = makeTrack({
      artists: [
        { artistId: artist, role: 'main' },
        { artistId: artist, role: 'main' },
        { artistId: artist, role: 'producer' },
      ],
    });
    const u = makeTrack({ artists: [{ artistId: other, role: 'main' }] });
    expect(tracksOfArtist([t, u], artist)).toEqual([{ track: t, roles: ['main', 'producer'] }]);
  });
  it('lists the live albums bound to a record company', () => {
    const bound = makeAlbum({ recordCompanyId: label });
    const deleted = makeAlbum({ recordCompanyId: label, reviewStatus: 15 });
    expect(
      albumsOfRecordCompany([bound, deleted, makeAlbum({ recordCompanyId: null })], label).map(
        (w) => w.album.id,
      ),
    ).toEqual([bound.id]);
  });
  it('orders the newest first, then by name', () => {
    const rows = [
      { updatedAt: '2025-01-01T00:00:00Z', name: 'b' },
      { updatedAt: '2025-02-01T00:00:00Z', name: 'z' },
      { updatedAt: '2025-01-01T00:00:00Z', name: 'a' },
    ];
    expect(rows.sort(byRecent).map((r) => r.name)).toEqual(['z', 'a', 'b']);
  });
});
