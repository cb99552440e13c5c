// The ResourceList: each track as a SoundRecording (its stored file's technical facts, its credits
// and rights), an immersive mix as its own SoundRecording (DDEX: another edition, with its own ISRC),
// lyrics as LyricText resources, and the cover as the FrontCoverImage.
import type { RightsCountry } from '../catalogue/rights';
import type { AudioFacts } from '../catalogue/common';
import { cleanIswc } from '../identifiers';
import {
  DEAL_USAGE,
  IMAGE_CODEC,
  LYRICS_CODEC,
  PARENTAL_WARNING,
  RIGHTS_HOLDER_SIDE,
  TRACK_VERSION,
  AUDIO_FORMAT,
} from './mappings';
import type { FilePlan, MessagePlan, TrackPlan } from './plan';
import {
  formatDuration,
  formatSeconds,
  lineOwner,
  titleSet,
  writeDisplayArtists,
  writeFile,
  writeLine,
  writeProprietaryId,
  writeTitles,
  writeVersion,
  yearOf,
} from './writeCommon';
import { NO_LINGUISTIC_CONTENT, toDdexTerritory, toLanguageTag, WORLDWIDE } from './vocabulary';
import type { XmlWriter } from './xmlWriter';

function writeDeliveryFile(
  w: XmlWriter,
  audio: Pick<
    AudioFacts,
    'format' | 'sampleRateHz' | 'bitDepth' | 'channels' | 'bitrateKbps'
  > | null,
  durationMs: number,
  file: FilePlan,
  atmos: boolean,
): void {
  const format = AUDIO_FORMAT[(audio?.format ?? '').toLowerCase()];
  w.el('DeliveryFile', undefined, () => {
    w.text('Type', 'AudioFile');
    w.text('ContainerFormat', format?.container ?? null);
    w.text('AudioCodecType', atmos ? 'DolbyAtmosMasterADM' : (format?.codec ?? null));
    if (audio !== null && audio.bitrateKbps !== null && audio.bitrateKbps > 0)
      w.text('BitRate', Math.round(audio.bitrateKbps), [['UnitOfMeasure', 'kbps']]);
    if (audio !== null && audio.channels > 0) w.text('NumberOfChannels', audio.channels);
    if (audio !== null && audio.sampleRateHz > 0)
      w.text('SamplingRate', audio.sampleRateHz, [['UnitOfMeasure', 'Hz']]);
    if (audio !== null && audio.bitDepth !== null && audio.bitDepth > 0)
      w.text('BitsPerSample', audio.bitDepth);
    w.text('Duration', formatDuration(durationMs));
    writeFile(w, file.uri, file.stored);
  });
}

function writeRights(
  w: XmlWriter,
  plan: MessagePlan,
  track: TrackPlan,
  side: 'resource' | 'work',
): void {
  const useTypes = [
    ...new Set(plan.bundle.deal.usages.flatMap((u) => DEAL_USAGE[u].useTypes)),
  ].sort();
  let sequence = 0;
  for (const rights of track.rights) {
    const mapped = RIGHTS_HOLDER_SIDE[rights.holder.type];
    if (mapped.side !== side) continue;
    const countries: Array<RightsCountry | null> =
      rights.countries.length > 0 ? rights.countries : [null];
    for (const country of countries) {
      sequence += 1;
      const territory =
        country?.countryCode == null
          ? WORLDWIDE
          : (toDdexTerritory(country.countryCode) ?? WORLDWIDE);
      const raw = country?.percentage ?? null;
      const share =
        raw !== null && Number.isFinite(raw) && raw >= 0 && raw <= 100
          ? Number(raw.toFixed(2))
          : null;
      if (side === 'work') {
        w.el('WorkRightsController', undefined, () => {
          w.text('RightsControllerPartyReference', rights.partyRef);
          w.text('RightsControlType', mapped.control);
          if (share === null) w.text('RightShareUnknown', true);
          else w.text('RightSharePercentage', share);
          w.text('Territory', territory);
          w.text('StartDate', country?.periodStart ?? null);
          w.text('EndDate', country?.periodEnd ?? null);
        });
        continue;
      }
      w.el('ResourceRightsController', [['SequenceNumber', sequence]], () => {
        w.text('RightsControllerPartyReference', rights.partyRef);
        w.text('RightsControlType', mapped.control);
        if (share === null) w.text('RightShareUnknown', true);
        else w.text('RightSharePercentage', share);
        if (useTypes.length === 0) return;
        w.el('DelegatedUsageRights', undefined, () => {
          w.texts('UseType', useTypes);
          if (country?.periodStart != null || country?.periodEnd != null) {
            w.el('PeriodOfRightsDelegation', undefined, () => {
              w.text('StartDate', country?.periodStart ?? null);
              w.text('EndDate', country?.periodEnd ?? null);
            });
          }
          w.text('TerritoryOfRightsDelegation', territory);
        });
      });
    }
  }
}

