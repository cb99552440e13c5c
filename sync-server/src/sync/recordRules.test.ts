import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeAlbum, makeAudio, makeCover, makeTrack } from '../../../src/domain/catalogue/testing';
import { validateRightsPercentage } from '../../../src/domain/catalogue/validateParties';
import { judgedFields, NO_FACTS, recordIssues, refusingIssues, type OrgFacts } from './recordRules';
import type { StoredRecord } from './tables';
import type { EntityName } from '../../../src/domain/catalogue/entities';

/** The codes that refuse an op setting `fields` of `record`. */
function refused(
  entity: EntityName,
  record: StoredRecord,
  fields: readonly string[],
  facts: Partial<OrgFacts> = {},
): string[] {
  return refusingIssues(
    entity,
    recordIssues(entity, record, { ...NO_FACTS, ...facts }),
    fields,
  ).map((i) => `${i.field}:${i.code}`);
}
const all = (record: StoredRecord) => Object.keys(record);

const country = (overrides: StoredRecord = {}): StoredRecord => ({
  rightsHolderId: 'h',
  albumId: null,
  countryCode: 'CN',
  opInfo: null,
  spInfo: null,
  percentage: 50,
  periodStart: null,
  periodEnd: null,
  ...overrides,
});
const clip = (overrides: StoredRecord = {}): StoredRecord => ({
  trackId: 't',
  title: 'Hook',
  type: 1,
  startMs: 0,
  durationMs: 30_000,
  tag: null,
  file: null,
  ...overrides,
});
const localization = (overrides: StoredRecord = {}): StoredRecord => ({
  entity: 'album',
  entityId: 'a',
  albumId: 'a',
  language: 'en',
  name: 'Name',
  subTitle: null,
  introduction: null,
  overseasCover: null,
  ...overrides,
});

describe('record rules: tracks', () => {
  const track = makeTrack({ audio: makeAudio({ durationMs: 200_000 }) });
  it('refuse an empty name on update, a malformed or used ISRC, and the audition rules', () => {
    expect(refused('track', { ...track, name: ' ' }, ['name'])).toEqual(['name:required']);
    expect(refused('track', { ...track, isrc: 'CN-A12' }, ['isrc'])).toEqual(['isrc:isrc-length']);
    expect(refused('track', track, ['isrc'], { isrcUsed: true })).toEqual(['isrc:isrc-used']);
    const audition = { ...track, isAudition: true, auditionStartMs: 5000, auditionEndMs: 1000 };
    expect(refused('track', audition, ['isAudition'])).toEqual([
      'auditionEndMs:audition-end-before-start',
    ]);
    expect(refused('track', { ...audition, auditionEndMs: 250_000 }, ['auditionEndMs'])).toEqual([
      'auditionEndMs:audition-exceeds-track',
    ]);
    expect(refused('track', { ...audition, auditionStartMs: null }, ['isAudition'])).toEqual([
      'auditionStartMs:required',
    ]);
    expect(
      refused('track', { ...audition, auditionEndMs: 31_000 }, ['isAudition', 'auditionEndMs']),
    ).toEqual([]);
  });
  it('leave a draft incomplete and judge only the fields the op sets', () => {
    expect(
      refused(
        'track',
        { ...track, isrc: null, langCode: null, genreId: null, composers: [], audio: null },
        all(track),
      ),
    ).toEqual([]);
    // the form blocks on edited fields only: a stored bad ISRC does not block a rename
    expect(refused('track', { ...track, isrc: 'bad' }, ['name'])).toEqual([]);
  });
});

