// The artist form's values (plain strings, as inputs hold them) and the record they stand for.
// Blank text becomes null, list fields are typed one item per line or comma; the rules themselves
// are the domain's (validateArtist: name and country required, avatar limits).
import type { Artist, ArtistType, ImageFacts, Issue } from '../../../domain/catalogue';
import { issue, TextLimits, validateArtist } from '../../../domain/catalogue';
import { deepEqual } from '../../../domain/sync/merge';

/** The client-writable fields of an artist (the server keeps counts and source). */
export type ArtistContent = Omit<
  Artist,
  'id' | 'orgId' | 'version' | 'updatedAt' | 'albumCount' | 'songCount' | 'source'
>;

export const ARTIST_TEXT_FIELDS = [
  'name',
  'countryCode',
  'displayLanguage',
  'alias',
  'foreignName',
  'occupation',
  'birthday',
  'birthplace',
  'postalCode',
  'agent',
  'contact',
  'website',
  'recordCompanyId',
  'representativeWorks',
  'introduction',
] as const;
export type ArtistTextField = (typeof ARTIST_TEXT_FIELDS)[number];

export const ARTIST_LIST_FIELDS = ['members', 'subGenreIds'] as const;
export type ArtistListField = (typeof ARTIST_LIST_FIELDS)[number];

export type ArtistFormValues = Record<ArtistTextField | ArtistListField, string> & {
  type: ArtistType;
  genreIds: string[];
  avatar: ImageFacts | null;
};

/** A lookup code is at most 64 characters (codeSchema); a member is a name. */
const LIST_ITEM_MAX: Readonly<Record<ArtistListField, number>> = {
  members: TextLimits.nameMax,
  subGenreIds: 64,
};

export function emptyArtistValues(): ArtistFormValues {
  const text = Object.fromEntries(
    [...ARTIST_TEXT_FIELDS, ...ARTIST_LIST_FIELDS].map((f) => [f, '']),
  ) as Record<ArtistTextField | ArtistListField, string>;
  return { ...text, type: 'unknown', genreIds: [], avatar: null };
}

/** Items typed one per line or separated by commas (Latin or Chinese), trimmed, without repeats. */
export function splitList(text: string): string[] {
  const items = text
    .split(/[\n,，、;；]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return [...new Set(items)];
}

export function joinList(items: readonly string[]): string {
  return items.join('\n');
}

export function artistValues(artist: Artist): ArtistFormValues {
  const values = emptyArtistValues();
  for (const field of ARTIST_TEXT_FIELDS) values[field] = artist[field] ?? '';
  return {
    ...values,
    members: joinList(artist.members),
    subGenreIds: joinList(artist.subGenreIds),
    type: artist.type,
    genreIds: [...artist.genreIds],
    avatar: artist.avatar,
  };
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The record the values describe: blank text as null, lists split. */
export function artistContent(values: ArtistFormValues): ArtistContent {
  const text = Object.fromEntries(ARTIST_TEXT_FIELDS.map((f) => [f, orNull(values[f])])) as Record<
    ArtistTextField,
    string | null
  >;
  return {
    ...text,
    // the name is never null: the schema wants a string and "required" says it is missing
    name: values.name.trim(),
    type: values.type,
    members: splitList(values.members),
    subGenreIds: splitList(values.subGenreIds),
    genreIds: [...values.genreIds],
    avatar: values.avatar,
  };
}

/** The fields that differ from the stored artist, as an update patch. */
export function artistPatch(artist: Artist, values: ArtistFormValues): Partial<ArtistContent> {
  const content = artistContent(values);
  const patch: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(content)) {
    if (!deepEqual(artist[field as keyof Artist], value)) patch[field] = value;
  }
  return patch as Partial<ArtistContent>;
}

/** The domain's artist rules, and list items longer than their field allows. */
export function artistFormIssues(values: ArtistFormValues): Issue[] {
  const content = artistContent(values);
  const issues = validateArtist(content);
  for (const field of ARTIST_LIST_FIELDS) {
    const max = LIST_ITEM_MAX[field];
    if (content[field].some((item) => item.length > max))
      issues.push(issue(field, 'too-long', { max }));
  }
  return issues;
}
