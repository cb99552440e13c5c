// Reports name territories by ISO 3166-1 alpha-2; the world map's shapes by ISO numeric. A code the
// map cannot place (unknown, "ZZ", a typo) is kept and listed, never dropped and never a crash.
import { NUMERIC_TO_ALPHA2, TERRITORY_POINTS } from './territoryTable';

export interface TerritoryValue {
  territory: string;
  value: bigint;
}

const ALPHA2_TO_NUMERIC: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(NUMERIC_TO_ALPHA2).map(([numeric, alpha2]) => [alpha2, numeric]),
);

/** Alpha-2 of a map shape's id ("156" -> "CN"); undefined for an id ISO does not list. */
export function numericToAlpha2(id: string | number | undefined): string | undefined {
  if (id === undefined) return undefined;
  return NUMERIC_TO_ALPHA2[String(id).padStart(3, '0')];
}

export function alpha2ToNumeric(code: string): string | undefined {
  return ALPHA2_TO_NUMERIC[code.toUpperCase()];
}

export function isIsoTerritory(code: string): boolean {
  return alpha2ToNumeric(code) !== undefined;
}

/** A point for territories too small for the world map's shapes (Hong Kong, Singapore...). */
export function territoryPoint(code: string): readonly [number, number] | undefined {
  return TERRITORY_POINTS[code.toUpperCase()];
}

export interface TerritoryJoin {
  /** alpha-2 (upper case) -> summed value, for ISO codes */
  byCode: Map<string, bigint>;
  /** codes that are not ISO 3166-1 (as written in the report), with their summed values */
  unknown: TerritoryValue[];
}

/**
 * Sums values per territory (a report may list one territory on several lines) and separates codes
 * the map cannot place. Codes are matched case-insensitively and trimmed; an empty code is unknown.
 */
export function joinTerritories(values: readonly TerritoryValue[]): TerritoryJoin {
  const byCode = new Map<string, bigint>();
  const unknown = new Map<string, bigint>();
  for (const { territory, value } of values) {
    const code = territory.trim().toUpperCase();
    const target = isIsoTerritory(code) ? byCode : unknown;
    const key = target === byCode ? code : territory;
    target.set(key, (target.get(key) ?? 0n) + value);
  }
  return {
    byCode,
    unknown: [...unknown].map(([territory, value]) => ({ territory, value })),
  };
}

/** Rows for the table view: every territory, largest first, ties by code. */
export function rankTerritories(values: readonly TerritoryValue[]): TerritoryValue[] {
  return [...values].sort((a, b) =>
    a.value === b.value ? a.territory.localeCompare(b.territory) : a.value > b.value ? -1 : 1,
  );
}