describe('record rules: rights', () => {
  it('refuse a holder without a name or with a bad email', () => {
    const holder = {
      albumId: 'a',
      trackId: null,
      type: 'composer',
      name: 'Holder',
      email: 'x@example.com',
    };
    expect(refused('rightsHolder', holder, all(holder))).toEqual([]);
    expect(refused('rightsHolder', { ...holder, name: '', email: 'nope' }, all(holder))).toEqual([
      'name:required',
      'email:email-format',
    ]);
  });
  it('refuse a country record without country, with a bad share, a reversed period or a country twice', () => {
    expect(refused('rightsCountry', country(), all(country()))).toEqual([]);
    expect(refused('rightsCountry', country({ countryCode: null }), all(country()))).toEqual([
      'countryCode:required',
    ]);
    expect(refused('rightsCountry', country({ percentage: 12.345 }), ['percentage'])).toEqual([
      'percentage:rights-percentage-decimals',
    ]);
    expect(refused('rightsCountry', country({ percentage: null }), ['percentage'])).toEqual([
      'percentage:required',
    ]);
    expect(
      refused('rightsCountry', country({ periodStart: '2026-02-01', periodEnd: '2026-01-01' }), [
        'periodStart',
      ]),
    ).toEqual(['periodEnd:date-order']);
    expect(
      refused('rightsCountry', country(), ['countryCode'], {
        siblings: [country({ countryCode: 'US' }), country()],
      }),
    ).toEqual(['countryCode:rights-country-duplicate']);
    expect(refused('rightsCountry', country(), ['percentage'], { siblings: [country()] })).toEqual(
      [],
    );
  });
  it('judge a stored share exactly as the drawer judges the typed one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (hundredths) => {
        const percentage = hundredths / 100;
        expect(refused('rightsCountry', country({ percentage }), ['percentage'])).toEqual(
          validateRightsPercentage(String(percentage)).map((i) => `${i.field}:${i.code}`),
        );
      }),
    );
  });
});

describe('record rules: localization', () => {
  it('refuse a row without a name, a language twice, a track cover and a wrong overseas cover', () => {
    expect(refused('localization', localization(), all(localization()))).toEqual([]);
    expect(refused('localization', localization({ name: null }), all(localization()))).toEqual([
      'name:required',
    ]);
    expect(
      refused('localization', localization(), ['language'], {
        siblings: [localization({ language: 'EN' })],
      }),
    ).toEqual(['language:localization-language-duplicate']);
    // a track row of the same id is another record's row
    expect(
      refused('localization', localization(), ['language'], {
        siblings: [localization({ entity: 'track' })],
      }),
    ).toEqual([]);
    expect(
      refused('localization', localization({ entity: 'track', overseasCover: makeCover() }), [
        'overseasCover',
      ]),
    ).toEqual(['overseasCover:field-not-writable']);
    expect(
      refused(
        'localization',
        localization({ overseasCover: makeCover({ widthPx: 3000, heightPx: 3200 }) }),
        ['overseasCover'],
      ),
    ).toEqual(['overseasCover:cover-not-square']);
    expect(
      refused(
        'localization',
        localization({ overseasCover: makeCover({ widthPx: 1400, heightPx: 1400 }) }),
        ['overseasCover'],
      ),
    ).toEqual(['overseasCover:overseas-cover-size']);
    expect(
      refused(
        'localization',
        localization({ overseasCover: makeCover({ widthPx: 1400, heightPx: 1400 }) }),
        ['subTitle'],
      ),
    ).toEqual([]);
  });
});

describe('record rules: clips and accompaniments', () => {
  const facts = { trackDurationMs: 200_000 };
  it('refuse the clip rules against the track length', () => {
    expect(refused('trackClip', clip(), all(clip()), facts)).toEqual([]);
    expect(refused('trackClip', clip({ title: ' ' }), ['title'], facts)).toEqual([
      'title:clip-title-required',
    ]);
    expect(refused('trackClip', clip({ durationMs: 0 }), ['durationMs'], facts)).toEqual([
      'durationMs:clip-duration-zero',
    ]);
    expect(refused('trackClip', clip({ startMs: null }), ['startMs'], facts)).toEqual([
      'startMs:clip-start-required',
    ]);
    expect(refused('trackClip', clip({ startMs: 190_000 }), ['startMs'], facts)).toEqual([
      'durationMs:clip-exceeds-track',
    ]);
    expect(refused('trackClip', clip({ type: 2 }), ['type'], facts)).toEqual([
      'file:clip-file-required',
    ]);
    expect(refused('trackClip', clip(), all(clip()), { trackDurationMs: null })).toEqual([
      'type:clip-track-no-duration',
    ]);
    // an uploaded clip takes its file's length when none is typed; a warning (length not 30/60 s) never refuses
    expect(
      refused(
        'trackClip',
        clip({ type: 2, durationMs: null, file: makeAudio({ durationMs: 45_000 }) }),
        all(clip()),
        facts,
      ),
    ).toEqual([]);
  });
  it('refuse an accompaniment without a name or a usable file', () => {
    const acc = {
      trackId: 't',
      title: 'Karaoke',
      accompanimentType: 'nonVocal',
      file: makeAudio(),
      tag: null,
    };
    expect(refused('accompaniment', acc, all(acc))).toEqual([]);
    expect(refused('accompaniment', { ...acc, title: '', file: null }, all(acc))).toEqual([
      'title:required',
      'file:audio-required',
    ]);
    expect(
      refused('accompaniment', { ...acc, file: makeAudio({ format: 'ogg', name: 'a.ogg' }) }, [
        'file',
      ]),
    ).toEqual(['file:file-format']);
  });
});

