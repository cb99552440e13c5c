// Artist type/gender of spec section 3 (Artist): stable codes stored on the artist record.
import type { LookupItem } from '../api';

export const ARTIST_TYPE_CODES = ['unknown', 'male', 'female', 'group', 'band', 'other'] as const;
export type ArtistTypeCode = (typeof ARTIST_TYPE_CODES)[number];

export const ARTIST_TYPES: readonly LookupItem[] = [
  { code: 'unknown', nameZh: '未知', nameEn: 'Unknown' },
  { code: 'male', nameZh: '男', nameEn: 'Male' },
  { code: 'female', nameZh: '女', nameEn: 'Female' },
  { code: 'group', nameZh: '组合', nameEn: 'Group' },
  { code: 'band', nameZh: '乐队', nameEn: 'Band' },
  { code: 'other', nameZh: '其他', nameEn: 'Others' },
];

export function isArtistTypeCode(value: string): value is ArtistTypeCode {
  return (ARTIST_TYPE_CODES as readonly string[]).includes(value);
}
