// DDEX answers codes, never sentences (CONVENTIONS.md): the UI words a problem as
// `ddex.problem.<code>` and a diff entry as `ddex.diff.<code>`, filling the message from `params`.

export const DDEX_PROBLEM_CODES = [
  // building a message from an album
  'no-tracks',
  'upc-missing',
  'upc-invalid',
  'isrc-missing',
  'isrc-invalid',
  'audio-missing',
  'file-facts-missing',
  'cover-missing',
  'label-missing',
  'genre-missing',
  'display-artist-missing',
  'party-unknown',
  'language-invalid',
  'territory-invalid',
  'territory-missing',
  'usage-missing',
  'validity-start-missing',
  'validity-order',
  'dpid-invalid',
  'message-id-missing',
  'lyrics-file-missing',
  'schema-invalid',
  // reading a message (import, diff)
  'not-xml',
  'doctype-refused',
  'too-large',
  'too-deep',
  'encoding-unsupported',
  'wrong-namespace',
  'wrong-message',
  'schema-error',
  'reference-unknown',
  'release-missing',
  'value-unknown',
  'resource-missing',
  'resource-unused',
  'hash-mismatch',
  'zip-invalid',
  'zip-bomb',
  'zip-too-many-entries',
  'zip-no-message',
  'zip-several-messages',
  'zip-path-unsafe',
] as const;
export type DdexProblemCode = (typeof DDEX_PROBLEM_CODES)[number];

export type DdexParams = Readonly<Record<string, string | number>>;

export interface DdexProblem {
  code: DdexProblemCode;
  /** an error stops the message (or the import); a warning is shown and lets it go */
  severity: 'error' | 'warning';
  /** 1-based line in the message, when the problem comes from reading one */
  line?: number;
  /** what it is about: a track's position, a field, a file name, an XPath */
  params?: DdexParams;
}

export function ddexError(code: DdexProblemCode, params?: DdexParams, line?: number): DdexProblem {
  return {
    code,
    severity: 'error',
    ...(params === undefined ? {} : { params }),
    ...(line === undefined ? {} : { line }),
  };
}

export function ddexWarning(
  code: DdexProblemCode,
  params?: DdexParams,
  line?: number,
): DdexProblem {
  return {
    code,
    severity: 'warning',
    ...(params === undefined ? {} : { params }),
    ...(line === undefined ? {} : { line }),
  };
}

export function hasErrors(problems: readonly DdexProblem[]): boolean {
  return problems.some((p) => p.severity === 'error');
}

/** Thrown by the builders when the album cannot make a valid message; the problems say why. */
export class DdexBuildError extends Error {
  constructor(readonly problems: readonly DdexProblem[]) {
    super(`DDEX message not built: ${problems.map((p) => p.code).join(', ')}`);
    this.name = 'DdexBuildError';
  }
}

/** What a readable diff reports, per release field, track and deal. */
export const DDEX_DIFF_CODES = [
  'field-changed',
  'field-added',
  'field-removed',
  'track-added',
  'track-removed',
  'track-moved',
  'track-changed',
  'deal-added',
  'deal-removed',
  'deal-changed',
  'deals-withdrawn',
  'deals-restored',
] as const;
export type DdexDiffCode = (typeof DDEX_DIFF_CODES)[number];

/** The fields a diff names; the UI words them as `ddex.field.<field>`. */
export const DDEX_DIFF_FIELDS = [
  'upc',
  'releaseType',
  'title',
  'localizedTitle',
  'displayArtist',
  'label',
  'genre',
  'pLine',
  'cLine',
  'originalReleaseDate',
  'parentalWarning',
  'versionType',
  'compilation',
  'cover',
  'isrc',
  'duration',
  'languages',
  'contributors',
  'rightsControllers',
  'audioFile',
  'audioFormat',
  'immersiveAudio',
  'lyrics',
  'preview',
  'territories',
  'excludedTerritories',
  'validFrom',
  'validUntil',
  'useTypes',
  'preorder',
  'visibility',
] as const;
export type DdexDiffField = (typeof DDEX_DIFF_FIELDS)[number];