describe('record rules: parties, letters and albums', () => {
  it('refuse an artist without name or country, and party names empty or taken', () => {
    const artist = {
      name: 'A',
      countryCode: 'CN',
      avatar: makeCover({ widthPx: 100, heightPx: 100 }),
    };
    expect(refused('artist', artist, all(artist))).toEqual([]);
    expect(refused('artist', { ...artist, name: '', countryCode: null }, all(artist))).toEqual([
      'name:required',
      'countryCode:required',
    ]);
    expect(refused('plCline', { name: ' ', authorizationCompanyId: 'p' }, ['name'])).toEqual([
      'name:required',
    ]);
    expect(
      refused(
        'recordCompany',
        { name: 'Sony', authorizationCompanyId: 'p' },
        ['authorizationCompanyId'],
        { takenNames: ['sony'] },
      ),
    ).toEqual(['name:name-taken']);
  });
  it('refuse a letter without title or attachment, or with a file of another format', () => {
    const letter = {
      title: 'L',
      attachment: { path: 'x', name: 'a.pdf', sizeBytes: 1 },
      metadataAttachment: null,
    };
    expect(refused('authorization', letter, all(letter))).toEqual([]);
    expect(
      refused('authorization', { ...letter, title: '', attachment: null }, all(letter)),
    ).toEqual(['title:required', 'attachment:required']);
    expect(
      refused(
        'authorization',
        { ...letter, metadataAttachment: { path: 'y', name: 'a.exe', sizeBytes: 1 } },
        ['metadataAttachment'],
      ),
    ).toEqual(['metadataAttachment:attachment-format']);
    expect(
      refused('authorizationTrack', { trackId: 't', authorizationId: 'l' }, ['authorizationId'], {
        otherBindings: 1,
      }),
    ).toEqual(['trackId:track-multiple-authorizations']);
  });
  it('refuse an album without what it cannot exist without, a wrong or used UPC, a reversed shelf period', () => {
    const album = makeAlbum({ upcMode: 'owned', upc: '012345678905' });
    expect(refused('album', album, all(album))).toEqual([]);
    expect(
      refused('album', { ...album, name: '', genreId: null, cover: null }, all(album)),
    ).toEqual(['name:required']);
    expect(refused('album', { ...album, upc: '012345678900' }, ['upc'])).toEqual([
      'upc:upc-check-digit',
    ]);
    expect(refused('album', { ...album, upc: null }, ['upcMode'])).toEqual([]);
    expect(refused('album', album, ['upcMode'], { upcUsed: true })).toEqual(['upc:upc-used']);
    const reversed = {
      ...album,
      expectedOnShelfDate: '2026-05-01',
      requestedOffShelfDate: '2026-04-01',
    };
    expect(refused('album', reversed, ['requestedOffShelfDate'])).toEqual([
      'requestedOffShelfDate:date-order',
    ]);
  });
});

describe('judged fields', () => {
  it('add the fields a set field bears on, and nothing for a lone field', () => {
    expect([...judgedFields('trackClip', ['startMs'])].sort()).toEqual(['durationMs', 'startMs']);
    expect([...judgedFields('track', ['auditionStartMs'])]).toEqual(['auditionStartMs']);
    expect([...judgedFields('artist', ['name'])]).toEqual(['name']);
  });
});
