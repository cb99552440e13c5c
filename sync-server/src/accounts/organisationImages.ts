// The organisation's identity images (organisation_images): a slot names one verified file of the
// organisation. Sign-up stores them through its registration link, a public route: the link is
// the only key, the slots are the account type's, and one registration stores at most
// MAX_REGISTRATION_UPLOADS files, so an open link cannot be used as free storage.
import {
  identitySlotsOf,
  MAX_REGISTRATION_UPLOADS,
  purposeOfSlot,
  type IdentityImage,
  type IdentityImageSlot,
} from '../../../src/domain/accounts/identityImages';
import type { ApiLanguage } from '../../../src/domain/locale';
import type { Clock } from '../clock';
import type { Queryable } from '../db/db';
import { signPlayUrl } from '../files/fileAccess';
import { fileRejectedError, uploadError } from '../files/fileErrors';
import { ApiError } from '../http/apiError';
import { storeFormFile, type FormFile } from '../files/formUpload';
import type { UploadContext } from '../files/uploads';
import { loadRegistration, peekRegistration } from './registration';

/** Who a registration link belongs to: the organisation and first administrator it created. */
export interface RegistrationOwner {
  orgId: string;
  userId: string;
  accountType: 'personal' | 'company';
}

/** The unfinished registration behind a live link (refusals as registration.ts words them). */
export async function resolveRegistrationOwner(
  q: Queryable,
  clock: Clock,
  token: string,
): Promise<RegistrationOwner> {
  const { record } = await peekRegistration(q, clock, token);
  const row = await loadRegistration(q, record);
  return { orgId: row.org_id, userId: row.user_id, accountType: row.account_type };
}

/** The organisation a session belongs to, as an owner of identity images (subject info). */
export async function resolveSessionOwner(
  q: Queryable,
  auth: { orgId: string; userId: string },
): Promise<RegistrationOwner> {
  const { rows } = await q.query<{ account_type: 'personal' | 'company' }>(
    'SELECT account_type FROM organisations WHERE id = $1',
    [auth.orgId],
  );
  if (!rows[0]) throw new ApiError('notFound');
  return { orgId: auth.orgId, userId: auth.userId, accountType: rows[0].account_type };
}

/**
 * Stores one image in its slot: the file pipeline verifies it (type from its bytes, size,
 * pixels). `isRegistration`: a public upload by a registration link, held to
 * MAX_REGISTRATION_UPLOADS (a registration's organisation has no other files).
 */
export async function storeOrganisationImage(
  ctx: UploadContext,
  owner: RegistrationOwner,
  slot: IdentityImageSlot,
  file: Omit<FormFile, 'purpose'>,
  language: ApiLanguage,
  options: { signingSecret: string; isRegistration: boolean },
): Promise<IdentityImage> {
  if (!identitySlotsOf(owner.accountType).includes(slot)) {
    file.body.resume();
    throw uploadError('image-slot-invalid', language);
  }
  if (options.isRegistration) {
    const { rows } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM files WHERE org_id = $1',
      [owner.orgId],
    );
    if ((rows[0]?.n ?? 0) >= MAX_REGISTRATION_UPLOADS) {
      file.body.resume();
      throw uploadError('upload-count-exceeded', language, { max: MAX_REGISTRATION_UPLOADS });
    }
  }
  const stored = await storeFormFile(
    ctx,
    owner,
    { ...file, purpose: purposeOfSlot(slot) },
    language,
  );
  if (stored.status === 'rejected') throw fileRejectedError(stored, language);
  const now = ctx.now?.() ?? new Date();
  await ctx.db.query(
    `INSERT INTO organisation_images (org_id, slot, file_id, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (org_id, slot) DO UPDATE SET file_id = EXCLUDED.file_id, created_at = EXCLUDED.created_at`,
    [owner.orgId, slot, stored.id, now],
  );
  const [image] = await listOrganisationImages(ctx.db, owner, options.signingSecret, slot);
  return image;
}

interface ImageRow {
  slot: IdentityImageSlot;
  file_id: string;
  name: string;
  facts: Record<string, unknown> | null;
}

const pixels = (facts: Record<string, unknown> | null, key: string): number | null =>
  typeof facts?.[key] === 'number' ? facts[key] : null;

/** The organisation's images, each with a signed read link for `reader` (who must be a member). */
export async function listOrganisationImages(
  q: Queryable,
  reader: { orgId: string; userId: string },
  signingSecret: string,
  only?: IdentityImageSlot,
): Promise<IdentityImage[]> {
  const { rows } = await q.query<ImageRow>(
    `SELECT i.slot, i.file_id, f.name, f.facts
       FROM organisation_images i JOIN files f ON f.id = i.file_id AND f.org_id = i.org_id
      WHERE i.org_id = $1 AND f.status = 'verified' AND ($2::text IS NULL OR i.slot = $2)
      ORDER BY i.slot`,
    [reader.orgId, only ?? null],
  );
  return rows.map((row) => ({
    slot: row.slot,
    fileId: row.file_id,
    name: row.name,
    width: pixels(row.facts, 'width'),
    height: pixels(row.facts, 'height'),
    // the stream route checks these links against the wall clock, as it does for playback
    url: signPlayUrl(signingSecret, row.file_id, reader.userId).url,
  }));
}
