// ISO 3166-1 countries and regions (the product says "countries and regions": Hong Kong, Macao and
// Taiwan are regions). Codes and continents are data passed in; names come from CLDR.
import type { LookupItem } from '../api';
import { createNameResolver, type BilingualNames, type NameResolver } from './displayNames';

export interface RegionSource {
  /** ISO 3166-1 alpha-2 code (plus XK, Kosovo, which distributors use) */
  code: string;
  /** continent code of continents.ts */
  continent: string;
}

/**
 * Product wording that differs from CLDR's default zh-Hans name. CLDR says "台湾"; the portal's
 * mainland-Chinese market expects "中国台湾", in line with CLDR's own "中国香港特别行政区".
 */
export const REGION_NAME_OVERRIDES: Readonly<Record<string, Partial<BilingualNames>>> = {
  TW: { nameZh: '中国台湾' },
};

export function buildRegionItems(
  sources: readonly RegionSource[],
  resolve: NameResolver = createNameResolver('region'),
): LookupItem[] {
  return [...sources]
    .sort((a, b) => a.code.localeCompare(b.code))
    .map(({ code, continent }) => ({
      code,
      ...resolve(code),
      ...REGION_NAME_OVERRIDES[code],
      continent,
    }));
}
