// The DDEX import's calls (staff). Nothing is cached or queued: a plan and an import are the
// server's answers, and the screen says so when offline.
import { api } from '../../app/api/api';
import {
  DDEX_IMPORT_PATHS,
  type BackofficeOrganisation,
  type DdexImportApplied,
  type DdexImportPlanResult,
} from '../../domain/ddex/importApi';

const TEN_MINUTES = 10 * 60_000;

export async function searchOrganisations(
  q: string,
  signal: AbortSignal,
): Promise<BackofficeOrganisation[]> {
  const { list } = await api.request<{ list: BackofficeOrganisation[] }>(
    DDEX_IMPORT_PATHS.organisations,
    { query: q === '' ? {} : { q }, signal },
  );
  return list;
}

/** The organisation before the file: the server streams the file as it arrives. */
export function planImport(orgId: string, file: File): Promise<DdexImportPlanResult> {
  const form = new FormData();
  form.append('orgId', orgId);
  form.append('file', file, file.name);
  return api.request<DdexImportPlanResult>(DDEX_IMPORT_PATHS.plan, {
    method: 'POST',
    body: form,
    // a zip with its audio takes a while to arrive and to be hashed
    timeoutMs: TEN_MINUTES,
  });
}

export function applyImport(importId: string, orgId: string): Promise<DdexImportApplied> {
  return api.request<DdexImportApplied>(DDEX_IMPORT_PATHS.apply, {
    method: 'POST',
    body: { importId, orgId },
    timeoutMs: TEN_MINUTES,
  });
}
