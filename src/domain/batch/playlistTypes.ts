// The batch upload's shared shapes (issue 6): what the Excel playlist parser (a Web Worker) answers
// and what the batch wizard and runner consume. One playlist row is one track; the album columns
// repeat on each of its tracks' rows and rows with the same album folder name form one album.
import type { Album } from '../catalogue/album';
import type { Track } from '../catalogue/track';

/** Where a problem sits, as the user sees it in Excel or LibreOffice: sheet name, 1-based row, column header. */
export interface PlaylistCellRef {
  sheet: string;
  /** the spreadsheet's own row number (the header row is 1) */
  row: number;
  /** the column's header text as written in the sheet ('' for a problem of the whole row or sheet) */
  column: string;
}

/** One error of the playlist: a domain code (as src/domain/catalogue/issues) with its parameters. */
export interface PlaylistIssue extends PlaylistCellRef {
  /** the cell's value as shown (cut to 200 characters) */
  value: string;
  code: string;
  params?: Record<string, string | number>;
}

/** A track of the playlist, ready to become a `track` record (ids of the parties resolved). */
export interface PlaylistTrack {
  row: number;
  /** the audio file's name inside the album folder, as the playlist writes it */
  audioFileName: string;
  /** the lyrics file's name inside the album folder, when the playlist names one */
  lyricsFileName: string | null;
  /** the fields of the track record to create (no id, no album id, no file refs) */
  fields: Partial<Track>;
}

/** An album of the playlist: its folder, its cover file name and its tracks in playlist order. */
export interface PlaylistAlbum {
  /** the first row of the album */
  row: number;
  /** the material folder's name (unique in the playlist, at most 200 characters) */
  folder: string;
  coverFileName: string;
  fields: Partial<Album>;
  tracks: PlaylistTrack[];
}

/**
 * The parser's answer. Albums with any issue on any of their rows are left out of `albums`
 * (nothing is created from a bad row); `issues` lists every problem found.
 */
export interface ParsedPlaylist {
  albums: PlaylistAlbum[];
  issues: PlaylistIssue[];
  /** data rows read (the header row not counted) */
  rowCount: number;
}

/** The names the playlist may use for parties, resolved against the chosen authorizing party's records. */
export interface PlaylistLookups {
  authorizationCompanyId: string;
  /** lower-cased, NFC-normalised name -> id */
  artists: Record<string, string>;
  recordCompanies: Record<string, string>;
  plines: Record<string, string>;
  clines: Record<string, string>;
  /** ISRCs and UPCs already used in the catalogue (cleaned) */
  usedIsrcs: string[];
  usedUpcs: string[];
}

/** A file of the chosen material folders, by its path relative to the chosen root (forward slashes). */
export interface MaterialEntry {
  path: string;
  size: number;
}

/** Where a material file goes: an album's cover, a track's audio or a track's lyrics. */
export type MaterialTarget =
  | { kind: 'cover'; folder: string }
  | { kind: 'audio'; folder: string; trackRow: number }
  | { kind: 'lyrics'; folder: string; trackRow: number };

// ---- Added by the playlist helper (issue 6): additions only, nothing above renamed. ----

/**
 * A whole file refused before any row is read (not an xlsx by content, too large, a zip bomb, too
 * many rows, the worker's time limit). `refused` is a code worded by `playlistIssueMessage`.
 */
export interface PlaylistRefusal {
  refused: string;
  params?: Record<string, string | number>;
}

export function isPlaylistRefusal(
  answer: ParsedPlaylist | PlaylistRefusal,
): answer is PlaylistRefusal {
  return 'refused' in answer;
}

/**
 * Notes that do not block an album (ParsedPlaylist.notices): a formula's cached value was used,
 * an unknown column was ignored. Same shape as an issue.
 */
export type PlaylistNotice = PlaylistIssue;

/**
 * An album that is not created because a row of it has errors: its rows are listed so a person sees
 * which album is missing and why (issue 11). A row without an album folder counts as a row of the
 * album it most likely belongs to (src/domain/batch/playlistGroups.ts).
 */
export interface PlaylistLeftOut {
  /** the album's first row */
  row: number;
  folder: string;
  /** the album name as written ('' when none) */
  name: string;
  /** every row of the album, in sheet order */
  rows: number[];
  /** the rows with errors */
  badRows: number[];
}

// declaration merging: adds the optional `notices` and `leftOut` to ParsedPlaylist above without touching it
export interface ParsedPlaylist {
  notices?: PlaylistNotice[];
  leftOut?: PlaylistLeftOut[];
}

/** Why a material file was not matched (worded by `playlistIssueMessage`). */
export type MaterialIssueCode =
  | 'material-folder-unknown'
  | 'material-file-not-named'
  | 'material-file-duplicate'
  | 'material-path-nested'
  | 'material-file-empty';

/** One chosen file: where it goes, or why it goes nowhere; `ignored` for system files (.DS_Store...). */
export interface MaterialEntryMatch {
  path: string;
  target: MaterialTarget | null;
  issue: MaterialIssueCode | null;
  ignored: boolean;
}

/** A file the playlist names that the chosen folders do not hold. */
export interface MaterialMissing {
  folder: string;
  kind: MaterialTarget['kind'];
  fileName: string;
  /** the track's row for audio and lyrics; the album's first row for a cover */
  row: number;
}

export interface MaterialMatch {
  /** one answer per MaterialEntry, in the order given */
  entries: MaterialEntryMatch[];
  missing: MaterialMissing[];
  /** true when the chosen root was a single album folder rather than the folder holding album folders */
  rootIsAlbumFolder: boolean;
}
