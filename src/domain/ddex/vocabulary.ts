// Territories, languages and genres in DDEX's words. Territories are DDEX's CurrentTerritoryCode
// (ISO 3166-1 alpha-2 as DDEX keeps them, with XK, plus Worldwide); languages are BCP 47 tags in the
// schema's LanguageAndScriptCode shape; genres go out as their English names, which stores expect.
import { GENRES } from '../reference/genres';

/** The two-letter codes of allowed-value-sets.xsd's CurrentTerritoryCode (AvsVersionId 3). */
export const DDEX_TERRITORY_CODES: ReadonlySet<string> = new Set(
  [
    'AD AE AF AG AI AL AM AN AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR',
    'BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CS CU CV CW CX CY CZ DE DJ DK DM DO DZ',
    'EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY',
    'HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA',
    'LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY',
    'MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS',
    'RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM',
    'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW XK',
  ]
    .join(' ')
    .split(' '),
);

export const WORLDWIDE = 'Worldwide';

/** Our territory code in DDEX's form, or null when DDEX has no such territory. */
export function toDdexTerritory(code: string): string | null {
  if (code.toLowerCase() === 'worldwide') return WORLDWIDE;
  const upper = code.trim().toUpperCase();
  return DDEX_TERRITORY_CODES.has(upper) ? upper : null;
}

/** The schema's LanguageAndScriptCode pattern (lang[-script][-region][-variant]). */
const LANGUAGE_TAG =
  /^[a-zA-Z]{2,3}(-[a-zA-Z]+)?(-[a-zA-Z]{2}|-[0-9]{3})?(-[a-zA-Z][a-zA-Z0-9]{4}[a-zA-Z0-9]*)?$/;

/**
 * A language code as a BCP 47 tag in canonical case (zh-hans -> zh-Hans, PT-br -> pt-BR), or null
 * when it does not fit the schema's pattern.
 */
export function toLanguageTag(code: string | null | undefined): string | null {
  if (code === null || code === undefined) return null;
  const trimmed = code.trim().replace(/_/g, '-');
  if (!LANGUAGE_TAG.test(trimmed)) return null;
  return trimmed
    .split('-')
    .map((part, i) => {
      if (i === 0) return part.toLowerCase();
      if (part.length === 4 && /^[a-zA-Z]+$/.test(part))
        return part[0].toUpperCase() + part.slice(1).toLowerCase();
      if (part.length === 2) return part.toUpperCase();
      return part.toLowerCase();
    })
    .join('-');
}

/** Our language tag for one read from a message (the reverse: the same canonical form). */
export function fromLanguageTag(tag: string | null | undefined): string | null {
  return toLanguageTag(tag);
}

/** Sung language "zxx" (no linguistic content) marks an instrumental, as DDEX uses it. */
export const NO_LINGUISTIC_CONTENT = 'zxx';

/** The English genre name stores expect; an unknown code goes out as itself. */
export function genreText(code: string): string {
  return GENRES.find((g) => g.code === code)?.nameEn ?? code;
}

/** Our genre code for a DDEX GenreText, matched on the English or Chinese name, or null. */
export function genreCodeOf(text: string): string | null {
  const wanted = text.trim().toLowerCase();
  return (
    GENRES.find(
      (g) => g.nameEn.toLowerCase() === wanted || g.nameZh === text.trim() || g.code === wanted,
    )?.code ?? null
  );
}
