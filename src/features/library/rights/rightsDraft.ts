// The rights holder drawer as plain data: a holder and its country records as the inputs hold
// them, checked by the domain (validateRightsHolderEntry), and turned into the edits to write in
// one transaction — the holder first, then each country record created, changed or removed — so
// the server always receives a parent before its children.
import type { RightsCountry, RightsHolder, RightsHolderType } from '../../../domain/catalogue';
import {
  formatRightsPercentage,
  parseRightsPercentage,
  validateRightsHolderEntry,
  type RightsHolderCheck,
} from '../../../domain/catalogue/validateRights';

export interface CountryDraft {
  /** stable key of the row in the drawer */
  key: string;
  /** the stored record, when the row edits one */
  id: string | null;
  countryCode: string;
  /** as typed */
  percentage: string;
  opInfo: string;
  spInfo: string;
  periodStart: string;
  periodEnd: string;
}

export interface HolderDraft {
  id: string | null;
  type: RightsHolderType | '';
  name: string;
  email: string;
  countries: CountryDraft[];
}

/** Whose rights: an album as a whole, or one track (with the album it sits on, if any). */
export type RightsOwner =
  { kind: 'album'; albumId: string } | { kind: 'track'; trackId: string; albumId: string | null };

let keySeq = 0;
export function nextRowKey(): string {
  keySeq += 1;
  return `row-${keySeq}`;
}

export function emptyCountry(): CountryDraft {
  return {
    key: nextRowKey(),
    id: null,
    countryCode: '',
    percentage: '',
    opInfo: '',
    spInfo: '',
    periodStart: '',
    periodEnd: '',
  };
}

/** A new holder starts with one empty country record: a holder without one carries no rights. */
export function newHolderDraft(): HolderDraft {
  return { id: null, type: '', name: '', email: '', countries: [emptyCountry()] };
}

export function holderToDraft(
  holder: RightsHolder,
  countries: readonly RightsCountry[],
): HolderDraft {
  return {
    id: holder.id,
    type: holder.type,
    name: holder.name,
    email: holder.email ?? '',
    countries: countries.map((c) => ({
      key: nextRowKey(),
      id: c.id,
      countryCode: c.countryCode ?? '',
      percentage: formatRightsPercentage(c.percentage),
      opInfo: c.opInfo ?? '',
      spInfo: c.spInfo ?? '',
      periodStart: c.periodStart ?? '',
      periodEnd: c.periodEnd ?? '',
    })),
  };
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

export function checkDraft(draft: HolderDraft): RightsHolderCheck {
  return validateRightsHolderEntry(
    {
      type: draft.type === '' ? undefined : draft.type,
      name: draft.name,
      email: orNull(draft.email),
    },
    draft.countries.map((c) => ({
      countryCode: orNull(c.countryCode),
      percentage: c.percentage,
      periodStart: orNull(c.periodStart),
      periodEnd: orNull(c.periodEnd),
    })),
  );
}

export type RightsWrite =
  | { kind: 'create'; entity: 'rightsHolder' | 'rightsCountry'; record: Record<string, unknown> }
  | {
      kind: 'update';
      entity: 'rightsHolder' | 'rightsCountry';
      id: string;
      patch: Record<string, unknown>;
    }
  | { kind: 'delete'; entity: 'rightsHolder' | 'rightsCountry'; id: string };

function countryFields(
  c: CountryDraft,
  holderId: string,
  albumId: string | null,
): Record<string, unknown> {
  return {
    rightsHolderId: holderId,
    albumId,
    countryCode: orNull(c.countryCode),
    percentage: parseRightsPercentage(c.percentage),
    opInfo: orNull(c.opInfo),
    spInfo: orNull(c.spInfo),
    periodStart: orNull(c.periodStart),
    periodEnd: orNull(c.periodEnd),
  };
}

/**
 * The edits that store a checked draft. `newHolderId` names a new holder (the caller makes ids),
 * `stored` are the holder's country records now. Updates send every field; the repository drops
 * the ones that did not change.
 */
export function planWrites(
  draft: HolderDraft,
  owner: RightsOwner,
  stored: readonly RightsCountry[],
  newHolderId: () => string,
): RightsWrite[] {
  const holder = { type: draft.type, name: draft.name.trim(), email: orNull(draft.email) };
  const writes: RightsWrite[] = [];
  let holderId = draft.id;
  if (holderId === null) {
    holderId = newHolderId();
    // a track's holder names only the track: the server finds the album through it
    const ownerFields =
      owner.kind === 'album'
        ? { albumId: owner.albumId, trackId: null }
        : { albumId: null, trackId: owner.trackId };
    writes.push({
      kind: 'create',
      entity: 'rightsHolder',
      record: { id: holderId, ...holder, ...ownerFields },
    });
  } else {
    writes.push({ kind: 'update', entity: 'rightsHolder', id: holderId, patch: holder });
  }
  // A record whose country changes is replaced (deleted, then created anew) and every delete goes
  // first: updated in place, two records that swap countries would each meet the other's old
  // country on the way and be refused as duplicates, though the draft as a whole has none.
  const storedById = new Map(stored.map((record) => [record.id, record]));
  const deletes: RightsWrite[] = [];
  const updates: RightsWrite[] = [];
  const creates: RightsWrite[] = [];
  const kept = new Set(draft.countries.map((c) => c.id).filter((id): id is string => id !== null));
  for (const record of stored)
    if (!kept.has(record.id))
      deletes.push({ kind: 'delete', entity: 'rightsCountry', id: record.id });
  for (const c of draft.countries) {
    const fields = countryFields(c, holderId, owner.albumId);
    const before = c.id === null ? undefined : storedById.get(c.id);
    if (c.id === null) creates.push({ kind: 'create', entity: 'rightsCountry', record: fields });
    else if (before !== undefined && before.countryCode !== fields.countryCode) {
      deletes.push({ kind: 'delete', entity: 'rightsCountry', id: c.id });
      creates.push({ kind: 'create', entity: 'rightsCountry', record: fields });
    } else updates.push({ kind: 'update', entity: 'rightsCountry', id: c.id, patch: fields });
  }
  return [...writes, ...deletes, ...updates, ...creates];
}

/** Removing a holder: its country records first, then the holder (children before their parent). */
export function planRemoval(
  holder: Pick<RightsHolder, 'id'>,
  countries: readonly Pick<RightsCountry, 'id'>[],
): RightsWrite[] {
  return [
    ...countries.map((c): RightsWrite => ({ kind: 'delete', entity: 'rightsCountry', id: c.id })),
    { kind: 'delete', entity: 'rightsHolder', id: holder.id },
  ];
}
