// An uploaded NewReleaseMessage (source 3, "backstage DDEX receive") as an import plan. The plan
// names what would be created or matched and lists every problem with its line; the server adds the
// schema's own errors and the files of a zip before anything is written.
import { cleanGtin, cleanIsrc, validateIsrc, validateUpc } from '../identifiers';
import { DEAL_USAGES } from './bundle';
import { ddexError, ddexWarning, hasErrors, type DdexProblem } from './codes';
import type { ErnMessage, ErnParty, ErnSoundRecording, ErnTitle } from './ernModel';
import type {
  ImportContext,
  ImportDeals,
  ImportFile,
  ImportParty,
  ImportPlan,
  ImportRightsHolder,
  ImportTrack,
} from './importTypes';
import { readNewReleaseMessage } from './readMessage';
import {
  albumArtistRoleOf,
  albumTypeOf,
  creditOf,
  editionOf,
  explicitOf,
  rightsHolderTypeOf,
  trackDisplayRoleOf,
  trackVersionOf,
  usagesOf,
} from './reverseMappings';
import { genreCodeOf, WORLDWIDE } from './vocabulary';

/** Names compare folded: case, width and surrounding space do not make another artist. */
export function nameKey(name: string): string {
  return name.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
}

function mainTitle(titles: readonly ErnTitle[]): ErnTitle | null {
  return titles.find((t) => t.isDefault) ?? titles[0] ?? null;
}

function localized(titles: readonly ErnTitle[], main: ErnTitle | null) {
  return titles
    .filter((t) => t !== main && t.language !== null && t.text !== '')
    .map((t) => ({ language: t.language ?? '', name: t.text, subTitle: t.subTitle }));
}

/**
 * The existing record a party is: any of its names equal (folded) to the record's name or foreign
 * name. The plan and the apply both match with it, so what the plan shows is what is written.
 */
export function findPartyMatch<T extends { name: string; foreignName?: string | null }>(
  names: readonly string[],
  existing: readonly T[],
): T | undefined {
  const keys = names.map(nameKey);
  return existing.find(
    (e) =>
      keys.includes(nameKey(e.name)) ||
      (e.foreignName != null && keys.includes(nameKey(e.foreignName))),
  );
}

class PartyIndex {
  readonly artists = new Map<string, ImportParty>();
  readonly companies = new Map<string, ImportParty>();

  constructor(
    private readonly message: ErnMessage,
    private readonly context: ImportContext,
    private readonly problems: DdexProblem[],
  ) {}

  party(ref: string, line: number): ErnParty | null {
    const party = this.message.parties.find((p) => p.ref === ref);
    if (party === undefined)
      this.problems.push(ddexError('reference-unknown', { reference: ref }, line));
    return party ?? null;
  }

  nameOf(ref: string, line: number): string | null {
    return this.party(ref, line)?.names[0]?.name ?? null;
  }

  private toImport(
    party: ErnParty,
    existing: ReadonlyArray<{ id: string; name: string; foreignName?: string | null }>,
  ): ImportParty {
    const name = party.names[0]?.name ?? '';
    const match = findPartyMatch(
      party.names.map((n) => n.name),
      existing,
    );
    return {
      partyRef: party.ref,
      name,
      foreignName: party.names[1]?.name ?? null,
      language: party.names[0]?.language ?? null,
      matchedId: match?.id ?? null,
    };
  }

  artist(ref: string, line: number): boolean {
    const party = this.party(ref, line);
    if (party !== null && !this.artists.has(ref))
      this.artists.set(ref, this.toImport(party, this.context.artists));
    return party !== null;
  }

  company(ref: string, line: number): string | null {
    const party = this.party(ref, line);
    if (party === null) return null;
    if (!this.companies.has(ref))
      this.companies.set(ref, this.toImport(party, this.context.recordCompanies));
    return ref;
  }
}

