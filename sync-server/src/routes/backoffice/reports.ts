// The back office's channel reports (issue 17): upload a DSR or CSV file (multipart, streamed to
// DATA_DIR/reports and queued for import), list the files, read one. Staff of the back office only
// (the privilege, then auth/backofficePolicy.ts authorizeBackofficeReports). Issue 26: accept or
// reject a held report, with a reason; an upload may name the earlier report it corrects.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { apiUrl } from '../../../../src/domain/api';
import {
  REPORT_PATHS,
  reportDecisionSchema,
  reportGetQuerySchema,
  reportListQuerySchema,
  reportUploadFieldsSchema,
} from '../../../../src/domain/reports/reportApi';
import { ACTIONS } from '../../../../src/domain/roles';
import { authorizeBackofficeReports } from '../../auth/backofficePolicy';
import { requiresLink } from '../../auth/privileges';
import { ApiError } from '../../http/apiError';
import { okEnvelope } from '../../http/envelope';
import { languageOf, requireAuth } from '../../http/request';
import { parseInput } from '../../http/validate';
import { receiveReport } from '../../reports/receiveReport';
import { decideHeldReport, type ReportDecision } from '../../reports/reportDecisions';
import { listReportFiles, loadReportFile } from '../../reports/reportFiles';
import type { RouteDeps } from '../deps';
import { fieldValue, readFormFile } from '../files/fileCalls';

export function registerReportRoutes(app: FastifyInstance, { db, clock, config }: RouteDeps): void {
  const privilege = requiresLink(ACTIONS.backofficeReports);

  app.get(apiUrl(REPORT_PATHS.list), { config: { privilege } }, async (request) => {
    const page = parseInput(reportListQuerySchema, request.query, languageOf(request));
    await authorizeBackofficeReports(db, requireAuth(request));
    return okEnvelope(await listReportFiles(db, page));
  });

  app.get(apiUrl(REPORT_PATHS.get), { config: { privilege } }, async (request) => {
    const { id, ...page } = parseInput(reportGetQuerySchema, request.query, languageOf(request));
    await authorizeBackofficeReports(db, requireAuth(request));
    return okEnvelope(await loadReportFile(db, id, page));
  });

  for (const decision of ['accept', 'reject'] as const satisfies readonly ReportDecision[])
    app.post(apiUrl(REPORT_PATHS[decision]), { config: { privilege } }, async (request) => {
      const { id, reason } = parseInput(reportDecisionSchema, request.body, languageOf(request));
      const auth = requireAuth(request);
      await authorizeBackofficeReports(db, auth);
      await decideHeldReport(db, id, decision, {
        actorId: auth.userId,
        reason,
        at: clock.now(),
      });
      return okEnvelope(await loadReportFile(db, id, { page: 1, size: 20 }));
    });

  // the only multipart parser of this scope; the rest of the API keeps its JSON body limit
  void app.register(async (scope) => {
    await scope.register(multipart);
    scope.post(apiUrl(REPORT_PATHS.upload), { config: { privilege } }, async (request) => {
      const language = languageOf(request);
      const auth = requireAuth(request);
      await authorizeBackofficeReports(db, auth);
      if (!request.isMultipart()) throw new ApiError('unsupportedMediaType');
      const data = await readFormFile(
        request,
        {
          limits: { fileSize: config.reportMaxBytes, files: 1, fields: 5, fieldSize: 64, parts: 6 },
        },
        language,
      );
      if (!data) throw new ApiError('reportFileMissing');
      const query = request.query as Record<string, unknown>;
      const asked = fieldValue(data.fields, 'format') ?? query.format;
      const replacing = fieldValue(data.fields, 'replaces') ?? query.replaces;
      let fields;
      try {
        fields = parseInput(
          reportUploadFieldsSchema,
          { format: asked, replaces: replacing },
          language,
        );
      } catch (error) {
        data.file.resume();
        throw error;
      }
      const received = await receiveReport(
        { db, clock, reportsDir: config.reportsDir, maxBytes: config.reportMaxBytes },
        auth.userId,
        fields.format,
        { name: data.filename, body: data.file, isTruncated: () => data.file.truncated },
        fields.replaces,
      );
      return okEnvelope(received);
    });
  });
}
