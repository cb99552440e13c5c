// The ReleaseList (the album as the main Release with its tracks in one ResourceGroup, then one
// TrackRelease per track) and the DealList (one Deal per usage of the contract, for every release).
import { cleanGtin } from '../identifiers';
import type { DealTermsInput } from './bundle';
import { DEAL_USAGE, EDITION_VERSION, PARENTAL_WARNING, RELEASE_TYPE } from './mappings';
import type { MessagePlan } from './plan';
import {
  formatDuration,
  lineOwner,
  titleSet,
  writeDisplayArtists,
  writeLine,
  writeProprietaryId,
  writeTitles,
  writeVersion,
  yearOf,
} from './writeCommon';
import { genreText, toDdexTerritory, toLanguageTag, WORLDWIDE } from './vocabulary';
import type { XmlWriter } from './xmlWriter';

export const VISIBILITY_REF = 'V1';

/** Pre-order and preview happen only when the album allows them and the contract names a start. */
export function hasPreorder(plan: MessagePlan): boolean {
  const { album, deal } = plan.bundle;
  const start = deal.validFrom ?? album.expectedOnShelfDate;
  return (
    album.previewAllowed &&
    deal.preorderStart !== null &&
    start !== null &&
    deal.preorderStart < start
  );
}

function writeGenre(w: XmlWriter, genreId: string | null): void {
  w.el('Genre', undefined, () =>
    w.text('GenreText', genreId === null ? 'Unknown' : genreText(genreId)),
  );
}

function writeMainRelease(w: XmlWriter, plan: MessagePlan, visibility: boolean): void {
  const { bundle } = plan;
  const { album } = bundle;
  const ns = bundle.message.sender.dpid;
  const language = toLanguageTag(album.displayLanguage);
  const year = yearOf(album.originalReleaseDate);
  w.el('Release', undefined, () => {
    w.text('ReleaseReference', 'R0');
    w.text('ReleaseType', RELEASE_TYPE[album.type]);
    w.el('ReleaseId', undefined, () => {
      w.text('ICPN', cleanGtin(album.upc ?? ''));
      w.text(
        'CatalogNumber',
        album.albumNumber !== null && album.albumNumber.trim() !== '' ? album.albumNumber : null,
        [['Namespace', `DPID:${ns}`]],
      );
      writeProprietaryId(w, ns, album.id);
    });
    writeTitles(w, titleSet(bundle, 'album', album.id, album.name, language, null));
    if (album.edition !== null) writeVersion(w, EDITION_VERSION[album.edition], ns);
    writeDisplayArtists(w, plan.displayArtists, plan.parties, language);
    w.text('ReleaseLabelReference', plan.labelRef);
    writeLine(w, 'PLine', lineOwner(bundle, album.pLineId), year);
    writeLine(w, 'CLine', lineOwner(bundle, album.cLineId), year);
    const total = plan.tracks.reduce((sum, t) => sum + (t.track.audio?.durationMs ?? 0), 0);
    if (total > 0) w.text('Duration', formatDuration(total));
    writeGenre(w, album.genreId);
    w.text('OriginalReleaseDate', album.originalReleaseDate, [['IsDefault', true]]);
    if (visibility) w.text('ReleaseVisibilityReference', VISIBILITY_REF);
    w.text('ParentalWarningType', PARENTAL_WARNING[album.explicit]);
    w.text('IsMultiArtistCompilation', album.isCollection);
    w.el('ResourceGroup', undefined, () => {
      const discs = [...new Set(plan.tracks.map((t) => t.track.discNo))];
      const writeItems = (tracks: MessagePlan['tracks']) => {
        for (const t of tracks) {
          w.el('ResourceGroupContentItem', undefined, () => {
            w.text('SequenceNumber', t.position);
            w.text('ReleaseResourceReference', t.resourceRef);
            if (t.immersive !== null)
              w.text('LinkedReleaseResourceReference', t.immersive.resourceRef);
            for (const l of t.lyrics) w.text('LinkedReleaseResourceReference', l.resourceRef);
          });
        }
      };
      w.text('SequenceNumber', 1);
      if (discs.length <= 1) writeItems(plan.tracks);
      else {
        // a box set or a multi-disc album: one component per disc, as DDEX's Audio profile does
        discs.forEach((disc, i) => {
          w.el('ResourceGroup', [['ResourceGroupType', 'Component']], () => {
            w.el('AdditionalTitle', undefined, () => w.text('TitleText', `Disc ${disc}`));
            w.text('SequenceNumber', i + 1);
            writeItems(plan.tracks.filter((t) => t.track.discNo === disc));
          });
        });
      }
      if (plan.cover !== null) w.text('LinkedReleaseResourceReference', plan.cover.resourceRef);
    });
    if (album.edition === 'ost') w.text('IsSoundtrack', true);
  });
}

