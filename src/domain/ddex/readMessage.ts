// From the XML tree of a NewReleaseMessage to ErnMessage, written by us or by any other system:
// only the schema's element names are relied on, never our own reference scheme or file names.
import { ddexError, type DdexProblem } from './codes';
import type {
  ErnArtistRef,
  ErnAudio,
  ErnDeal,
  ErnFile,
  ErnGroupItem,
  ErnMessage,
  ErnRelease,
  ErnRights,
  ErnSoundRecording,
  ErnTitle,
} from './ernModel';
import { at, child, childrenOf, readXml, textOf, type XNode } from './parseXml';
import { toLanguageTag } from './vocabulary';

export const ERN43_NAMESPACE = 'http://ddex.net/xml/ern/43';

/** xs:duration to milliseconds (PT3M20S, PT1H2M3.5S, P0DT0H3M0S), or null. */
export function parseDuration(text: string | null): number | null {
  if (text === null) return null;
  const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(text.trim());
  if (m === null) return null;
  const [, d, h, min, s] = m;
  return Math.round(
    (((Number(d ?? 0) * 24 + Number(h ?? 0)) * 60 + Number(min ?? 0)) * 60 + Number(s ?? 0)) * 1000,
  );
}

const num = (text: string | null): number | null =>
  text === null || !Number.isFinite(Number(text)) ? null : Number(text);
const bool = (text: string | null): boolean => text === 'true' || text === '1';

function titlesOf(node: XNode): ErnTitle[] {
  const titles = childrenOf(node, 'DisplayTitle').map((t) => ({
    text: textOf(t, 'TitleText') ?? '',
    subTitle: textOf(t, 'SubTitle'),
    language: toLanguageTag(t.attrs.LanguageAndScriptCode),
    isDefault: t.attrs.IsDefault === 'true',
  }));
  if (titles.length > 0) return titles;
  // ERN 3-style senders sometimes give only DisplayTitleText
  return childrenOf(node, 'DisplayTitleText').map((t) => ({
    text: t.text,
    subTitle: null,
    language: toLanguageTag(t.attrs.LanguageAndScriptCode),
    isDefault: t.attrs.IsDefault === 'true',
  }));
}

function displayArtistsOf(node: XNode): ErnArtistRef[] {
  return childrenOf(node, 'DisplayArtist').map((a) => ({
    partyRef: textOf(a, 'ArtistPartyReference') ?? '',
    role: textOf(a, 'DisplayArtistRole') ?? 'MainArtist',
    line: a.line,
  }));
}

function lineText(node: XNode | undefined, kind: 'PLine' | 'CLine'): string | null {
  const line = childrenOf(node, kind)[0];
  return line === undefined ? null : textOf(line, `${kind}Text`);
}

