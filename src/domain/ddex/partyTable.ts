// The message's PartyList: artists and record companies by record id, people and companies known
// only by name (credits, rights holders) by their exact name, each numbered P1, P2, ... in the
// order the message first names them.
import type { ReleaseBundle } from './bundle';
import { ddexError, type DdexProblem } from './codes';
import { toLanguageTag } from './vocabulary';

export interface PartyName {
  name: string;
  language: string | null;
}

export interface PartyPlan {
  ref: string;
  names: PartyName[];
  /** our record id (artist or record company), sent as a ProprietaryId so a re-import matches it */
  recordId: string | null;
}

export class PartyTable {
  private readonly parties: PartyPlan[] = [];
  private readonly byKey = new Map<string, string>();

  constructor(private readonly bundle: ReleaseBundle) {}

  private add(key: string, names: PartyName[], recordId: string | null): string {
    const known = this.byKey.get(key);
    if (known !== undefined) return known;
    const ref = `P${this.parties.length + 1}`;
    this.parties.push({ ref, names, recordId });
    this.byKey.set(key, ref);
    return ref;
  }

  /** An artist record's party, or null (with a problem) when the bundle lacks the artist. */
  forArtist(
    artistId: string,
    problems: DdexProblem[],
    params: Record<string, string | number>,
  ): string | null {
    const artist = this.bundle.artists.find((a) => a.id === artistId);
    if (artist === undefined) {
      problems.push(ddexError('party-unknown', { ...params, id: artistId }));
      return null;
    }
    const names: PartyName[] = [
      { name: artist.name, language: toLanguageTag(artist.displayLanguage) },
    ];
    if (
      artist.foreignName !== null &&
      artist.foreignName.trim() !== '' &&
      artist.foreignName !== artist.name
    ) {
      names.push({ name: artist.foreignName, language: null });
    }
    return this.add(`artist:${artist.id}`, names, artist.id);
  }

  /** A record company's party, or null when the bundle lacks it. */
  forLabel(recordCompanyId: string): string | null {
    const company = this.bundle.recordCompanies.find((c) => c.id === recordCompanyId);
    if (company === undefined) return null;
    return this.add(
      `label:${company.id}`,
      [{ name: company.name, language: toLanguageTag(company.displayLanguage) }],
      company.id,
    );
  }

  /** A party known by its name only: one party per distinct name. */
  forName(name: string): string {
    const trimmed = name.trim();
    return this.add(`name:${trimmed}`, [{ name: trimmed, language: null }], null);
  }

  list(): PartyPlan[] {
    return this.parties;
  }
}
