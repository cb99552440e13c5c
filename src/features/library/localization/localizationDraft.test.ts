import { describe, expect, it } from 'vitest';
import type { Localization } from '../../../domain/catalogue';
import { makeCover, testId } from '../../../domain/catalogue/testing';
import {
  checkLocalizationDraft,
  draftToFields,
  newLocalizationDraft,
  rowToDraft,
} from './localizationDraft';

const ALBUM = testId(600);
const owner = { entity: 'album', entityId: ALBUM, albumId: ALBUM } as const;

function row(overrides: Partial<Localization> = {}): Localization {
  return {
    id: testId(601),
    orgId: 'org-1',
    version: 1,
    updatedAt: '2026-01-01T00:00:00.000Z',
    entity: 'album',
    entityId: ALBUM,
    albumId: ALBUM,
    language: 'en',
    name: 'Blue Hour',
    subTitle: null,
    introduction: null,
    overseasCover: null,
    ...overrides,
  };
}

describe('the localization draft', () => {
  it('asks for a language and a name', () => {
    expect(
      checkLocalizationDraft(newLocalizationDraft(), owner, []).map((i) => `${i.field}:${i.code}`),
    ).toEqual(['language:required', 'name:required']);
  });

  it('refuses a second row in a language, but not the row being edited', () => {
    const draft = { ...newLocalizationDraft(), language: 'en', name: 'Other' };
    expect(checkLocalizationDraft(draft, owner, [row()]).map((i) => i.code)).toEqual([
      'localization-language-duplicate',
    ]);
    expect(
      checkLocalizationDraft({ ...rowToDraft(row()), name: 'Renamed' }, owner, [row()]),
    ).toEqual([]);
  });

  it('saves blank texts as null, keeps the introduction as typed, and no cover on a track row', () => {
    const cover = makeCover({ widthPx: 3000, heightPx: 3000 });
    const draft = {
      ...newLocalizationDraft(),
      language: 'en',
      name: ' Dawn ',
      subTitle: ' ',
      introduction: 'Line 1\nLine 2 ',
      overseasCover: cover,
    };
    expect(draftToFields(draft, owner)).toEqual({
      entity: 'album',
      entityId: ALBUM,
      albumId: ALBUM,
      language: 'en',
      name: 'Dawn',
      subTitle: null,
      introduction: 'Line 1\nLine 2 ',
      overseasCover: cover,
    });
    expect(
      draftToFields(draft, { entity: 'track', entityId: testId(602), albumId: null }).overseasCover,
    ).toBeNull();
  });

  it('checks the overseas cover of an album row', () => {
    const draft = {
      ...newLocalizationDraft(),
      language: 'en',
      name: 'A',
      overseasCover: makeCover({ widthPx: 1400, heightPx: 1400 }),
    };
    expect(checkLocalizationDraft(draft, owner, []).map((i) => i.code)).toEqual([
      'overseas-cover-size',
    ]);
  });
});
