// The three messages the distribution sends (DESIGN.md section 8). A takedown is the release sent
// again with its deals ended, or with no deals ("no deal = no deal": DDEX's rule that the latest
// NewReleaseMessage holds all active deals); a PurgeReleaseMessage removes the release altogether.
// Builders are pure: the same bundle gives the same bytes, and a bundle that cannot make a valid
// message throws DdexBuildError with every problem (checkReleaseBundle lists them beforehand).
import { cleanGtin } from '../identifiers';
import type { Album } from '../catalogue/album';
import type { Artist } from '../catalogue/parties';
import { type MessageFacts, type ReleaseBundle, type TakedownStyle } from './bundle';
import { DdexBuildError, ddexError, hasErrors, type DdexProblem } from './codes';
import { PROFILE_VARIANT } from './mappings';
import { planMessage, type MessagePlan } from './plan';
import { toDdexTerritory, toLanguageTag } from './vocabulary';
import { writeProprietaryId } from './writeCommon';
import { writeResourceList } from './writeResources';
import { hasVisibility, writeDealList, writeReleaseList, type DealWindow } from './writeReleases';
import { XmlWriter } from './xmlWriter';

export const ERN_NAMESPACE = 'http://ddex.net/xml/ern/43';
export const AVS_VERSION = '3';

type DealMode = { kind: 'live' } | { kind: 'ended'; endDate: string } | { kind: 'none' };

function dealWindow(bundle: ReleaseBundle, mode: DealMode): DealWindow | null {
  if (mode.kind === 'none') return null;
  const start = bundle.deal.validFrom ?? bundle.album.expectedOnShelfDate;
  if (mode.kind === 'live') return { start: start ?? '', end: bundle.deal.validUntil };
  // an ended deal never starts after it ends (a release taken down before its on-shelf date)
  const begin = start === null || start > mode.endDate ? mode.endDate : start;
  return { start: begin, end: mode.endDate };
}

function checkDeals(bundle: ReleaseBundle, mode: DealMode): DdexProblem[] {
  if (mode.kind === 'none') return [];
  const problems: DdexProblem[] = [];
  const { deal, album } = bundle;
  if (deal.territories.length === 0) problems.push(ddexError('territory-missing'));
  for (const code of [...deal.territories, ...deal.excludedTerritories]) {
    if (toDdexTerritory(code) === null)
      problems.push(ddexError('territory-invalid', { territory: code }));
  }
  if (deal.usages.length === 0) problems.push(ddexError('usage-missing'));
  const start = deal.validFrom ?? album.expectedOnShelfDate;
  if (mode.kind === 'live' && start === null) problems.push(ddexError('validity-start-missing'));
  if (
    mode.kind === 'live' &&
    start !== null &&
    deal.validUntil !== null &&
    deal.validUntil < start
  ) {
    problems.push(ddexError('validity-order', { start, end: deal.validUntil }));
  }
  return problems;
}

function checkLanguages(bundle: ReleaseBundle): DdexProblem[] {
  const problems: DdexProblem[] = [];
  if (toLanguageTag(bundle.album.displayLanguage) === null)
    problems.push(
      ddexError('language-invalid', {
        field: 'displayLanguage',
        language: bundle.album.displayLanguage,
      }),
    );
  for (const track of bundle.tracks) {
    if (track.langCode !== null && toLanguageTag(track.langCode) === null)
      problems.push(ddexError('language-invalid', { field: 'langCode', language: track.langCode }));
  }
  return problems;
}

function planFor(bundle: ReleaseBundle, mode: DealMode): MessagePlan {
  const plan = planMessage(bundle);
  plan.problems.push(...checkLanguages(bundle), ...checkDeals(bundle, mode));
  return plan;
}

function rootAttrs(bundle: ReleaseBundle): ReadonlyArray<readonly [string, string | undefined]> {
  return [
    ['xmlns:ern', ERN_NAMESPACE],
    ['ReleaseProfileVersionId', 'Audio'],
    ['ReleaseProfileVariantVersionId', PROFILE_VARIANT[bundle.album.type]],
    ['LanguageAndScriptCode', toLanguageTag(bundle.album.displayLanguage) ?? 'en'],
    ['AvsVersionId', AVS_VERSION],
  ];
}

function writeHeader(w: XmlWriter, message: MessageFacts): void {
  const party = (name: string, p: MessageFacts['sender']) =>
    w.el(name, undefined, () => {
      w.text('PartyId', p.dpid);
      w.el('PartyName', undefined, () => w.text('FullName', p.name));
    });
  w.el('MessageHeader', undefined, () => {
    w.text('MessageThreadId', message.threadId);
    w.text('MessageId', message.messageId);
    party('MessageSender', message.sender);
    party('MessageRecipient', message.recipient);
    w.text('MessageCreatedDateTime', message.createdAt);
    w.text('MessageControlType', message.isTestMessage ? 'TestMessage' : 'LiveMessage');
  });
}

