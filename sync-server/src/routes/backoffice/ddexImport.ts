// The back office's DDEX import (issue 15, album source 3): upload a message (XML or zip) for a
// partner organisation and get its plan, then apply it. Staff of the back office only (the
// privilege plus auth/backofficePolicy.ts); the upload waits on disk (ddex/pendingImports.ts).
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiUrl } from '../../../../src/domain/api';
import { ddexError, type DdexProblem } from '../../../../src/domain/ddex';
import {
  DDEX_IMPORT_PATHS,
  importApplySchema,
  importEffectOf,
  organisationSearchSchema,
  type DdexImportPlanResult,
  type WordedProblem,
} from '../../../../src/domain/ddex/importApi';
import type { ApiLanguage } from '../../../../src/domain/locale';
import { ACTIONS } from '../../../../src/domain/roles';
import {
  authorizeBackofficeOrganisation,
  listPartnerOrganisations,
} from '../../auth/backofficePolicy';
import { requiresLink } from '../../auth/privileges';
import {
  alreadyImported,
  applyImportPlan,
  findImportedAlbum,
  importContextOf,
} from '../../ddex/applyImport';
import { ImportLimits, importErnPackageFile } from '../../ddex/importErnPackage';
import { discardResources, storeResources } from '../../ddex/importResources';
import {
  findPendingImport,
  markPendingImportApplied,
  receivePendingImport,
  removePendingImport,
} from '../../ddex/pendingImports';
import { uploadError } from '../../files/fileErrors';
import { ApiError } from '../../http/apiError';
import { translateMessage } from '../../http/i18n';
import { okEnvelope } from '../../http/envelope';
import { languageOf, requireAuth } from '../../http/request';
import { parseInput } from '../../http/validate';
import type { RouteDeps } from '../deps';
import { problemText } from '../ddex/package';
import { fieldValue, readFormFile } from '../files/fileCalls';

const orgFieldSchema = z.object({ orgId: z.uuid() });

/**
 * A problem in the reader's language with its line: the message's own `{line}` where its template
 * has one (a schema error, an unknown reference), else "(line)" after it, as the album page does.
 */
function wordProblem(language: ApiLanguage, problem: DdexProblem): WordedProblem {
  if (problem.line === undefined) return { ...problem, text: problemText(language, problem) };
  const params = { ...(problem.params ?? {}), line: problem.line };
  const text = translateMessage(language, `ddex.problem.${problem.code}`, params);
  return {
    ...problem,
    text: text.includes(String(problem.line)) ? text : `${text} (${problem.line})`,
  };
}

function refusal(language: ApiLanguage, problems: readonly DdexProblem[], status = 422): ApiError {
  const errors = problems.filter((p) => p.severity === 'error');
  return new ApiError('ddexImportRefused', {
    status,
    params: { reasons: errors.map((p) => wordProblem(language, p).text).join('; ') },
    result: { problems: problems.map((p) => wordProblem(language, p)) },
  });
}

