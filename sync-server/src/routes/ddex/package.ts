// The offline package of an approved album (album source 4): a zip streamed as yazl writes it, with
// the message (built and validated against the XSD first: an album that cannot make a valid message
// gets a 422 naming every problem, never a zip), each file the message names, and a SHA-256
// manifest. Partners reach their own albums, the back office any organisation's (packageAccess.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API_BASE, apiUrl } from '../../../../src/domain/api';
import type { DdexProblem } from '../../../../src/domain/ddex';
import { DDEX_PATHS, packageFileName } from '../../../../src/domain/ddex/api';
import type { ApiLanguage } from '../../../../src/domain/locale';
import { ACTIONS } from '../../../../src/domain/roles';
import { requiresLink } from '../../auth/privileges';
import { loadReleaseBundle } from '../../ddex/loadBundle';
import { keepBuiltMessage } from '../../ddex/messageStore';
import {
  authorizePackageAlbum,
  type PackageReach,
  type PackageTarget,
} from '../../ddex/packageAccess';
import { buildReleasePackage } from '../../ddex/releasePackage';
import { ApiError } from '../../http/apiError';
import { translateMessage } from '../../http/i18n';
import { languageOf, requireAuth } from '../../http/request';
import { parseInput } from '../../http/validate';
import type { RouteDeps } from '../deps';

export const DDEX_URLS = {
  albumPackage: `${API_BASE}${DDEX_PATHS.albumPackage}`,
  backofficeAlbumPackage: `${API_BASE}${DDEX_PATHS.backofficeAlbumPackage}`,
  albumDiff: apiUrl(DDEX_PATHS.albumDiff),
  backofficeAlbumDiff: apiUrl(DDEX_PATHS.backofficeAlbumDiff),
} as const;

export const packageQuery = z.object({ albumId: z.uuid() });
/** the back office names the album's organisation too: an album is (org_id, id), migration 086 */
export const backofficePackageQuery = z.object({ orgId: z.uuid(), albumId: z.uuid() });

/** The album a package or diff call asks for, read from its query by its reach. */
export function packageTargetOf(
  query: unknown,
  reach: PackageReach,
  language: ApiLanguage,
): PackageTarget {
  return reach === 'backoffice'
    ? { reach, ...parseInput(backofficePackageQuery, query, language) }
    : { reach, ...parseInput(packageQuery, query, language) };
}

/** Each problem in the reader's language, as the album page lists them. */
export function problemText(language: ApiLanguage, problem: DdexProblem): string {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(problem.params ?? {}))
    if (typeof value === 'string' || typeof value === 'number') params[key] = value;
  const text = translateMessage(language, `ddex.problem.${problem.code}`, params);
  return problem.line === undefined || problem.line === null ? text : `${text} (${problem.line})`;
}

export function registerDdexPackageRoutes(
  app: FastifyInstance,
  { db, store, clock }: RouteDeps,
): void {
  const send = async (request: FastifyRequest, reply: FastifyReply, reach: PackageReach) => {
    const language = languageOf(request);
    const target = packageTargetOf(request.query, reach, language);
    const { albumId } = target;
    const { orgId, album } = await authorizePackageAlbum(db, requireAuth(request), target);
    const { bundle, objectKeys } = await loadReleaseBundle(db, orgId, album, clock.now());
    const pkg = buildReleasePackage(bundle, (file) => {
      const key = objectKeys.get(file.fileId);
      if (key === undefined) throw new Error(`file ${file.fileId} is not in the bundle`);
      return store.openRead(key);
    });
    if (!pkg.ok) {
      throw new ApiError('ddexInvalid', {
        params: { reasons: pkg.problems.map((p) => problemText(language, p)).join('; ') },
        result: { problems: pkg.problems },
      });
    }
    await keepBuiltMessage(db, {
      albumId,
      orgId,
      recipientDpid: bundle.message.recipient.dpid,
      messageId: bundle.message.messageId,
      albumVersion: album.version,
      sha256: pkg.sha256,
      xml: pkg.xml,
      builtAt: clock.now(),
    });
    // headers are sent by then: a file that fails its hash ends the download, and the log says why
    pkg.manifest.catch((error: unknown) =>
      request.log.error({ err: error, albumId }, 'DDEX package stopped'),
    );
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${packageFileName(bundle.album)}"`)
      .header('cache-control', 'no-store')
      .send(pkg.stream);
  };
  app.get(
    DDEX_URLS.albumPackage,
    { config: { privilege: requiresLink('library-album-info') }, compress: false },
    (request, reply) => send(request, reply, 'ownOrganisation'),
  );
  app.get(
    DDEX_URLS.backofficeAlbumPackage,
    { config: { privilege: requiresLink(ACTIONS.backofficeReview) }, compress: false },
    (request, reply) => send(request, reply, 'backoffice'),
  );
}
