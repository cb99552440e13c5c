// The organisation's identity images (spec sections 2 and 5): a personal licensor's ID card, both
// sides, or a company's business licence, and the organisation's logo. Each slot holds one image;
// the file rules (JPG/JPEG/PNG, at most 10 MB, content checked) are filePolicy's idImage and logo.
import type { FilePurpose } from '../media/filePolicy';

export const IDENTITY_IMAGE_SLOTS = ['idFront', 'idBack', 'licence', 'logo'] as const;
export type IdentityImageSlot = (typeof IDENTITY_IMAGE_SLOTS)[number];
export type IdentityAccountType = 'personal' | 'company';

const SLOTS_OF: Readonly<Record<IdentityAccountType, readonly IdentityImageSlot[]>> = {
  personal: ['idFront', 'idBack', 'logo'],
  company: ['licence', 'logo'],
};

/** The slots an account type fills, in the order a form shows them. */
export function identitySlotsOf(type: IdentityAccountType): readonly IdentityImageSlot[] {
  return SLOTS_OF[type];
}

/** The logo is optional; the identity document is not. */
export function isIdentitySlotRequired(slot: IdentityImageSlot): boolean {
  return slot !== 'logo';
}

export function isIdentityImageSlot(value: unknown): value is IdentityImageSlot {
  return typeof value === 'string' && (IDENTITY_IMAGE_SLOTS as readonly string[]).includes(value);
}

export function purposeOfSlot(slot: IdentityImageSlot): FilePurpose {
  return slot === 'logo' ? 'logo' : 'idImage';
}

/**
 * Uploads one unfinished registration may make, replacements included: every slot a few times
 * over. A public upload is tied to its registration link; this bounds what one link can store
 * (12 x 10 MB) until the registration is finished or pruned.
 */
export const MAX_REGISTRATION_UPLOADS = 12;

/** The stored image of a slot as the client shows it; `url` is a signed, expiring read link. */
export interface IdentityImage {
  slot: IdentityImageSlot;
  fileId: string;
  name: string;
  width: number | null;
  height: number | null;
  url: string;
}
