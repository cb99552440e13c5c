import { describe, expect, it } from 'vitest';
import { FILE_PURPOSES } from '../media/filePolicy';
import {
  IDENTITY_IMAGE_SLOTS,
  identitySlotsOf,
  isIdentityImageSlot,
  isIdentitySlotRequired,
  purposeOfSlot,
} from './identityImages';

describe('identity image slots', () => {
  it('gives a person both ID card sides and a company its licence; both a logo', () => {
    expect(identitySlotsOf('personal')).toEqual(['idFront', 'idBack', 'logo']);
    expect(identitySlotsOf('company')).toEqual(['licence', 'logo']);
    expect(IDENTITY_IMAGE_SLOTS.filter((s) => !isIdentitySlotRequired(s))).toEqual(['logo']);
  });

  it('keeps every slot to JPG/JPEG/PNG of at most 10 MB (spec section 5)', () => {
    for (const slot of IDENTITY_IMAGE_SLOTS) {
      const rule = FILE_PURPOSES[purposeOfSlot(slot)];
      expect(rule.extensions).toEqual(['jpg', 'jpeg', 'png']);
      expect(rule.maxBytes).toBe(10_000_000);
    }
  });

  it('knows its slots and nothing else', () => {
    expect(isIdentityImageSlot('licence')).toBe(true);
    for (const value of ['', 'avatar', 'LOGO', 1, null])
      expect(isIdentityImageSlot(value)).toBe(false);
  });
});
