// The /account/subjectInfo calls. The identity and its images go into the device cache (read
// offline from there); a change needs the server and is never queued.
import { api } from '../../app/api/api';
import { putCached } from '../../data/cacheRepo';
import type { IdentityImage, IdentityImageSlot } from '../../domain/accounts/identityImages';
import type { SubjectInfo } from '../../domain/accounts/subjectInfo';
import { PATHS } from '../../domain/api';

export async function refreshSubject(signal: AbortSignal): Promise<void> {
  const [info, stored] = await Promise.all([
    api.request<SubjectInfo>(PATHS.subjectInfo, { signal }),
    api.request<{ slots: IdentityImageSlot[]; images: IdentityImage[] }>(PATHS.organisationImages, {
      method: 'POST',
      body: {},
      signal,
    }),
  ]);
  await putCached('subjectInfo', { info, slots: stored.slots, images: stored.images });
}

export const postSubjectInfo = (body: Omit<SubjectInfo, 'accountType'>) =>
  api.request<SubjectInfo>(PATHS.updateSubjectInfo, { method: 'POST', body });

/** One identity image of the session's organisation; the server checks it again. */
export function postOrganisationImage(slot: IdentityImageSlot, file: File): Promise<IdentityImage> {
  // the slot before the file: the server streams the file as it arrives
  const form = new FormData();
  form.append('slot', slot);
  form.append('file', file, file.name);
  return api.request<IdentityImage>(PATHS.organisationImage, { method: 'POST', body: form });
}
