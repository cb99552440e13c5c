// A readable diff between the message last sent to a channel and the one that would be sent now:
// which release fields, which tracks (matched by ISRC, else by position) and which deals changed.
// Both sides are read back from XML, so a message stored years ago compares like a fresh one, and
// internal references (P1, A3...) never show up as changes.
import type { ReleaseBundle } from './bundle';
import { buildNewReleaseMessage } from './buildMessages';
import type { DdexDiffCode, DdexDiffField, DdexProblem } from './codes';
import type { ErnDeal, ErnMessage, ErnSoundRecording, ErnTitle } from './ernModel';
import { readNewReleaseMessage } from './readMessage';

export interface FieldChange {
  code: Extract<DdexDiffCode, 'field-changed' | 'field-added' | 'field-removed'>;
  field: DdexDiffField;
  before: string | null;
  after: string | null;
  params?: Readonly<Record<string, string>>;
}

export interface TrackChange {
  code: Extract<DdexDiffCode, 'track-added' | 'track-removed' | 'track-moved' | 'track-changed'>;
  isrc: string | null;
  title: string;
  before: number | null;
  after: number | null;
  fields: FieldChange[];
}

export interface DealChange {
  code: Extract<
    DdexDiffCode,
    'deal-added' | 'deal-removed' | 'deal-changed' | 'deals-withdrawn' | 'deals-restored'
  >;
  /** commercial model and use types, e.g. "SubscriptionModel: OnDemandStream" */
  deal: string;
  fields: FieldChange[];
}

export type ReleaseDiff =
  | {
      ok: true;
      isSame: boolean;
      release: FieldChange[];
      tracks: TrackChange[];
      deals: DealChange[];
    }
  | { ok: false; problems: DdexProblem[] };

type Side = string | ReleaseBundle;

function compare(
  field: DdexDiffField,
  before: string | null,
  after: string | null,
  params?: Record<string, string>,
): FieldChange[] {
  if (before === after) return [];
  const code = before === null ? 'field-added' : after === null ? 'field-removed' : 'field-changed';
  return [{ code, field, before, after, ...(params === undefined ? {} : { params }) }];
}

const list = (values: readonly string[]): string | null =>
  values.length === 0 ? null : [...values].sort().join(', ');

function partyName(message: ErnMessage, ref: string): string {
  return message.parties.find((p) => p.ref === ref)?.names[0]?.name ?? ref;
}

function mainTitle(titles: readonly ErnTitle[]): ErnTitle | undefined {
  return titles.find((t) => t.isDefault) ?? titles[0];
}

function titleChanges(a: readonly ErnTitle[], b: readonly ErnTitle[]): FieldChange[] {
  const [ma, mb] = [mainTitle(a), mainTitle(b)];
  const main = compare(
    'title',
    ma === undefined ? null : `${ma.text}${ma.subTitle === null ? '' : ` (${ma.subTitle})`}`,
    mb === undefined ? null : `${mb.text}${mb.subTitle === null ? '' : ` (${mb.subTitle})`}`,
  );
  const byLanguage = (titles: readonly ErnTitle[], skip: ErnTitle | undefined) =>
    new Map(
      titles
        .filter((t) => t !== skip && t.language !== null)
        .map((t) => [t.language ?? '', t.text]),
    );
  const [la, lb] = [byLanguage(a, ma), byLanguage(b, mb)];
  const languages = [...new Set([...la.keys(), ...lb.keys()])].sort();
  return [
    ...main,
    ...languages.flatMap((language) =>
      compare('localizedTitle', la.get(language) ?? null, lb.get(language) ?? null, { language }),
    ),
  ];
}

function artists(
  message: ErnMessage,
  refs: ReadonlyArray<{ partyRef: string; role: string }>,
): string | null {
  return refs.length === 0
    ? null
    : refs.map((r) => `${partyName(message, r.partyRef)} (${r.role})`).join(', ');
}

function hashOf(message: ErnMessage, ref: string): string | null {
  const image = message.images.find((i) => i.ref === ref);
  const text = message.texts.find((t) => t.ref === ref);
  const sr = message.soundRecordings.find((s) => s.ref === ref);
  const file = image?.file ?? text?.file ?? sr?.audio?.file ?? null;
  return file === null ? null : (file.sha256 ?? file.uri);
}

