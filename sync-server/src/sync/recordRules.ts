// The domain's rules of one record as it will be stored (an update's payload merged over the stored
// record), per entity, in one place: the same validate* functions the client's forms run, so a
// refusal carries the code the client would have shown. `OrgFacts` brings what only the whole
// organisation's data can answer (checks.ts loads it). Only what the client refuses on save is
// refused here: format and range errors and the fields a record cannot exist without; a draft's
// missing details are left to the submission check (review.ts).
import { checkAlbumUpc } from '../../../src/domain/catalogue/albumUpc';
import type { Album } from '../../../src/domain/catalogue/album';
import type { EntityName } from '../../../src/domain/catalogue/entities';
import { CLIP_TYPES, type ClipType } from '../../../src/domain/catalogue/enums';
import { errorsOf, issue, type Issue } from '../../../src/domain/catalogue/issues';
import type { Accompaniment, Localization } from '../../../src/domain/catalogue/media';
import type { Artist } from '../../../src/domain/catalogue/parties';
import type {
  Authorization,
  RightsCountry,
  RightsHolder,
} from '../../../src/domain/catalogue/rights';
import type { Track } from '../../../src/domain/catalogue/track';
import { validateAlbum, validateAlbumCreate } from '../../../src/domain/catalogue/validateAlbum';
import { validateAuthorization } from '../../../src/domain/catalogue/validateAuthorization';
import { validateLocalization } from '../../../src/domain/catalogue/validateLocalization';
import { validateAccompaniment, validateClip } from '../../../src/domain/catalogue/validateMedia';
import {
  validateArtist,
  validatePartyName,
  validateRightsHolder,
} from '../../../src/domain/catalogue/validateParties';
import { validateRightsHolderEntry } from '../../../src/domain/catalogue/validateRights';
import {
  validateAudition,
  validateTrackCreate,
  validateTrackIdentifiers,
} from '../../../src/domain/catalogue/validateTrack';
import type { StoredRecord } from './tables';

/** What the rules need from the rest of the organisation; each entity reads only its own part. */
export interface OrgFacts {
  /** track: its cleaned ISRC belongs to another live track */
  isrcUsed: boolean;
  /** album: its UPC (as EAN-13) is another live album's */
  upcUsed: boolean;
  /** record company, P/C line: the names the same authorizing party already uses */
  takenNames: readonly string[];
  /** authorization binding: other live bindings of the same track */
  otherBindings: number;
  /** rights country: the holder's other records; localization: the other rows of the same album or track */
  siblings: readonly StoredRecord[];
  /** track clip: the length of its track's audio */
  trackDurationMs: number | null;
}

export const NO_FACTS: OrgFacts = {
  isrcUsed: false,
  upcUsed: false,
  takenNames: [],
  otherBindings: 0,
  siblings: [],
  trackDurationMs: null,
};

// Stored records passed zod's schema on the way in, so reading them as the domain types is sound.
const read = <T>(record: StoredRecord): Partial<T> => record as Partial<T>;

function albumIssues(record: StoredRecord, facts: OrgFacts): Issue[] {
  const album = read<Album>(record);
  return [
    ...validateAlbumCreate(album),
    // the UPC is needed for review only; a wrong one is refused at once (as albumForm does)
    ...checkAlbumUpc(album, { isUpcUsed: () => facts.upcUsed }).filter(
      (i) => i.code !== 'required',
    ),
    ...validateAlbum(album).filter((i) => i.code === 'date-order'),
  ];
}

function trackIssues(record: StoredRecord, facts: OrgFacts): Issue[] {
  const track = read<Track>(record);
  return [
    ...validateTrackCreate(track),
    ...validateTrackIdentifiers(track, { isIsrcUsed: () => facts.isrcUsed }),
    ...validateAudition(
      {
        isAudition: track.isAudition ?? false,
        start: track.auditionStartMs,
        end: track.auditionEndMs,
      },
      track.audio?.durationMs ?? null,
    ),
  ];
}

function rightsCountryIssues(record: StoredRecord, facts: OrgFacts): Issue[] {
  // the drawer's own check over the holder's records, this one last: its list says "no country twice"
  const records = [...facts.siblings, record].map((r) => read<RightsCountry>(r));
  return validateRightsHolderEntry({}, records).countries.at(-1) ?? [];
}

