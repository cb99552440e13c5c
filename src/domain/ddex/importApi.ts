// The back office's DDEX import (album source 3, "backstage DDEX receive"): an upload answers its
// plan and is kept as a pending import; applying it writes the album into the organisation.
import { z } from 'zod';
import type { DdexProblem } from './codes';
import type { ImportPlan } from './importTypes';

export const DDEX_IMPORT_PATHS = {
  /** POST .json multipart: orgId, then the file (XML or zip) -> DdexImportPlanResult */
  plan: '/backoffice/ddex/import/plan',
  /** POST { importId, orgId } -> DdexImportApplied */
  apply: '/backoffice/ddex/import/apply',
  /** GET ?q= -> { list: BackofficeOrganisation[] }: the organisations an import can go into */
  organisations: '/backoffice/org/list',
} as const;

/** How long an uploaded message waits for its apply before it is thrown away. */
export const PENDING_IMPORT_MINUTES = 60;

export const importApplySchema = z.strictObject({ importId: z.uuid(), orgId: z.uuid() });
export type ImportApplyInput = z.infer<typeof importApplySchema>;

export const organisationSearchSchema = z.object({ q: z.string().max(100).optional() });

export interface BackofficeOrganisation {
  id: string;
  name: string;
}

/**
 * What applying the message would do: create an album, or nothing (a takedown: no deals, or every
 * deal ended by `today`, so the release is to be taken down, not created).
 */
export type ImportEffect = 'create' | 'takedown';

export function importEffectOf(plan: ImportPlan, today: string): ImportEffect {
  if (plan.album === null) return 'create';
  if (plan.deals === null) return 'takedown';
  const until = plan.deals.validUntil;
  return until !== null && until <= today ? 'takedown' : 'create';
}

/** A problem with its sentence in the reader's language (the server words it). */
export type WordedProblem = DdexProblem & { text: string };

export interface DdexImportPlanResult {
  /** the pending import to apply; null when the upload was refused outright (not a message) */
  importId: string | null;
  orgId: string;
  kind: 'xml' | 'zip';
  expiresAt: string | null;
  effect: ImportEffect;
  /** for a takedown: the organisation's album with the message's UPC, if it has one */
  takedownAlbumId: string | null;
  /** the album this message already made in the organisation: applying again is refused */
  importedAlbum: { albumId: string; albumName: string } | null;
  /** the zip's files the message names, found and hashed */
  found: Array<{ uri: string; sha256: string; sizeBytes: number }>;
  plan: ImportPlan;
  problems: WordedProblem[];
}

export interface DdexImportApplied {
  albumId: string;
  albumName: string;
  trackIds: string[];
  createdArtistIds: string[];
  createdRecordCompanyIds: string[];
  fileIds: string[];
}