function releaseChanges(a: ErnMessage, b: ErnMessage): FieldChange[] {
  const [ra, rb] = [a.release, b.release];
  const cover = (m: ErnMessage) => {
    const ref = m.release?.linked.find((l) => m.images.some((i) => i.ref === l));
    return ref === undefined ? null : hashOf(m, ref);
  };
  return [
    ...compare('upc', ra?.icpn ?? null, rb?.icpn ?? null),
    ...compare('releaseType', list(ra?.types ?? []), list(rb?.types ?? [])),
    ...titleChanges(ra?.titles ?? [], rb?.titles ?? []),
    ...compare('versionType', list(ra?.versionTypes ?? []), list(rb?.versionTypes ?? [])),
    ...compare(
      'displayArtist',
      artists(a, ra?.displayArtists ?? []),
      artists(b, rb?.displayArtists ?? []),
    ),
    ...compare(
      'label',
      list((ra?.labelRefs ?? []).map((r) => partyName(a, r))),
      list((rb?.labelRefs ?? []).map((r) => partyName(b, r))),
    ),
    ...compare('genre', list(ra?.genres ?? []), list(rb?.genres ?? [])),
    ...compare('pLine', ra?.pLine ?? null, rb?.pLine ?? null),
    ...compare('cLine', ra?.cLine ?? null, rb?.cLine ?? null),
    ...compare(
      'originalReleaseDate',
      ra?.originalReleaseDate ?? null,
      rb?.originalReleaseDate ?? null,
    ),
    ...compare('parentalWarning', ra?.parentalWarning ?? null, rb?.parentalWarning ?? null),
    ...compare(
      'compilation',
      String(ra?.isCompilation ?? false),
      String(rb?.isCompilation ?? false),
    ),
    ...compare('cover', cover(a), cover(b)),
  ];
}

interface TrackView {
  sr: ErnSoundRecording;
  position: number;
  linked: string[];
}

function trackViews(message: ErnMessage): TrackView[] {
  const items = message.release?.items ?? [];
  return items.flatMap((item, i) => {
    const sr = message.soundRecordings.find((s) => s.ref === item.resourceRef);
    return sr === undefined ? [] : [{ sr, position: i + 1, linked: item.linked }];
  });
}

function trackFields(a: ErnMessage, ta: TrackView, b: ErnMessage, tb: TrackView): FieldChange[] {
  const contributors = (m: ErnMessage, sr: ErnSoundRecording) =>
    list(sr.contributors.map((c) => `${partyName(m, c.partyRef)} (${c.role})`));
  const rights = (m: ErnMessage, sr: ErnSoundRecording) =>
    list(
      sr.rights.map((r) =>
        `${partyName(m, r.partyRef)} ${r.control ?? ''} ${r.percentage ?? '?'}% ${r.territories.join('/')} ${r.start ?? ''}..${r.end ?? ''}`.replace(
          /\s+/g,
          ' ',
        ),
      ),
    );
  const format = (sr: ErnSoundRecording) =>
    sr.audio === null
      ? null
      : `${sr.audio.codec ?? ''} ${sr.audio.sampleRateHz ?? ''} Hz ${sr.audio.bitDepth ?? ''} bit ${sr.audio.channels ?? ''} ch`;
  const linkedOf = (m: ErnMessage, t: TrackView, kind: 'immersive' | 'lyrics') =>
    list(
      t.linked
        .filter((ref) =>
          kind === 'lyrics'
            ? m.texts.some((x) => x.ref === ref)
            : m.soundRecordings.some((s) => s.ref === ref),
        )
        .map((ref) => hashOf(m, ref) ?? ref),
    );
  const preview = (sr: ErnSoundRecording) =>
    sr.preview === null ? null : `${sr.preview.startMs}-${sr.preview.endMs ?? ''}`;
  return [
    ...titleChanges(ta.sr.titles, tb.sr.titles),
    ...compare('isrc', ta.sr.isrc, tb.sr.isrc),
    ...compare('displayArtist', artists(a, ta.sr.displayArtists), artists(b, tb.sr.displayArtists)),
    ...compare(
      'duration',
      ta.sr.durationMs === null ? null : String(ta.sr.durationMs),
      tb.sr.durationMs === null ? null : String(tb.sr.durationMs),
    ),
    ...compare('parentalWarning', ta.sr.parentalWarning, tb.sr.parentalWarning),
    ...compare('versionType', list(ta.sr.versionTypes), list(tb.sr.versionTypes)),
    ...compare('languages', list(ta.sr.languages), list(tb.sr.languages)),
    ...compare('pLine', ta.sr.pLine, tb.sr.pLine),
    ...compare('contributors', contributors(a, ta.sr), contributors(b, tb.sr)),
    ...compare('rightsControllers', rights(a, ta.sr), rights(b, tb.sr)),
    ...compare('audioFile', hashOf(a, ta.sr.ref), hashOf(b, tb.sr.ref)),
    ...compare('audioFormat', format(ta.sr), format(tb.sr)),
    ...compare('immersiveAudio', linkedOf(a, ta, 'immersive'), linkedOf(b, tb, 'immersive')),
    ...compare('lyrics', linkedOf(a, ta, 'lyrics'), linkedOf(b, tb, 'lyrics')),
    ...compare('preview', preview(ta.sr), preview(tb.sr)),
  ];
}