function fileOf(node: XNode | undefined): ErnFile | null {
  const file = child(node, 'File');
  const uri = textOf(file, 'URI') ?? textOf(file, 'FileName');
  if (file === undefined || uri === null) return null;
  const hash = child(file, 'HashSum');
  const algorithm = (textOf(hash, 'Algorithm') ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
  const value = textOf(hash, 'HashSumValue');
  return {
    uri,
    sha256: algorithm === 'SHA256' && value !== null ? value.toLowerCase() : null,
    sizeBytes: num(textOf(file, 'FileSize')),
  };
}

function rightsOf(node: XNode): ErnRights[] {
  const resource = childrenOf(node, 'ResourceRightsController').map((r) => {
    const delegated = child(r, 'DelegatedUsageRights');
    const period = child(delegated, 'PeriodOfRightsDelegation');
    return {
      partyRef: textOf(r, 'RightsControllerPartyReference') ?? '',
      side: 'resource' as const,
      control: textOf(r, 'RightsControlType'),
      percentage: num(textOf(r, 'RightSharePercentage')),
      territories: childrenOf(delegated, 'TerritoryOfRightsDelegation').map((t) => t.text),
      start: textOf(period, 'StartDate'),
      end: textOf(period, 'EndDate'),
      line: r.line,
    };
  });
  const work = childrenOf(node, 'WorkRightsController').map((r) => ({
    partyRef: textOf(r, 'RightsControllerPartyReference') ?? '',
    side: 'work' as const,
    control: textOf(r, 'RightsControlType'),
    percentage: num(textOf(r, 'RightSharePercentage')),
    territories: childrenOf(r, 'Territory').map((t) => t.text),
    start: textOf(r, 'StartDate'),
    end: textOf(r, 'EndDate'),
    line: r.line,
  }));
  return [...resource, ...work];
}

function audioOf(edition: XNode | undefined): {
  audio: ErnAudio | null;
  preview: ErnSoundRecording['preview'];
} {
  const technical = child(edition, 'TechnicalDetails');
  const delivery = child(technical, 'DeliveryFile');
  const clip = child(technical, 'ClipDetails');
  const timing = child(clip, 'Timing');
  const start = num(textOf(timing, 'StartPoint'));
  const end = num(textOf(timing, 'EndPoint'));
  const preview =
    start === null
      ? null
      : { startMs: Math.round(start * 1000), endMs: end === null ? null : Math.round(end * 1000) };
  if (delivery === undefined) return { audio: null, preview };
  return {
    preview,
    audio: {
      container: textOf(delivery, 'ContainerFormat'),
      codec: textOf(delivery, 'AudioCodecType'),
      sampleRateHz: num(textOf(delivery, 'SamplingRate')),
      bitDepth: num(textOf(delivery, 'BitsPerSample') ?? textOf(delivery, 'BitDepth')),
      channels: num(textOf(delivery, 'NumberOfChannels')),
      bitrateKbps: num(textOf(delivery, 'BitRate')),
      file: fileOf(delivery),
    },
  };
}

function soundRecordingOf(node: XNode): ErnSoundRecording {
  const editions = childrenOf(node, 'SoundRecordingEdition');
  // the edition that carries the file; ERN 4.3 allows several (stereo and immersive in one resource)
  const edition = editions.find((e) => child(e, 'TechnicalDetails') !== undefined) ?? editions[0];
  const resourceId = child(edition, 'ResourceId');
  const related = childrenOf(node, 'RelatedResource').find(
    (r) => textOf(r, 'ResourceRelationshipType') === 'IsImmersiveEditionOf',
  );
  const { audio, preview } = audioOf(edition);
  return {
    ref: textOf(node, 'ResourceReference') ?? '',
    line: node.line,
    isrc: textOf(resourceId, 'ISRC'),
    proprietaryIds: childrenOf(resourceId, 'ProprietaryId').map((p) => p.text),
    iswc: textOf(child(node, 'WorkId'), 'ISWC'),
    titles: titlesOf(node),
    versionTypes: childrenOf(node, 'VersionType').map((v) => v.attrs.UserDefinedValue ?? v.text),
    displayArtistName: textOf(node, 'DisplayArtistName'),
    displayArtists: displayArtistsOf(node),
    contributors: childrenOf(node, 'Contributor').flatMap((c) => {
      const roles = childrenOf(c, 'Role').map((r) =>
        r.text === 'UserDefined' ? (r.attrs.UserDefinedValue ?? r.text) : r.text,
      );
      return (roles.length > 0 ? roles : ['Unknown']).map((role) => ({
        partyRef: textOf(c, 'ContributorPartyReference') ?? '',
        role,
        line: c.line,
      }));
    }),
    rights: rightsOf(node),
    durationMs: parseDuration(textOf(node, 'Duration')),
    parentalWarning: textOf(node, 'ParentalWarningType'),
    languages: childrenOf(node, 'LanguageOfPerformance').map(
      (l) => toLanguageTag(l.text) ?? l.text,
    ),
    isInstrumental: bool(textOf(node, 'IsInstrumental')),
    pLine: lineText(edition, 'PLine'),
    edition: textOf(edition, 'Type'),
    recordingMode: textOf(edition, 'RecordingMode'),
    immersiveEditionOf:
      related === undefined ? null : textOf(related, 'ResourceRelatedResourceReference'),
    audio,
    preview,
  };
}

function groupItems(group: XNode | undefined, disc: number, out: ErnGroupItem[]): void {
  for (const item of childrenOf(group, 'ResourceGroupContentItem')) {
    out.push({
      sequence: num(textOf(item, 'SequenceNumber')),
      disc,
      resourceRef: textOf(item, 'ReleaseResourceReference') ?? '',
      linked: childrenOf(item, 'LinkedReleaseResourceReference').map((l) => l.text),
      line: item.line,
    });
  }
  for (const sub of childrenOf(group, 'ResourceGroup')) groupItems(sub, disc, out);
}

function releaseOf(node: XNode): ErnRelease {
  const releaseId = child(node, 'ReleaseId');
  const group = child(node, 'ResourceGroup');
  const subGroups = childrenOf(group, 'ResourceGroup');
  // items of the release itself are disc 1; each component (a multi-disc set) is a disc of its own
  const items: ErnGroupItem[] = [];
  groupItems(
    group === undefined
      ? undefined
      : { ...group, children: group.children.filter((c) => c.name !== 'ResourceGroup') },
    1,
    items,
  );
  subGroups.forEach((sub, i) => groupItems(sub, i + 1, items));
  const linked = [
    ...childrenOf(group, 'LinkedReleaseResourceReference'),
    ...subGroups.flatMap((s) => childrenOf(s, 'LinkedReleaseResourceReference')),
  ].map((l) => l.text);
  return {
    ref: textOf(node, 'ReleaseReference') ?? '',
    line: node.line,
    types: childrenOf(node, 'ReleaseType').map((t) => t.text),
    icpn: textOf(releaseId, 'ICPN'),
    catalogNumber: textOf(releaseId, 'CatalogNumber'),
    proprietaryIds: childrenOf(releaseId, 'ProprietaryId').map((p) => p.text),
    titles: titlesOf(node),
    versionTypes: childrenOf(node, 'VersionType').map((v) => v.attrs.UserDefinedValue ?? v.text),
    displayArtistName: textOf(node, 'DisplayArtistName'),
    displayArtists: displayArtistsOf(node),
    labelRefs: childrenOf(node, 'ReleaseLabelReference').map((l) => l.text),
    pLine: lineText(node, 'PLine'),
    cLine: lineText(node, 'CLine'),
    genres: childrenOf(node, 'Genre').flatMap((g) => textOf(g, 'GenreText') ?? []),
    originalReleaseDate: textOf(node, 'OriginalReleaseDate'),
    parentalWarning: textOf(node, 'ParentalWarningType'),
    isCompilation: bool(textOf(node, 'IsMultiArtistCompilation')),
    items,
    linked,
  };
}

function dealsOf(list: XNode | undefined): ErnDeal[] | null {
  if (list === undefined) return null;
  return childrenOf(list, 'ReleaseDeal').flatMap((rd) => {
    const refs = childrenOf(rd, 'DealReleaseReference').map((r) => r.text);
    return childrenOf(rd, 'Deal').map((deal) => {
      const terms = child(deal, 'DealTerms');
      const validity = child(terms, 'ValidityPeriod');
      return {
        releaseRefs: refs,
        territories: childrenOf(terms, 'TerritoryCode').map((t) => t.text),
        excludedTerritories: childrenOf(terms, 'ExcludedTerritoryCode').map((t) => t.text),
        start:
          textOf(validity, 'StartDate') ?? textOf(validity, 'StartDateTime')?.slice(0, 10) ?? null,
        end: textOf(validity, 'EndDate') ?? textOf(validity, 'EndDateTime')?.slice(0, 10) ?? null,
        commercialModels: childrenOf(terms, 'CommercialModelType').map((c) => c.text),
        useTypes: childrenOf(terms, 'UseType').map((u) => u.text),
        isPreOrder: bool(textOf(terms, 'IsPreOrderDeal')),
        line: deal.line,
      };
    });
  });
}

export type MessageRead =
  | { ok: true; message: ErnMessage; problems: DdexProblem[] }
  | { ok: false; problems: DdexProblem[] };

/** Reads a NewReleaseMessage; a document that is not one (bad XML, DOCTYPE, other namespace) is refused. */
export function readNewReleaseMessage(xml: string): MessageRead {
  const read = readXml(xml);
  if (!read.ok) return { ok: false, problems: [read.problem] };
  const { root } = read;
  if (root.uri !== ERN43_NAMESPACE)
    return {
      ok: false,
      problems: [ddexError('wrong-namespace', { namespace: root.uri || '(none)' }, root.line)],
    };
  if (root.name !== 'NewReleaseMessage')
    return { ok: false, problems: [ddexError('wrong-message', { message: root.name }, root.line)] };
  const header = child(root, 'MessageHeader');
  const resources = child(root, 'ResourceList');
  const releases = child(root, 'ReleaseList');
  const dealList = child(root, 'DealList');
  const release = child(releases, 'Release');
  const message: ErnMessage = {
    header: {
      messageId: textOf(header, 'MessageId'),
      threadId: textOf(header, 'MessageThreadId'),
      senderDpid: textOf(child(header, 'MessageSender'), 'PartyId'),
      senderName: textOf(at(header, 'MessageSender', 'PartyName'), 'FullName'),
      recipientDpids: childrenOf(header, 'MessageRecipient').flatMap(
        (r) => textOf(r, 'PartyId') ?? [],
      ),
      createdAt: textOf(header, 'MessageCreatedDateTime'),
    },
    language: toLanguageTag(root.attrs.LanguageAndScriptCode),
    parties: childrenOf(child(root, 'PartyList'), 'Party').map((p) => ({
      ref: textOf(p, 'PartyReference') ?? '',
      line: p.line,
      names: childrenOf(p, 'PartyName').map((n) => ({
        name: textOf(n, 'FullName') ?? '',
        language: toLanguageTag(n.attrs.LanguageAndScriptCode),
      })),
      proprietaryIds: childrenOf(p, 'PartyId').flatMap((id) =>
        childrenOf(id, 'ProprietaryId').map((x) => x.text),
      ),
    })),
    soundRecordings: childrenOf(resources, 'SoundRecording').map(soundRecordingOf),
    images: childrenOf(resources, 'Image').map((i) => {
      const technical = child(i, 'TechnicalDetails');
      return {
        ref: textOf(i, 'ResourceReference') ?? '',
        line: i.line,
        type: textOf(i, 'Type') ?? '',
        codec: textOf(technical, 'ImageCodecType'),
        widthPx: num(textOf(technical, 'ImageWidth')),
        heightPx: num(textOf(technical, 'ImageHeight')),
        file: fileOf(technical),
      };
    }),
    texts: childrenOf(resources, 'Text').map((t) => {
      const technical = child(t, 'TechnicalDetails');
      const codec = child(technical, 'TextCodecType');
      return {
        ref: textOf(t, 'ResourceReference') ?? '',
        line: t.line,
        type: textOf(t, 'Type') ?? '',
        title: textOf(t, 'DisplayTitleText'),
        codec: codec === undefined ? null : (codec.attrs.UserDefinedValue ?? codec.text),
        languages: childrenOf(t, 'LanguageOfText').map((l) => l.text),
        file: fileOf(technical),
      };
    }),
    release: release === undefined ? null : releaseOf(release),
    trackReleases: childrenOf(releases, 'TrackRelease').map((t) => ({
      ref: textOf(t, 'ReleaseReference') ?? '',
      line: t.line,
      resourceRef: textOf(t, 'ReleaseResourceReference') ?? '',
      labelRefs: childrenOf(t, 'ReleaseLabelReference').map((l) => l.text),
      genres: childrenOf(t, 'Genre').flatMap((g) => textOf(g, 'GenreText') ?? []),
    })),
    deals: dealsOf(dealList),
    visibilityStart:
      textOf(child(dealList, 'ReleaseVisibility'), 'ClipPreviewStartDateTime')?.slice(0, 10) ??
      null,
  };
  return { ok: true, message, problems: [] };
}
