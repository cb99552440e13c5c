// From a bundle to what the message will say: parties with their references, each track with its
// resources, files and credits, and every problem that would make the message wrong. References are
// numbered in one fixed walk (album, then tracks in order), so the same bundle gives the same message.
import type { Lyrics } from '../catalogue/media';
import type { RightsCountry, RightsHolder } from '../catalogue/rights';
import type { Track } from '../catalogue/track';
import { cleanGtin, cleanIsrc, validateIsrc, validateUpc } from '../identifiers';
import { orderedTracks, type ReleaseBundle, type StoredFile } from './bundle';
import { ddexError, ddexWarning, type DdexProblem } from './codes';
import { audioFileName, coverFileName, immersiveFileName, lyricsFileName } from './fileNames';
import { ALBUM_ARTIST_ROLE, CREDIT_ROLE, TRACK_ARTIST_ROLE } from './mappings';
import { PartyTable, type PartyPlan } from './partyTable';

export interface FilePlan {
  uri: string;
  stored: StoredFile;
}

export interface RightsPlan {
  partyRef: string;
  holder: RightsHolder;
  countries: RightsCountry[];
}

export interface TrackPlan {
  track: Track;
  /** 1-based position on the album (the ResourceGroup's sequence) */
  position: number;
  resourceRef: string;
  releaseRef: string;
  isrc: string;
  audio: FilePlan | null;
  immersive: (FilePlan & { resourceRef: string }) | null;
  lyrics: Array<FilePlan & { resourceRef: string; record: Lyrics }>;
  displayArtists: Array<{ partyRef: string; role: string }>;
  contributors: Array<{ partyRef: string; role: string }>;
  labelRef: string | null;
  genreId: string | null;
  rights: RightsPlan[];
}

export interface MessagePlan {
  bundle: ReleaseBundle;
  upc: string;
  parties: PartyPlan[];
  displayArtists: Array<{ partyRef: string; role: string }>;
  labelRef: string | null;
  cover: (FilePlan & { resourceRef: string }) | null;
  tracks: TrackPlan[];
  problems: DdexProblem[];
}

const DPID = /^PADPIDA[a-zA-Z0-9]+$/;

function fileOf(
  bundle: ReleaseBundle,
  path: string | undefined,
  problems: DdexProblem[],
  params: Record<string, string | number>,
): StoredFile | null {
  if (path === undefined) return null;
  const stored = bundle.files[path];
  if (stored === undefined) problems.push(ddexError('file-facts-missing', params));
  return stored ?? null;
}

function rightsOf(bundle: ReleaseBundle, track: Track, parties: PartyTable): RightsPlan[] {
  const holders = bundle.rightsHolders.filter(
    (h) => h.trackId === track.id || (h.trackId === null && h.albumId === bundle.album.id),
  );
  return [...holders]
    .sort(
      (a, b) =>
        (a.trackId === null ? 0 : 1) - (b.trackId === null ? 0 : 1) || (a.id < b.id ? -1 : 1),
    )
    .map((holder) => ({
      partyRef: parties.forName(holder.name),
      holder,
      countries: bundle.rightsCountries
        .filter((c) => c.rightsHolderId === holder.id)
        .sort((a, b) => (a.id < b.id ? -1 : 1)),
    }));
}

