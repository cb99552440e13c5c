// Pieces several parts of a message share: titles in the display language plus their localized
// forms, display artists, P and C lines, durations and delivered files.
import type { Localization } from '../catalogue/media';
import type { ReleaseBundle, StoredFile } from './bundle';
import type { VersionValue } from './mappings';
import type { PartyPlan } from './partyTable';
import { toLanguageTag } from './vocabulary';
import type { XmlWriter } from './xmlWriter';

/** Milliseconds as an xs:duration: PT3M20S, PT1H2M3.5S. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const rest = total % 60_000;
  const seconds =
    rest % 1000 === 0 ? String(rest / 1000) : (rest / 1000).toFixed(3).replace(/0+$/, '');
  return `PT${hours > 0 ? `${hours}H` : ''}${minutes}M${seconds}S`;
}

/** Milliseconds as decimal seconds for clip timings (45.0, 12.5). */
export function formatSeconds(ms: number): string {
  return (ms / 1000).toFixed(3).replace(/0+$/, '').replace(/\.$/, '.0');
}

export interface TitleSet {
  /** the title in the record's display language */
  title: string;
  language: string | null;
  subTitle: string | null;
  localized: Array<{ language: string; title: string; subTitle: string | null }>;
}

export function titleSet(
  bundle: ReleaseBundle,
  entity: Localization['entity'],
  id: string,
  title: string,
  language: string | null,
  subTitle: string | null,
): TitleSet {
  const localized = bundle.localizations
    .filter(
      (l) => l.entity === entity && l.entityId === id && l.name !== null && l.name.trim() !== '',
    )
    .flatMap((l) => {
      const tag = toLanguageTag(l.language);
      return tag === null || tag === language
        ? []
        : [{ language: tag, title: l.name ?? '', subTitle: l.subTitle }];
    })
    .sort((a, b) => (a.language < b.language ? -1 : a.language > b.language ? 1 : 0));
  const unique = localized.filter(
    (l, i) => localized.findIndex((m) => m.language === l.language) === i,
  );
  return {
    title,
    language,
    subTitle: subTitle !== null && subTitle.trim() !== '' ? subTitle : null,
    localized: unique,
  };
}

/** DisplayTitleText and DisplayTitle for the default and every localized title (the schema's order). */
export function writeTitles(w: XmlWriter, titles: TitleSet): void {
  w.text('DisplayTitleText', titles.title, [
    ['LanguageAndScriptCode', titles.language],
    ['IsDefault', true],
  ]);
  for (const l of titles.localized)
    w.text('DisplayTitleText', l.title, [['LanguageAndScriptCode', l.language]]);
  w.el(
    'DisplayTitle',
    [
      ['LanguageAndScriptCode', titles.language],
      ['IsDefault', true],
    ],
    () => {
      w.text('TitleText', titles.title);
      w.text('SubTitle', titles.subTitle);
    },
  );
  for (const l of titles.localized) {
    w.el('DisplayTitle', [['LanguageAndScriptCode', l.language]], () => {
      w.text('TitleText', l.title);
      w.text('SubTitle', l.subTitle !== null && l.subTitle.trim() !== '' ? l.subTitle : null);
    });
  }
}

export function writeVersion(w: XmlWriter, version: VersionValue, namespace: string): void {
  if (version === null) return;
  if ('ddex' in version) w.text('VersionType', version.ddex);
  else
    w.text('VersionType', 'UserDefined', [
      ['Namespace', namespace],
      ['UserDefinedValue', version.userDefined],
    ]);
}

/** "A, B feat. C": main and other artists joined, featured ones after "feat.". */
export function displayArtistName(
  artists: ReadonlyArray<{ partyRef: string; role: string }>,
  parties: readonly PartyPlan[],
): string {
  const nameOf = (ref: string) => parties.find((p) => p.ref === ref)?.names[0]?.name ?? '';
  const lead = artists.filter((a) => a.role !== 'FeaturedArtist').map((a) => nameOf(a.partyRef));
  const featured = artists
    .filter((a) => a.role === 'FeaturedArtist')
    .map((a) => nameOf(a.partyRef));
  const main = (lead.length > 0 ? lead : featured).join(', ');
  return lead.length > 0 && featured.length > 0 ? `${main} feat. ${featured.join(', ')}` : main;
}

export function writeDisplayArtists(
  w: XmlWriter,
  artists: ReadonlyArray<{ partyRef: string; role: string }>,
  parties: readonly PartyPlan[],
  language: string | null,
): void {
  w.text('DisplayArtistName', displayArtistName(artists, parties), [
    ['LanguageAndScriptCode', language],
    ['IsDefault', true],
  ]);
  artists.forEach((artist, i) => {
    w.el('DisplayArtist', [['SequenceNumber', i + 1]], () => {
      w.text('ArtistPartyReference', artist.partyRef);
      w.text('DisplayArtistRole', artist.role);
    });
  });
}

/** The year of a YYYY-MM-DD date, or null. */
export function yearOf(date: string | null): string | null {
  return date !== null && /^\d{4}/.test(date) ? date.slice(0, 4) : null;
}

export function lineOwner(bundle: ReleaseBundle, id: string | null): string | null {
  if (id === null) return null;
  return bundle.plClines.find((l) => l.id === id)?.name ?? null;
}

export function writeLine(
  w: XmlWriter,
  kind: 'PLine' | 'CLine',
  owner: string | null,
  year: string | null,
): void {
  if (owner === null || owner.trim() === '') return;
  const symbol = kind === 'PLine' ? '℗' : '©';
  w.el(kind, undefined, () => {
    w.text('Year', year);
    w.text(`${kind}Company`, owner);
    w.text(`${kind}Text`, year === null ? `${symbol} ${owner}` : `${symbol} ${year} ${owner}`);
  });
}

export function writeFile(w: XmlWriter, uri: string, stored: StoredFile): void {
  w.el('File', undefined, () => {
    w.text('URI', uri);
    w.el('HashSum', undefined, () => {
      w.text('Algorithm', 'SHA-256');
      w.text('HashSumValue', stored.sha256.toLowerCase());
    });
    w.text('FileSize', stored.sizeBytes);
  });
}

export function writeProprietaryId(w: XmlWriter, namespace: string, value: string): void {
  w.text('ProprietaryId', value, [['Namespace', `DPID:${namespace}`]]);
}