function writeParties(w: XmlWriter, plan: MessagePlan): void {
  w.el('PartyList', undefined, () => {
    for (const party of plan.parties) {
      w.el('Party', undefined, () => {
        w.text('PartyReference', party.ref);
        party.names.forEach((n, i) =>
          w.el(
            'PartyName',
            [
              ['LanguageAndScriptCode', n.language],
              ['IsDefault', i === 0 ? true : undefined],
            ],
            () => w.text('FullName', n.name),
          ),
        );
        if (party.recordId !== null)
          w.el('PartyId', undefined, () =>
            writeProprietaryId(w, plan.bundle.message.sender.dpid, party.recordId ?? ''),
          );
      });
    }
  });
}

function buildRelease(bundle: ReleaseBundle, mode: DealMode): string {
  const plan = planFor(bundle, mode);
  if (hasErrors(plan.problems)) throw new DdexBuildError(plan.problems);
  const window = dealWindow(bundle, mode);
  const w = new XmlWriter();
  w.el('ern:NewReleaseMessage', rootAttrs(bundle), () => {
    writeHeader(w, bundle.message);
    writeParties(w, plan);
    writeResourceList(w, plan);
    writeReleaseList(w, plan, window !== null && hasVisibility(plan, window));
    if (window !== null) writeDealList(w, plan, window);
  });
  return w.toString();
}

/** Every problem that would stop the message, and the warnings that would not. */
export function checkReleaseBundle(
  bundle: ReleaseBundle,
  kind: 'release' | TakedownStyle = 'release',
): DdexProblem[] {
  const mode: DealMode =
    kind === 'release'
      ? { kind: 'live' }
      : kind === 'noDeals' || kind === 'purge'
        ? { kind: 'none' }
        : { kind: 'ended', endDate: bundle.message.createdAt.slice(0, 10) };
  return planFor(bundle, mode).problems;
}

export function buildNewReleaseMessage(bundle: ReleaseBundle): string {
  return buildRelease(bundle, { kind: 'live' });
}

/**
 * The release again with its deals ended on `endDate` (default: the day the message is made), or
 * without deals, as the recipient prefers.
 */
export function buildTakedownMessage(
  bundle: ReleaseBundle,
  style: TakedownStyle = bundle.recipient.takedownStyle,
  endDate?: string,
): string {
  return buildRelease(
    bundle,
    // a purge goes as a PurgeReleaseMessage (buildPurgeReleaseMessage); asked for here, no deals
    style === 'noDeals' || style === 'purge'
      ? { kind: 'none' }
      : { kind: 'ended', endDate: endDate ?? bundle.message.createdAt.slice(0, 10) },
  );
}

export interface PurgeInput {
  album: Pick<Album, 'id' | 'upc' | 'name' | 'artists' | 'displayLanguage'>;
  artists: readonly Pick<Artist, 'id' | 'name'>[];
  message: MessageFacts;
}

/** Removes the release from the recipient's catalogue: its ICPN, title and main artists. */
export function buildPurgeReleaseMessage(input: PurgeInput): string {
  const upc = cleanGtin(input.album.upc ?? '');
  if (upc === '') throw new DdexBuildError([ddexError('upc-missing')]);
  const w = new XmlWriter();
  w.el(
    'ern:PurgeReleaseMessage',
    [
      ['xmlns:ern', ERN_NAMESPACE],
      ['LanguageAndScriptCode', toLanguageTag(input.album.displayLanguage) ?? 'en'],
      ['AvsVersionId', AVS_VERSION],
    ],
    () => {
      writeHeader(w, input.message);
      w.el('PurgedRelease', undefined, () => {
        w.el('ReleaseId', undefined, () => {
          w.text('ICPN', upc);
          writeProprietaryId(w, input.message.sender.dpid, input.album.id);
        });
        w.el('Title', undefined, () => w.text('TitleText', input.album.name));
        for (const a of input.album.artists) {
          const artist = input.artists.find((x) => x.id === a.artistId);
          if (artist === undefined || a.role !== 'MainArtist') continue;
          w.el('Contributor', undefined, () => {
            w.el('PartyName', undefined, () => w.text('FullName', artist.name));
            w.text('Role', 'Artist');
          });
        }
      });
    },
  );
  return w.toString();
}
