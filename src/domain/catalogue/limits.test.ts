import { describe, expect, it } from 'vitest';
import {
  AccountLimits,
  AlbumLimits,
  ApiLimits,
  ArtistLimits,
  AuthorizationLimits,
  ClipLimits,
  ExcelLimits,
  fileExtension,
  ImageLimits,
  MaterialLimits,
  MB,
  RightsLimits,
  TrackLimits,
  UiLimits,
} from './limits';

describe('the limits table holds the constants of spec sections 5 and 9', () => {
  it('album', () => {
    expect(AlbumLimits.coverMinPx).toBe(1400);
    expect(AlbumLimits.coverMaxBytes).toBe(15 * MB);
    expect(AlbumLimits.batchCoverMaxBytes).toBe(10 * MB);
    expect([AlbumLimits.overseasCoverMinPx, AlbumLimits.overseasCoverMaxPx]).toEqual([
      3000, 10_000,
    ]);
    expect([AlbumLimits.epMinTracks, AlbumLimits.epMaxTracks, AlbumLimits.albumMinTracks]).toEqual([
      2, 5, 6,
    ]);
  });
  it('track audio', () => {
    expect(TrackLimits.audioMaxBytes).toBe(1000 * MB);
    expect(TrackLimits.audioMinSampleRateHz).toBe(44_100);
    expect(TrackLimits.audioMinBitDepth).toBe(16);
    expect(TrackLimits.audioChannels).toBe(2);
    expect(TrackLimits.audioFormats).toEqual(['wav', 'flac', 'mp3', 'm4a', 'aif', 'aiff']);
    expect(TrackLimits.isrcLength).toBe(12);
  });
  it('images, excel, material, rights, clips, letters, account, ui', () => {
    expect(ImageLimits.maxBytes).toBe(10 * MB);
    expect(ArtistLimits.avatarRecommendedMinPx).toBe(500);
    expect(ExcelLimits).toEqual({ maxRows: 500, albumFolderNameMax: 200 });
    expect(MaterialLimits).toEqual({ nameMax: 500, typeMin: 1, typeMax: 14 });
    expect(RightsLimits).toEqual({ percentageMin: 0, percentageMax: 100, percentageDecimals: 2 });
    expect(ClipLimits.suggestedSeconds).toEqual([30, 60]);
    expect(AuthorizationLimits.attachmentFormats).toEqual(['pdf', 'jpg', 'png', 'tar', 'zip']);
    expect([AccountLimits.passwordMin, AccountLimits.loginNameMin]).toEqual([8, 4]);
    expect(UiLimits).toEqual({
      recentPageCacheEntries: 15,
      playerAutoHideMs: 4000,
      textFoldMaxHeightPx: 100,
    });
    expect(ApiLimits.requestTimeoutMs).toBe(600_000);
    expect(ApiLimits.uploadTimeoutMs).toBe(3_600_000);
    expect(ApiLimits.naturalTimeRetryMs).toBe(10_000);
    expect(ApiLimits.autoLoginDays).toBe(14);
  });
});

describe('fileExtension', () => {
  it.each([
    ['song.WAV', 'wav'],
    ['a/b/c.tar', 'tar'],
    ['C:\\x\\letter.Pdf', 'pdf'],
    ['archive.tar.gz', 'gz'],
    ['noext', ''],
    ['.hidden', ''],
    ['', ''],
  ])('%s -> %s', (name, ext) => {
    expect(fileExtension(name)).toBe(ext);
  });
});