function planTrack(
  bundle: ReleaseBundle,
  track: Track,
  position: number,
  upc: string,
  parties: PartyTable,
  problems: DdexProblem[],
  albumArtists: MessagePlan['displayArtists'],
): TrackPlan {
  const at = { track: position };
  const isrc = cleanIsrc(track.isrc ?? '');
  if (isrc === '') problems.push(ddexError('isrc-missing', at));
  else if (validateIsrc(isrc) !== null) problems.push(ddexError('isrc-invalid', { ...at, isrc }));
  if (track.audio === null) problems.push(ddexError('audio-missing', at));
  const audioStored = fileOf(bundle, track.audio?.path, problems, { ...at, field: 'audio' });
  const displayArtists: TrackPlan['displayArtists'] = [];
  const contributors: TrackPlan['contributors'] = [];
  for (const artist of track.artists) {
    const ref = parties.forArtist(artist.artistId, problems, at);
    if (ref === null) continue;
    const mapped = TRACK_ARTIST_ROLE[artist.role];
    if ('display' in mapped) displayArtists.push({ partyRef: ref, role: mapped.display });
    else contributors.push({ partyRef: ref, role: mapped.contributor });
  }
  for (const name of track.composers)
    if (name.trim() !== '')
      contributors.push({ partyRef: parties.forName(name), role: CREDIT_ROLE.composer });
  for (const name of track.lyricists)
    if (name.trim() !== '')
      contributors.push({ partyRef: parties.forName(name), role: CREDIT_ROLE.lyricist });
  if (track.recordingProducer !== null && track.recordingProducer.trim() !== '') {
    contributors.push({
      partyRef: parties.forName(track.recordingProducer),
      role: CREDIT_ROLE.recordingProducer,
    });
  }
  if (displayArtists.length === 0 && albumArtists.length === 0)
    problems.push(ddexError('display-artist-missing', at));
  const labelId = track.labelId ?? bundle.album.recordCompanyId;
  const labelRef = labelId === null ? null : parties.forLabel(labelId);
  if (labelRef === null) problems.push(ddexError('label-missing', at));
  const resourceRef = `A${position}`;
  let immersive: TrackPlan['immersive'] = null;
  if (bundle.recipient.spatialAudioAccepted && track.spatialAudio !== null) {
    const stored = fileOf(bundle, track.spatialAudio.path, problems, {
      ...at,
      field: 'spatialAudio',
    });
    if (stored !== null) {
      immersive = {
        resourceRef: `${resourceRef}-immersive`,
        stored,
        uri: immersiveFileName(
          upc,
          track.discNo,
          position,
          stored.fileName,
          track.spatialAudio.format,
        ),
      };
    }
  }
  const lyrics: TrackPlan['lyrics'] = [];
  if (bundle.recipient.lyricsAccepted) {
    const records = bundle.lyrics
      .filter((l) => l.trackId === track.id)
      .sort((a, b) => (a.id < b.id ? -1 : 1));
    for (const record of records) {
      const stored = record.file === null ? undefined : bundle.files[record.file.path];
      if (stored === undefined) {
        problems.push(ddexWarning('lyrics-file-missing', at));
        continue;
      }
      const index = lyrics.length;
      lyrics.push({
        resourceRef: `${resourceRef}-lyrics${index + 1}`,
        record,
        stored,
        uri: lyricsFileName(upc, track.discNo, position, index, stored.fileName, record.format),
      });
    }
  }
  return {
    track,
    position,
    resourceRef,
    releaseRef: `R${position}`,
    isrc,
    audio:
      audioStored === null || track.audio === null
        ? null
        : {
            stored: audioStored,
            uri: audioFileName(
              upc,
              track.discNo,
              position,
              audioStored.fileName,
              track.audio.format,
            ),
          },
    immersive,
    lyrics,
    displayArtists,
    contributors,
    labelRef,
    genreId: track.genreId ?? bundle.album.genreId,
    rights: rightsOf(bundle, track, parties),
  };
}

function checkHeader(bundle: ReleaseBundle, problems: DdexProblem[]): void {
  const { message } = bundle;
  if (!DPID.test(message.sender.dpid))
    problems.push(ddexError('dpid-invalid', { party: 'sender', dpid: message.sender.dpid }));
  if (!DPID.test(message.recipient.dpid))
    problems.push(ddexError('dpid-invalid', { party: 'recipient', dpid: message.recipient.dpid }));
  if (message.messageId.trim() === '') problems.push(ddexError('message-id-missing'));
}

export function planMessage(bundle: ReleaseBundle): MessagePlan {
  const problems: DdexProblem[] = [];
  const { album } = bundle;
  checkHeader(bundle, problems);
  const upc = cleanGtin(album.upc ?? '');
  if (upc === '') problems.push(ddexError('upc-missing'));
  else if (validateUpc(upc) !== null) problems.push(ddexError('upc-invalid', { upc }));
  const parties = new PartyTable(bundle);
  const displayArtists: MessagePlan['displayArtists'] = [];
  for (const artist of album.artists) {
    const ref = parties.forArtist(artist.artistId, problems, { field: 'artists' });
    if (ref !== null) displayArtists.push({ partyRef: ref, role: ALBUM_ARTIST_ROLE[artist.role] });
  }
  if (displayArtists.length === 0)
    problems.push(ddexError('display-artist-missing', { field: 'artists' }));
  const labelRef = album.recordCompanyId === null ? null : parties.forLabel(album.recordCompanyId);
  if (labelRef === null) problems.push(ddexError('label-missing', { field: 'recordCompanyId' }));
  if (album.genreId === null) problems.push(ddexError('genre-missing', { field: 'genreId' }));
  if (album.cover === null) problems.push(ddexError('cover-missing'));
  const coverStored = fileOf(bundle, album.cover?.path, problems, { field: 'cover' });
  const tracks = orderedTracks(bundle.tracks).map((track, i) =>
    planTrack(bundle, track, i + 1, upc, parties, problems, displayArtists),
  );
  if (tracks.length === 0) problems.push(ddexError('no-tracks'));
  return {
    bundle,
    upc,
    parties: parties.list(),
    displayArtists,
    labelRef,
    cover:
      coverStored === null || album.cover === null
        ? null
        : {
            resourceRef: 'A0',
            stored: coverStored,
            uri: coverFileName(upc, coverStored.fileName, album.cover.format),
          },
    tracks,
    problems,
  };
}