function writeTrackReleases(w: XmlWriter, plan: MessagePlan): void {
  const ns = plan.bundle.message.sender.dpid;
  for (const t of plan.tracks) {
    w.el('TrackRelease', undefined, () => {
      w.text('ReleaseReference', t.releaseRef);
      w.el('ReleaseId', undefined, () =>
        writeProprietaryId(w, ns, `${plan.upc}_${t.isrc}_${t.releaseRef}`),
      );
      w.text('ReleaseResourceReference', t.resourceRef);
      w.text('ReleaseLabelReference', t.labelRef);
      writeGenre(w, t.genreId);
    });
  }
}

/** `visibility`: the DealList will hold the preview's ReleaseVisibility the release points at. */
export function writeReleaseList(w: XmlWriter, plan: MessagePlan, visibility: boolean): void {
  w.el('ReleaseList', undefined, () => {
    writeMainRelease(w, plan, visibility);
    writeTrackReleases(w, plan);
  });
}

/** The deals' territories: a list, or Worldwide less the excluded ones. */
function writeTerritories(w: XmlWriter, deal: DealTermsInput): void {
  const codes = deal.territories
    .map((c) => toDdexTerritory(c))
    .filter((c): c is string => c !== null);
  if (codes.includes(WORLDWIDE)) {
    const excluded = deal.excludedTerritories
      .map((c) => toDdexTerritory(c))
      .filter((c): c is string => c !== null && c !== WORLDWIDE);
    if (excluded.length > 0) w.texts('ExcludedTerritoryCode', [...new Set(excluded)].sort());
    else w.text('TerritoryCode', WORLDWIDE);
    return;
  }
  w.texts('TerritoryCode', [...new Set(codes)].sort());
}

export interface DealWindow {
  start: string;
  end: string | null;
}

/** Whether the deal list for this window carries the preview's visibility (a live window only). */
export function hasVisibility(plan: MessagePlan, window: DealWindow): boolean {
  return hasPreorder(plan) && (window.end === null || window.end >= window.start);
}

export function writeDealList(w: XmlWriter, plan: MessagePlan, window: DealWindow): void {
  const { deal } = plan.bundle;
  const preorder = hasVisibility(plan, window);
  const preorderStart = deal.preorderStart ?? window.start;
  w.el('DealList', undefined, () => {
    w.el('ReleaseDeal', undefined, () => {
      w.text('DealReleaseReference', 'R0');
      for (const t of plan.tracks) w.text('DealReleaseReference', t.releaseRef);
      for (const usage of [...new Set(deal.usages)]) {
        const mapped = DEAL_USAGE[usage];
        w.el('Deal', undefined, () => {
          w.el('DealTerms', undefined, () => {
            writeTerritories(w, deal);
            w.el('ValidityPeriod', undefined, () => {
              w.text('StartDate', window.start);
              w.text('EndDate', window.end);
            });
            w.text('CommercialModelType', mapped.model);
            w.texts('UseType', mapped.useTypes);
          });
        });
      }
      if (preorder && deal.usages.includes('permanentDownload')) {
        w.el('Deal', undefined, () => {
          w.el('DealTerms', undefined, () => {
            writeTerritories(w, deal);
            w.el('ValidityPeriod', undefined, () => w.text('StartDate', preorderStart));
            w.text('CommercialModelType', DEAL_USAGE.permanentDownload.model);
            w.texts('UseType', DEAL_USAGE.permanentDownload.useTypes);
            w.text('IsPreOrderDeal', true);
          });
        });
      }
    });
    if (preorder) {
      // preview before the on-shelf date: cover, track listing and clips from the pre-order start
      const at = `${preorderStart}T00:00:00Z`;
      w.el('ReleaseVisibility', undefined, () => {
        w.text('VisibilityReference', VISIBILITY_REF);
        w.text('ReleaseDisplayStartDateTime', at);
        w.text('CoverArtPreviewStartDateTime', at);
        w.text('FullTrackListingPreviewStartDateTime', at);
        w.text('ClipPreviewStartDateTime', at);
      });
    }
  });
}
