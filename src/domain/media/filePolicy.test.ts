import { describe, expect, it } from 'vitest';
import { checkDeclaredFile, fileExtension, maxBytesOf } from './filePolicy';

const MB = 1000 * 1000;

describe('file policy', () => {
  it('accepts what spec section 9 allows', () => {
    expect(
      checkDeclaredFile({ name: 'a.WAV', kind: 'audio', purpose: 'track', size: 1000 * MB }),
    ).toBeNull();
    expect(
      checkDeclaredFile({ name: 'c.png', kind: 'image', purpose: 'albumCover', size: 15 * MB }),
    ).toBeNull();
    expect(
      checkDeclaredFile({ name: 'm.mov', kind: 'spatialAudio', purpose: 'surround71', size: 1 }),
    ).toBeNull();
    expect(
      checkDeclaredFile({ name: 'l.krc', kind: 'lyrics', purpose: 'lyrics', size: 10 }),
    ).toBeNull();
    expect(
      checkDeclaredFile({ name: 'x.zip', kind: 'attachment', purpose: 'authorization', size: 10 }),
    ).toBeNull();
  });

  it('names the first problem', () => {
    expect(checkDeclaredFile({ name: 'a.wav', kind: 'video', purpose: 'track', size: 1 })).toBe(
      'file-kind-unknown',
    );
    expect(checkDeclaredFile({ name: 'a.wav', kind: 'audio', purpose: 'toString', size: 1 })).toBe(
      'file-purpose-unknown',
    );
    expect(checkDeclaredFile({ name: 'a.wav', kind: 'image', purpose: 'track', size: 1 })).toBe(
      'file-kind-mismatch',
    );
    expect(
      checkDeclaredFile({ name: 'a.mov', kind: 'spatialAudio', purpose: 'atmos', size: 1 }),
    ).toBe('file-extension');
    expect(checkDeclaredFile({ name: 'wav', kind: 'audio', purpose: 'track', size: 1 })).toBe(
      'file-extension',
    );
    expect(checkDeclaredFile({ name: 'a.wav', kind: 'audio', purpose: 'track', size: 0 })).toBe(
      'file-empty',
    );
    expect(checkDeclaredFile({ name: 'a.wav', kind: 'audio', purpose: 'track', size: 1.5 })).toBe(
      'file-empty',
    );
    expect(
      checkDeclaredFile({ name: 'a.jpg', kind: 'image', purpose: 'avatar', size: 10 * MB + 1 }),
    ).toBe('file-too-large');
    // name and type are stored as text: no NUL, no half surrogate pair
    expect(
      checkDeclaredFile({ name: 'a\u0000.wav', kind: 'audio', purpose: 'track', size: 1 }),
    ).toBe('file-name-invalid');
    expect(
      checkDeclaredFile({ name: 'a\ud800.wav', kind: 'video', purpose: 'track', size: 1 }),
    ).toBe('file-name-invalid');
    expect(
      checkDeclaredFile({
        name: 'a.wav',
        type: 'audio/\u0000wav',
        kind: 'audio',
        purpose: 'track',
        size: 1,
      }),
    ).toBe('file-type-invalid');
    expect(
      checkDeclaredFile({
        name: '歌\ud83c\udfb5.wav',
        type: 'audio/wav',
        kind: 'audio',
        purpose: 'track',
        size: 1,
      }),
    ).toBeNull();
    expect(maxBytesOf('batchCover')).toBe(10 * MB);
    expect(fileExtension('dir.x/.env')).toBe('');
  });
});