function writeSoundRecording(
  w: XmlWriter,
  plan: MessagePlan,
  t: TrackPlan,
  immersive: boolean,
): void {
  const { bundle } = plan;
  const { track } = t;
  const ns = bundle.message.sender.dpid;
  const language = toLanguageTag(track.displayLanguage);
  const artists = t.displayArtists.length > 0 ? t.displayArtists : plan.displayArtists;
  const durationMs = track.audio?.durationMs ?? 0;
  const file = immersive ? t.immersive : t.audio;
  w.el('SoundRecording', undefined, () => {
    w.text(
      'ResourceReference',
      immersive && t.immersive !== null ? t.immersive.resourceRef : t.resourceRef,
    );
    w.text('Type', 'MusicalWorkSoundRecording');
    w.el('SoundRecordingEdition', undefined, () => {
      if (t.immersive !== null)
        w.text('Type', immersive ? 'ImmersiveEdition' : 'NonImmersiveEdition');
      w.el('ResourceId', undefined, () => {
        w.text('ISRC', immersive ? (track.spatialIsrc ?? t.isrc) : t.isrc);
        writeProprietaryId(w, ns, immersive ? `${track.id}:immersive` : track.id);
      });
      writeLine(
        w,
        'PLine',
        lineOwner(bundle, track.pLineId ?? bundle.album.pLineId),
        yearOf(bundle.album.originalReleaseDate),
      );
      if (immersive)
        w.text(
          'RecordingMode',
          track.spatialAudioType === 'atmos' ? 'ImmersiveAudio' : 'SurroundSound',
        );
      if (file === null) return;
      w.el('TechnicalDetails', undefined, () => {
        w.text('TechnicalResourceDetailsReference', `T${immersive ? 'I' : ''}${t.position}`);
        const facts = immersive
          ? {
              format: track.spatialAudio?.format ?? '',
              sampleRateHz: 0,
              bitDepth: null,
              channels: 0,
              bitrateKbps: null,
            }
          : track.audio;
        writeDeliveryFile(
          w,
          facts,
          durationMs,
          file,
          immersive && track.spatialAudioType === 'atmos',
        );
        if (immersive) w.text('HasImmersiveAudioMetadata', track.spatialAudioType === 'atmos');
        const { auditionStartMs, auditionEndMs } = track;
        if (!immersive && track.isAudition && auditionStartMs !== null) {
          w.el('ClipDetails', undefined, () => {
            w.text('TechnicalResourceDetailsReference', `TC${t.position}`);
            w.text('ClipType', 'Preview');
            w.el('Timing', undefined, () => {
              w.text('StartPoint', formatSeconds(auditionStartMs));
              w.text(
                'EndPoint',
                auditionEndMs !== null && auditionEndMs > auditionStartMs
                  ? formatSeconds(auditionEndMs)
                  : null,
              );
            });
            w.text('ExpressionType', 'Instructive');
          });
        }
      });
    });
    const iswc = cleanIswc(track.iswc ?? '');
    if (iswc !== '') w.el('WorkId', undefined, () => w.text('ISWC', iswc));
    writeTitles(w, titleSet(bundle, 'track', track.id, track.name, language, track.subTitle));
    if (track.trackVersion !== null) writeVersion(w, TRACK_VERSION[track.trackVersion], ns);
    writeDisplayArtists(w, artists, plan.parties, language);
    t.contributors.forEach((c, i) => {
      w.el('Contributor', [['SequenceNumber', i + 1]], () => {
        w.text('ContributorPartyReference', c.partyRef);
        w.text('Role', c.role);
      });
    });
    writeRights(w, plan, t, 'resource');
    writeRights(w, plan, t, 'work');
    w.text('Duration', formatDuration(durationMs));
    w.text('ParentalWarningType', PARENTAL_WARNING[track.explicit]);
    if (t.immersive !== null) {
      w.el('RelatedResource', undefined, () => {
        w.text(
          'ResourceRelationshipType',
          immersive ? 'IsImmersiveEditionOf' : 'IsNonImmersiveEditionOf',
        );
        w.text(
          'ResourceRelatedResourceReference',
          immersive ? t.resourceRef : t.immersive?.resourceRef,
        );
      });
    }
    const sung = toLanguageTag(track.langCode);
    if (sung === NO_LINGUISTIC_CONTENT) w.text('IsInstrumental', true);
    if (track.trackVersion === 'remaster') w.text('IsRemastered', true);
    if (!immersive && track.quality === 'hiRes') w.text('IsHiResMusic', true);
    w.text('LanguageOfPerformance', sung);
  });
}