function rightsHoldersOf(sr: ErnSoundRecording, parties: PartyIndex): ImportRightsHolder[] {
  const holders = new Map<string, ImportRightsHolder>();
  for (const r of sr.rights) {
    const name = parties.nameOf(r.partyRef, r.line);
    if (name === null) continue;
    const roles = sr.contributors.filter((c) => c.partyRef === r.partyRef).map((c) => c.role);
    const type = rightsHolderTypeOf(r.side, r.control, roles);
    const key = `${r.partyRef}:${type}`;
    const holder = holders.get(key) ?? { partyRef: r.partyRef, name, type, countries: [] };
    const territories = r.territories.length > 0 ? r.territories : [WORLDWIDE];
    for (const territory of territories) {
      holder.countries.push({
        countryCode: territory === WORLDWIDE ? null : territory,
        percentage: r.percentage,
        periodStart: r.start,
        periodEnd: r.end,
      });
    }
    holders.set(key, holder);
  }
  return [...holders.values()];
}

function trackOf(
  sr: ErnSoundRecording,
  position: { disc: number; trackNo: number },
  message: ErnMessage,
  parties: PartyIndex,
  problems: DdexProblem[],
): Omit<ImportTrack, 'lyricsRef'> {
  const title = mainTitle(sr.titles);
  const isrc = sr.isrc === null ? null : cleanIsrc(sr.isrc);
  if (isrc === null || isrc === '')
    problems.push(ddexWarning('isrc-missing', { track: position.trackNo }, sr.line));
  else if (validateIsrc(isrc) !== null)
    problems.push(ddexWarning('isrc-invalid', { track: position.trackNo, isrc }, sr.line));
  const artists: ImportTrack['artists'] = [];
  for (const a of sr.displayArtists)
    if (parties.artist(a.partyRef, a.line))
      artists.push({ partyRef: a.partyRef, role: trackDisplayRoleOf(a.role) });
  const composers: string[] = [];
  const lyricists: string[] = [];
  let recordingProducer: string | null = null;
  for (const c of sr.contributors) {
    const credit = creditOf(c.role);
    if (credit === null) continue;
    if ('artist' in credit) {
      if (
        parties.artist(c.partyRef, c.line) &&
        !artists.some((a) => a.partyRef === c.partyRef && a.role === credit.artist)
      )
        artists.push({ partyRef: c.partyRef, role: credit.artist });
      continue;
    }
    const name = parties.nameOf(c.partyRef, c.line);
    if (name === null) continue;
    if (credit.credit === 'composer' || credit.credit === 'both') composers.push(name);
    if (credit.credit === 'lyricist' || credit.credit === 'both') lyricists.push(name);
    if (credit.credit === 'recordingProducer') recordingProducer ??= name;
  }
  const trackRelease = message.trackReleases.find((t) => t.resourceRef === sr.ref);
  const labelRef = trackRelease?.labelRefs[0] ?? message.release?.labelRefs[0] ?? null;
  const immersive = message.soundRecordings.find((s) => s.immersiveEditionOf === sr.ref);
  const genre = trackRelease?.genres[0] ?? message.release?.genres[0] ?? null;
  return {
    resourceRef: sr.ref,
    discNo: position.disc,
    trackNo: position.trackNo,
    name: title?.text ?? '',
    subTitle: title?.subTitle ?? null,
    localizedTitles: localized(sr.titles, title),
    displayLanguage: title?.language ?? message.language,
    langCode: sr.isInstrumental && sr.languages.length === 0 ? 'zxx' : (sr.languages[0] ?? null),
    isrc: isrc === '' ? null : isrc,
    spatialIsrc: immersive?.isrc ?? null,
    iswc: sr.iswc,
    durationMs: sr.durationMs,
    explicit: explicitOf(sr.parentalWarning),
    trackVersion: trackVersionOf(sr.versionTypes),
    genreText: genre,
    genreId: genre === null ? null : genreCodeOf(genre),
    artists,
    composers,
    lyricists,
    recordingProducer,
    labelPartyRef:
      labelRef === null ? null : parties.company(labelRef, trackRelease?.line ?? sr.line),
    pLine: sr.pLine,
    preview: sr.preview,
    audio:
      sr.audio === null || sr.audio.file === null
        ? null
        : {
            uri: sr.audio.file.uri,
            codec: sr.audio.codec,
            sampleRateHz: sr.audio.sampleRateHz,
            bitDepth: sr.audio.bitDepth,
            channels: sr.audio.channels,
          },
    spatialAudioType:
      immersive === undefined
        ? null
        : immersive.recordingMode === 'ImmersiveAudio'
          ? 'atmos'
          : 'surround51',
    rightsHolders: rightsHoldersOf(sr, parties),
    line: sr.line,
  };
}

