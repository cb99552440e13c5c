// The seven continents with the two-letter codes used by the countries-and-regions list.
import type { LookupItem } from '../api';

export const CONTINENT_CODES = ['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA'] as const;
export type ContinentCode = (typeof CONTINENT_CODES)[number];

export const CONTINENTS: readonly LookupItem[] = [
  { code: 'AF', nameZh: '非洲', nameEn: 'Africa' },
  { code: 'AN', nameZh: '南极洲', nameEn: 'Antarctica' },
  { code: 'AS', nameZh: '亚洲', nameEn: 'Asia' },
  { code: 'EU', nameZh: '欧洲', nameEn: 'Europe' },
  { code: 'NA', nameZh: '北美洲', nameEn: 'North America' },
  { code: 'OC', nameZh: '大洋洲', nameEn: 'Oceania' },
  { code: 'SA', nameZh: '南美洲', nameEn: 'South America' },
];

export function isContinentCode(value: string): value is ContinentCode {
  return (CONTINENT_CODES as readonly string[]).includes(value);
}