export function registerDdexImportRoutes(
  app: FastifyInstance,
  { db, config, clock, store }: RouteDeps,
): void {
  const privilege = requiresLink(ACTIONS.backofficeReview);
  const dataDir = config.dataDir;

  async function creatorNameOf(userId: string): Promise<string | null> {
    const { rows } = await db.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [
      userId,
    ]);
    return rows[0]?.name ?? null;
  }

  /** Reads the form's orgId, checks it, then streams the one file to disk as a pending import. */
  async function receive(request: FastifyRequest, language: ApiLanguage) {
    if (!request.isMultipart()) throw new ApiError('unsupportedMediaType');
    const auth = requireAuth(request);
    const data = await readFormFile(
      request,
      {
        limits: {
          fileSize: ImportLimits.maxUploadBytes,
          files: 1,
          fields: 2,
          fieldSize: 64,
          parts: 3,
        },
      },
      language,
    );
    if (!data) throw uploadError('file-missing', language);
    let orgId: string;
    try {
      ({ orgId } = parseInput(
        orgFieldSchema,
        { orgId: fieldValue(data.fields, 'orgId') },
        language,
      ));
      await authorizeBackofficeOrganisation(db, auth, orgId);
    } catch (error) {
      data.file.resume();
      throw error;
    }
    const received = await receivePendingImport(
      dataDir,
      data.file,
      { orgId, userId: auth.userId },
      clock.now(),
    );
    if (!received.ok) {
      const problem =
        received.reason === 'empty'
          ? ddexError('not-xml', undefined, 1)
          : ddexError('too-large', { maxMb: ImportLimits.maxXmlBytes / 1024 / 1024 });
      throw refusal(language, [problem], received.reason === 'empty' ? 422 : 413);
    }
    if (data.file.truncated) {
      await removePendingImport(dataDir, received.pending.id);
      throw refusal(
        language,
        [ddexError('too-large', { maxMb: ImportLimits.maxXmlBytes / 1024 / 1024 })],
        413,
      );
    }
    return received.pending;
  }

  void app.register(async (scope) => {
    await scope.register(multipart);
    scope.post(apiUrl(DDEX_IMPORT_PATHS.plan), { config: { privilege } }, async (request) => {
      const language = languageOf(request);
      const pending = await receive(request, language);
      const { orgId } = pending;
      const imported = await importErnPackageFile(pending.path, await importContextOf(db, orgId));
      const { plan } = imported;
      // not a message at all (hostile, not XML, another namespace): nothing is kept
      if (plan.messageId === null) {
        await removePendingImport(dataDir, pending.id);
        throw refusal(language, plan.problems);
      }
      const effect = importEffectOf(plan, clock.now().toISOString().slice(0, 10));
      let takedownAlbumId: string | null = null;
      if (effect === 'takedown' && plan.album?.upc != null) {
        const { rows } = await db.query<{ id: string }>(
          `SELECT id FROM albums WHERE org_id = $1 AND data->>'upc' = $2 AND deleted_at IS NULL
            ORDER BY id LIMIT 1`,
          [orgId, plan.album.upc],
        );
        takedownAlbumId = rows[0]?.id ?? null;
      }
      const result: DdexImportPlanResult = {
        importId: pending.id,
        orgId,
        kind: imported.kind,
        expiresAt: pending.expiresAt,
        effect,
        takedownAlbumId,
        importedAlbum: await findImportedAlbum(db, orgId, plan.messageId),
        found: imported.files.map((f) => ({
          uri: f.uri,
          sha256: f.sha256,
          sizeBytes: f.sizeBytes,
        })),
        plan,
        problems: plan.problems.map((p) => wordProblem(language, p)),
      };
      return okEnvelope(result);
    });
  });

  app.post(apiUrl(DDEX_IMPORT_PATHS.apply), { config: { privilege } }, async (request) => {
    const language = languageOf(request);
    const auth = requireAuth(request);
    const { importId, orgId } = parseInput(importApplySchema, request.body, language);
    await authorizeBackofficeOrganisation(db, auth, orgId);
    const now = clock.now();
    const pending = await findPendingImport(dataDir, importId, orgId, now);
    if (pending === null) throw new ApiError('ddexImportGone');
    if (pending.applied !== undefined)
      throw alreadyImported(pending.applied.messageId, pending.applied);
    const imported = await importErnPackageFile(pending.path, await importContextOf(db, orgId));
    const { plan } = imported;
    if (!plan.isImportable || plan.album === null || plan.messageId === null)
      throw refusal(language, plan.problems);
    if (importEffectOf(plan, now.toISOString().slice(0, 10)) === 'takedown')
      throw new ApiError('ddexImportTakedown');
    const before = await findImportedAlbum(db, orgId, plan.messageId);
    if (before !== null) throw alreadyImported(plan.messageId, before);
    const resources =
      imported.kind === 'zip'
        ? await storeResources(store, pending.path, orgId, plan.files, imported.files, now)
        : [];
    let applied;
    try {
      applied = await applyImportPlan(
        db,
        store,
        {
          orgId,
          userId: auth.userId,
          creatorName: await creatorNameOf(auth.userId),
          plan: { ...plan, album: plan.album, messageId: plan.messageId },
          resources,
        },
        now,
      );
    } catch (error) {
      await discardResources(store, resources);
      throw error;
    }
    await markPendingImportApplied(dataDir, pending, {
      albumId: applied.albumId,
      albumName: applied.albumName,
      messageId: plan.messageId,
    });
    return okEnvelope(applied);
  });

  app.get(apiUrl(DDEX_IMPORT_PATHS.organisations), { config: { privilege } }, async (request) => {
    const { q } = parseInput(organisationSearchSchema, request.query, languageOf(request));
    return okEnvelope({
      list: await listPartnerOrganisations(db, requireAuth(request), q ?? '', 500),
    });
  });
}