function filesOf(message: ErnMessage): ImportFile[] {
  const files: ImportFile[] = [];
  for (const sr of message.soundRecordings) {
    const file = sr.audio?.file;
    if (file != null)
      files.push({
        resourceRef: sr.ref,
        kind: sr.immersiveEditionOf === null ? 'audio' : 'immersive',
        uri: file.uri,
        sha256: file.sha256,
        sizeBytes: file.sizeBytes,
        line: sr.line,
      });
  }
  for (const image of message.images)
    if (image.file !== null)
      files.push({
        resourceRef: image.ref,
        kind: 'cover',
        uri: image.file.uri,
        sha256: image.file.sha256,
        sizeBytes: image.file.sizeBytes,
        line: image.line,
      });
  for (const text of message.texts)
    if (text.file !== null)
      files.push({
        resourceRef: text.ref,
        kind: 'lyrics',
        uri: text.file.uri,
        sha256: text.file.sha256,
        sizeBytes: text.file.sizeBytes,
        line: text.line,
      });
  return files;
}

function dealsOf(message: ErnMessage, problems: DdexProblem[]): ImportDeals | null {
  if (message.deals === null) return null;
  const live = message.deals.filter((d) => !d.isPreOrder);
  const known = new Set([message.release?.ref, ...message.trackReleases.map((t) => t.ref)]);
  for (const deal of message.deals)
    for (const ref of deal.releaseRefs)
      if (!known.has(ref))
        problems.push(ddexError('reference-unknown', { reference: ref }, deal.line));
  const starts = live.flatMap((d) => d.start ?? []).sort();
  const ends = live.flatMap((d) => d.end ?? []).sort();
  return {
    territories: [...new Set(live.flatMap((d) => d.territories))].sort(),
    excludedTerritories: [...new Set(live.flatMap((d) => d.excludedTerritories))].sort(),
    usages: DEAL_USAGES.filter((u) =>
      live.some((d) => usagesOf(d.commercialModels, d.useTypes).includes(u)),
    ),
    validFrom: starts[0] ?? null,
    validUntil:
      ends.length === live.length && ends.length > 0 ? (ends[ends.length - 1] ?? null) : null,
    preorderStart: message.deals.find((d) => d.isPreOrder)?.start ?? message.visibilityStart,
  };
}

