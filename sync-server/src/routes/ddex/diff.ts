// What changed since the DDEX message last built for an album (the offline package's, kept by
// migration 080), against the message that would be built now: release fields, tracks and deals
// (src/domain/ddex/diff.ts). An album that cannot make a valid message now says why instead.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { diffReleaseMessages } from '../../../../src/domain/ddex';
import type { AlbumDdexDiff } from '../../../../src/domain/ddex/api';
import { ACTIONS } from '../../../../src/domain/roles';
import { requiresLink } from '../../auth/privileges';
import { loadReleaseBundle } from '../../ddex/loadBundle';
import { lastBuiltMessage } from '../../ddex/messageStore';
import { authorizePackageAlbum, type PackageReach } from '../../ddex/packageAccess';
import { prepareMessage } from '../../ddex/prepareMessage';
import { okEnvelope } from '../../http/envelope';
import { languageOf, requireAuth } from '../../http/request';
import type { RouteDeps } from '../deps';
import { DDEX_URLS, packageTargetOf } from './package';

export function registerDdexDiffRoutes(app: FastifyInstance, { db, clock }: RouteDeps): void {
  const answer = async (request: FastifyRequest, reach: PackageReach) => {
    const target = packageTargetOf(request.query, reach, languageOf(request));
    const { albumId } = target;
    const auth = requireAuth(request);
    const { orgId, album } = await authorizePackageAlbum(db, auth, target, false);
    const { bundle } = await loadReleaseBundle(db, orgId, album, clock.now());
    const last = await lastBuiltMessage(db, orgId, albumId, bundle.message.recipient.dpid);
    if (last === null) return okEnvelope<AlbumDdexDiff>({ last: null, diff: null });
    const now = prepareMessage({ kind: 'release', bundle });
    const { xml, ...facts } = last;
    return okEnvelope<AlbumDdexDiff>({
      last: facts,
      diff: now.ok ? diffReleaseMessages(xml, now.xml) : { ok: false, problems: now.problems },
    });
  };
  app.get(
    DDEX_URLS.albumDiff,
    { config: { privilege: requiresLink('library-album-info') } },
    (request) => answer(request, 'ownOrganisation'),
  );
  app.get(
    DDEX_URLS.backofficeAlbumDiff,
    { config: { privilege: requiresLink(ACTIONS.backofficeReview) } },
    (request) => answer(request, 'backoffice'),
  );
}