function authorizationIssues(record: StoredRecord): Issue[] {
  const auth = read<Authorization>(record);
  const issues = validateAuthorization(auth);
  // the metadata attachment takes the attachment's formats (as authorizationForm says)
  if (auth.metadataAttachment) {
    const metadata = validateAuthorization({ ...auth, attachment: auth.metadataAttachment }).filter(
      (i) => i.field === 'attachment',
    );
    issues.push(...metadata.map((i) => ({ ...i, field: 'metadataAttachment' })));
  }
  return issues;
}

function clipIssues(record: StoredRecord, facts: OrgFacts): Issue[] {
  const type = (CLIP_TYPES as readonly unknown[]).includes(record.type)
    ? (record.type as ClipType)
    : CLIP_TYPES[0];
  const clip = {
    title: record.title as string | undefined,
    type,
    start: record.startMs as number | null,
    duration: record.durationMs as number | null,
  };
  return validateClip(
    { ...clip, file: record.file as Parameters<typeof validateClip>[0]['file'] },
    facts.trackDurationMs,
  );
}

/** Every issue of the record (errors and warnings), whichever fields the op set. */
export function recordIssues(entity: EntityName, record: StoredRecord, facts: OrgFacts): Issue[] {
  switch (entity) {
    case 'album':
      return albumIssues(record, facts);
    case 'track':
      return trackIssues(record, facts);
    case 'artist':
      return validateArtist(read<Artist>(record));
    case 'recordCompany':
    case 'plCline':
      return validatePartyName(
        typeof record.name === 'string' ? record.name : null,
        facts.takenNames,
      );
    case 'rightsHolder':
      return validateRightsHolder(read<RightsHolder>(record));
    case 'rightsCountry':
      return rightsCountryIssues(record, facts);
    case 'authorization':
      return authorizationIssues(record);
    case 'authorizationTrack':
      return facts.otherBindings > 0
        ? [issue('trackId', 'track-multiple-authorizations', { count: facts.otherBindings + 1 })]
        : [];
    case 'trackClip':
      return clipIssues(record, facts);
    case 'accompaniment':
      return validateAccompaniment(read<Accompaniment>(record));
    case 'localization': {
      const row = read<Localization>(record);
      const siblings = facts.siblings
        .map((s) => read<Localization>(s))
        .filter((s) => s.entity === row.entity && typeof s.language === 'string');
      return validateLocalization(row, siblings as Localization[]);
    }
    case 'material':
    case 'lyrics':
      // no client form checks these beyond their schema (validateOpPayload)
      return [];
  }
}

/**
 * Fields whose change makes other fields' issues count too: a rule over several fields (a clip's
 * window, a period, a name per party) is judged again when any of them changes. The track and
 * album entries copy their forms' recordFieldsOf, which block only on the fields a save edits.
 */
const ALSO_JUDGES: Partial<Record<EntityName, Readonly<Record<string, readonly string[]>>>> = {
  album: { upcMode: ['upc'] },
  track: { isAudition: ['auditionStartMs', 'auditionEndMs'] },
  recordCompany: { authorizationCompanyId: ['name'] },
  plCline: { authorizationCompanyId: ['name'] },
  rightsCountry: { periodStart: ['periodEnd'], rightsHolderId: ['countryCode'] },
  authorizationTrack: { authorizationId: ['trackId'] },
  trackClip: {
    trackId: ['type', 'startMs', 'durationMs'],
    type: ['startMs', 'durationMs', 'file'],
    startMs: ['durationMs'],
    file: ['durationMs', 'type'],
  },
  localization: { entity: ['language', 'overseasCover'], entityId: ['language'] },
};

/** The fields whose issues an op answers for: the ones it sets and the ones they bear on. */
export function judgedFields(entity: EntityName, fields: readonly string[]): Set<string> {
  const judged = new Set(fields);
  const links = ALSO_JUDGES[entity] ?? {};
  for (const field of fields) for (const other of links[field] ?? []) judged.add(other);
  return judged;
}

/**
 * The errors that refuse the op: those about the fields it sets (or bears on). A value already
 * stored wrong, e.g. a cover a later file check found too small, never blocks an edit of another field.
 */
export function refusingIssues(
  entity: EntityName,
  issues: readonly Issue[],
  fields: readonly string[],
): Issue[] {
  const judged = judgedFields(entity, fields);
  return errorsOf(issues).filter((i) => judged.has(i.field));
}
