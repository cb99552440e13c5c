// Names of regions and languages come from the runtime's CLDR data (Intl.DisplayNames), which
// Node (full ICU) and every current browser ship, so the lists stay real without a name table.
import type { LookupItem } from '../api';

export type NameKind = 'region' | 'language';

export interface BilingualNames {
  nameZh: string;
  nameEn: string;
}

/** Resolves a code to its zh-Hans and English names; an unknown code falls back to itself. */
export type NameResolver = (code: string) => BilingualNames;

export function createNameResolver(kind: NameKind): NameResolver {
  const zh = new Intl.DisplayNames(['zh-Hans'], { type: kind, fallback: 'code' });
  const en = new Intl.DisplayNames(['en'], { type: kind, fallback: 'code' });
  return (code) => ({ nameZh: zh.of(code) ?? code, nameEn: en.of(code) ?? code });
}

/** Builds lookup items for codes, letting a small override table win over CLDR. */
export function buildNamedItems(
  codes: readonly string[],
  resolve: NameResolver,
  overrides: Readonly<Record<string, BilingualNames>> = {},
): LookupItem[] {
  return codes.map((code) => ({ code, ...(overrides[code] ?? resolve(code)) }));
}