function writeLyrics(w: XmlWriter, plan: MessagePlan, t: TrackPlan): void {
  const ns = plan.bundle.message.sender.dpid;
  for (const lyrics of t.lyrics) {
    const codec = LYRICS_CODEC[lyrics.record.format] ?? null;
    w.el('Text', undefined, () => {
      w.text('ResourceReference', lyrics.resourceRef);
      w.text('Type', 'LyricText');
      w.el('ResourceId', undefined, () => writeProprietaryId(w, ns, lyrics.record.id));
      w.text('DisplayTitleText', lyrics.record.title.trim() === '' ? null : lyrics.record.title);
      w.el('TechnicalDetails', undefined, () => {
        w.text('TechnicalResourceDetailsReference', `T${lyrics.resourceRef.slice(1)}`);
        if (codec !== null && 'ddex' in codec) w.text('TextCodecType', codec.ddex);
        else if (codec !== null)
          w.text('TextCodecType', 'UserDefined', [
            ['Namespace', ns],
            ['UserDefinedValue', codec.userDefined],
          ]);
        writeFile(w, lyrics.uri, lyrics.stored);
      });
      w.text('LanguageOfText', toLanguageTag(lyrics.record.language));
    });
  }
}

function writeCover(w: XmlWriter, plan: MessagePlan): void {
  const { cover, bundle } = plan;
  const facts = bundle.album.cover;
  if (cover === null || facts === null) return;
  w.el('Image', undefined, () => {
    w.text('ResourceReference', cover.resourceRef);
    w.text('Type', 'FrontCoverImage');
    w.el('ResourceId', undefined, () =>
      writeProprietaryId(w, bundle.message.sender.dpid, cover.stored.fileId),
    );
    w.text('ParentalWarningType', PARENTAL_WARNING[bundle.album.explicit]);
    w.el('TechnicalDetails', undefined, () => {
      w.text('TechnicalResourceDetailsReference', 'T0');
      w.text('ImageCodecType', IMAGE_CODEC[facts.format.toLowerCase()] ?? null);
      if (facts.heightPx > 0) w.text('ImageHeight', facts.heightPx, [['UnitOfMeasure', 'Pixel']]);
      if (facts.widthPx > 0) w.text('ImageWidth', facts.widthPx, [['UnitOfMeasure', 'Pixel']]);
      writeFile(w, cover.uri, cover.stored);
    });
  });
}

/** Every resource, in the schema's order: sound recordings, images, texts. */
export function writeResourceList(w: XmlWriter, plan: MessagePlan): void {
  w.el('ResourceList', undefined, () => {
    for (const t of plan.tracks) {
      writeSoundRecording(w, plan, t, false);
      if (t.immersive !== null) writeSoundRecording(w, plan, t, true);
    }
    writeCover(w, plan);
    for (const t of plan.tracks) writeLyrics(w, plan, t);
  });
}