function trackChanges(a: ErnMessage, b: ErnMessage): TrackChange[] {
  const [va, vb] = [trackViews(a), trackViews(b)];
  const used = new Set<TrackView>();
  const changes: TrackChange[] = [];
  const titleOf = (t: TrackView) => mainTitle(t.sr.titles)?.text ?? '';
  for (const ta of va) {
    const tb =
      vb.find((t) => !used.has(t) && t.sr.isrc !== null && t.sr.isrc === ta.sr.isrc) ??
      (ta.sr.isrc === null
        ? vb.find((t) => !used.has(t) && t.position === ta.position)
        : undefined);
    if (tb === undefined) {
      changes.push({
        code: 'track-removed',
        isrc: ta.sr.isrc,
        title: titleOf(ta),
        before: ta.position,
        after: null,
        fields: [],
      });
      continue;
    }
    used.add(tb);
    const fields = trackFields(a, ta, b, tb);
    if (fields.length > 0)
      changes.push({
        code: 'track-changed',
        isrc: tb.sr.isrc,
        title: titleOf(tb),
        before: ta.position,
        after: tb.position,
        fields,
      });
    else if (ta.position !== tb.position)
      changes.push({
        code: 'track-moved',
        isrc: tb.sr.isrc,
        title: titleOf(tb),
        before: ta.position,
        after: tb.position,
        fields: [],
      });
  }
  for (const tb of vb)
    if (!used.has(tb))
      changes.push({
        code: 'track-added',
        isrc: tb.sr.isrc,
        title: titleOf(tb),
        before: null,
        after: tb.position,
        fields: [],
      });
  return changes;
}

function dealKey(deal: ErnDeal): string {
  return `${list(deal.commercialModels) ?? ''}: ${list(deal.useTypes) ?? ''}${deal.isPreOrder ? ' (pre-order)' : ''}`;
}

function dealChanges(a: ErnMessage, b: ErnMessage): DealChange[] {
  if (a.deals === null && b.deals === null) return [];
  if (a.deals !== null && b.deals === null)
    return [{ code: 'deals-withdrawn', deal: '', fields: [] }];
  if (a.deals === null && b.deals !== null)
    return [{ code: 'deals-restored', deal: '', fields: [] }];
  const [da, db] = [
    new Map((a.deals ?? []).map((d) => [dealKey(d), d])),
    new Map((b.deals ?? []).map((d) => [dealKey(d), d])),
  ];
  const changes: DealChange[] = [];
  for (const key of [...new Set([...da.keys(), ...db.keys()])].sort()) {
    const [x, y] = [da.get(key), db.get(key)];
    if (x === undefined) changes.push({ code: 'deal-added', deal: key, fields: [] });
    else if (y === undefined) changes.push({ code: 'deal-removed', deal: key, fields: [] });
    else {
      const fields = [
        ...compare('territories', list(x.territories), list(y.territories)),
        ...compare('excludedTerritories', list(x.excludedTerritories), list(y.excludedTerritories)),
        ...compare('validFrom', x.start, y.start),
        ...compare('validUntil', x.end, y.end),
      ];
      if (fields.length > 0) changes.push({ code: 'deal-changed', deal: key, fields });
    }
  }
  return [
    ...changes,
    ...(a.visibilityStart !== b.visibilityStart
      ? [
          {
            code: 'deal-changed' as const,
            deal: 'ReleaseVisibility',
            fields: compare('visibility', a.visibilityStart, b.visibilityStart),
          },
        ]
      : []),
  ];
}

/** Compares two messages (XML as sent, or a bundle as it would be sent now). Throws DdexBuildError for a bundle that cannot be built. */
export function diffReleaseMessages(before: Side, after: Side): ReleaseDiff {
  const [xa, xb] = [before, after].map((side) =>
    typeof side === 'string' ? side : buildNewReleaseMessage(side),
  );
  const [ra, rb] = [readNewReleaseMessage(xa ?? ''), readNewReleaseMessage(xb ?? '')];
  if (!ra.ok || !rb.ok) return { ok: false, problems: [...ra.problems, ...rb.problems] };
  const release = releaseChanges(ra.message, rb.message);
  const tracks = trackChanges(ra.message, rb.message);
  const deals = dealChanges(ra.message, rb.message);
  return {
    ok: true,
    isSame: release.length + tracks.length + deals.length === 0,
    release,
    tracks,
    deals,
  };
}