/** The import plan of a NewReleaseMessage; a document that is not one gets a plan with its refusal. */
export function parseNewReleaseMessage(
  xml: string,
  context: ImportContext = { artists: [], recordCompanies: [] },
): ImportPlan {
  const read = readNewReleaseMessage(xml);
  const empty: ImportPlan = {
    isImportable: false,
    messageId: null,
    senderDpid: null,
    senderName: null,
    album: null,
    tracks: [],
    artists: [],
    recordCompanies: [],
    files: [],
    deals: null,
    problems: read.problems,
  };
  if (!read.ok) return empty;
  const { message } = read;
  const problems: DdexProblem[] = [...read.problems];
  const parties = new PartyIndex(message, context, problems);
  const release = message.release;
  if (release === null) problems.push(ddexError('release-missing'));
  const byRef = new Map(message.soundRecordings.map((s) => [s.ref, s]));
  const knownResources = new Set([
    ...byRef.keys(),
    ...message.images.map((i) => i.ref),
    ...message.texts.map((t) => t.ref),
  ]);
  const textRefs = new Set(message.texts.map((t) => t.ref));
  const tracks: ImportTrack[] = [];
  const perDisc = new Map<number, number>();
  for (const item of [...(release?.items ?? [])].sort(
    (a, b) => a.disc - b.disc || (a.sequence ?? 0) - (b.sequence ?? 0),
  )) {
    for (const ref of [item.resourceRef, ...item.linked])
      if (!knownResources.has(ref))
        problems.push(ddexError('reference-unknown', { reference: ref }, item.line));
    const sr = byRef.get(item.resourceRef);
    if (sr === undefined) continue;
    const trackNo = (perDisc.get(item.disc) ?? 0) + 1;
    perDisc.set(item.disc, trackNo);
    tracks.push({
      ...trackOf(sr, { disc: item.disc, trackNo }, message, parties, problems),
      lyricsRef: item.linked.find((ref) => textRefs.has(ref)) ?? null,
    });
  }
  for (const tr of message.trackReleases)
    if (!byRef.has(tr.resourceRef))
      problems.push(ddexError('reference-unknown', { reference: tr.resourceRef }, tr.line));
  const deals = dealsOf(message, problems);
  let album: ImportPlan['album'] = null;
  if (release !== null) {
    const title = mainTitle(release.titles);
    const upc = release.icpn === null ? null : cleanGtin(release.icpn);
    if (upc === null || upc === '')
      problems.push(ddexWarning('upc-missing', undefined, release.line));
    else if (validateUpc(upc.length === 14 && upc.startsWith('0') ? upc.slice(1) : upc) !== null)
      problems.push(ddexWarning('upc-invalid', { upc }, release.line));
    const type = albumTypeOf(release.types);
    if (type === null)
      problems.push(
        ddexWarning(
          'value-unknown',
          { field: 'ReleaseType', value: release.types.join(', ') },
          release.line,
        ),
      );
    const artists: ImportAlbum['artists'] = [];
    for (const a of release.displayArtists)
      if (parties.artist(a.partyRef, a.line))
        artists.push({ partyRef: a.partyRef, role: albumArtistRoleOf(a.role) });
    const genre = release.genres[0] ?? null;
    album = {
      name: title?.text ?? '',
      localizedTitles: localized(release.titles, title),
      type: type ?? 1,
      edition: editionOf(release.versionTypes),
      upc:
        upc === ''
          ? null
          : upc !== null && upc.length === 14 && upc.startsWith('0')
            ? upc.slice(1)
            : upc,
      displayLanguage: title?.language ?? message.language,
      genreText: genre,
      genreId: genre === null ? null : genreCodeOf(genre),
      explicit: explicitOf(release.parentalWarning),
      originalReleaseDate: release.originalReleaseDate,
      expectedOnShelfDate: deals?.validFrom ?? null,
      isCollection: release.isCompilation,
      previewAllowed: deals?.preorderStart != null,
      artists,
      recordCompanyPartyRef:
        release.labelRefs[0] === undefined
          ? null
          : parties.company(release.labelRefs[0], release.line),
      pLine: release.pLine,
      cLine: release.cLine,
    };
  }
  return {
    isImportable: !hasErrors(problems),
    messageId: message.header.messageId,
    senderDpid: message.header.senderDpid,
    senderName: message.header.senderName,
    album,
    tracks,
    artists: [...parties.artists.values()],
    recordCompanies: [...parties.companies.values()],
    files: filesOf(message),
    deals,
    problems,
  };
}

type ImportAlbum = NonNullable<ImportPlan['album']>;
