// Where an uploaded lyrics file goes: a track has one original lyrics record and one translation
// per language. A new file re-points the record of its slot (one file per slot) or creates it.
import type { Lyrics } from '../../domain/catalogue';
import { TextLimits } from '../../domain/catalogue/limits';
import type { LooseRecord } from '../../domain/sync/records';

export type LyricsSlot = { kind: 'original' } | { kind: 'translation'; language: string };

/** The record's title: the file name without its extension. */
export function lyricsTitleOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).slice(0, TextLimits.nameMax);
}

/** The original lyrics (a track with only other rows shows its first); undefined while loading. */
export function originalLyricsOf(rows: readonly Lyrics[] | undefined): Lyrics | null | undefined {
  return rows === undefined
    ? undefined
    : (rows.find((r) => r.kind === 'original') ?? rows[0] ?? null);
}

export function translationsOf(rows: readonly Lyrics[] | undefined): Lyrics[] | undefined {
  return rows?.filter((r) => r.kind === 'translation');
}

export interface UploadedLyrics {
  trackId: string;
  fileName: string;
  format: Lyrics['format'];
  file: NonNullable<Lyrics['file']>;
}

export type LyricsWrite =
  { kind: 'create'; record: LooseRecord } | { kind: 'update'; id: string; patch: LooseRecord };

/**
 * The write for a file uploaded into a slot. A translation is named after its latest file; the
 * original keeps the title it was created with.
 */
export function lyricsWrite(
  rows: readonly Lyrics[] | undefined,
  slot: LyricsSlot,
  up: UploadedLyrics,
): LyricsWrite {
  const title = lyricsTitleOf(up.fileName);
  const existing =
    slot.kind === 'original'
      ? originalLyricsOf(rows)
      : translationsOf(rows)?.find((r) => r.language === slot.language);
  if (existing) {
    const patch = { file: up.file, format: up.format };
    return {
      kind: 'update',
      id: existing.id,
      patch: slot.kind === 'original' ? patch : { ...patch, title },
    };
  }
  const language = slot.kind === 'original' ? null : slot.language;
  return {
    kind: 'create',
    record: {
      trackId: up.trackId,
      title,
      kind: slot.kind,
      format: up.format,
      language,
      content: '',
      file: up.file,
    },
  };
}
