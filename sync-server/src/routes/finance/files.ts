// The statements as files (issue 17): a settlement statement's PDF (with its hash), its XLSX and
// its split's XLSX, a sales statement's XLSX, for the partner (its own organisation's, through
// statementPolicy) and the back office (any); and the verification of a hash or a statement PDF
// against the record (POST /api/finance/verify.json: JSON {hash} or a multipart PDF, streamed and
// cut off at VERIFY_MAX_BYTES).
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiUrl } from '../../../../src/domain/api';
import {
  FINANCE_FILE_PATHS,
  FINANCE_PATHS,
  saleIdSchema,
  settlementQuerySchema,
  staffSaleQuerySchema,
  statementFromJson,
} from '../../../../src/domain/finance/api';
import {
  normaliseStatementHash,
  VERIFY_MAX_BYTES,
  verifyRequestSchema,
} from '../../../../src/domain/finance/verify';
import { ACTIONS } from '../../../../src/domain/roles';
import { authorizeBackofficeOrganisation } from '../../auth/backofficePolicy';
import type { AuthContext } from '../../auth/context';
import { requiresLink } from '../../auth/privileges';
import { attachmentDisposition } from '../../files/fileAccess';
import { uploadError } from '../../files/fileErrors';
import { readPdfHash } from '../../finance/pdf/readPdfHash';
import { statementPdf } from '../../finance/pdf/statementPdf';
import { loadSale } from '../../finance/sales';
import { authorizeStatement, type StatementReader } from '../../finance/statementPolicy';
import { settlementView } from '../../finance/statementViews';
import { verifyStatementHash } from '../../finance/verifyStatement';
import {
  saleXlsx,
  settlementXlsx,
  splitsFromJson,
  splitsXlsx,
} from '../../finance/xlsx/statementXlsx';
import { ApiError } from '../../http/apiError';
import { okEnvelope } from '../../http/envelope';
import { languageOf, requireAuth } from '../../http/request';
import { parseInput } from '../../http/validate';
import type { RouteDeps } from '../deps';
import { readFormFile } from '../files/fileCalls';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** every line of a sales statement in one file; far more than a month of one channel has */
const SALE_LINES_MAX = 200_000;
const saleFileQuerySchema = z.strictObject({ id: saleIdSchema });

function sendFile(reply: FastifyReply, type: string, name: string, bytes: Uint8Array): Buffer {
  reply
    .type(type)
    .header('content-disposition', attachmentDisposition(name))
    .header('cache-control', 'private, no-store');
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

async function readUpload(request: FastifyRequest): Promise<Buffer> {
  const language = languageOf(request);
  const data = await readFormFile(
    request,
    { limits: { fileSize: VERIFY_MAX_BYTES, files: 1, fields: 2, fieldSize: 512, parts: 3 } },
    language,
  );
  if (!data) throw uploadError('file-missing', language);
  const chunks: Buffer[] = [];
  for await (const chunk of data.file) chunks.push(chunk as Buffer);
  if (data.file.truncated)
    throw new ApiError('verify-too-large', {
      params: { maxMb: VERIFY_MAX_BYTES / 1024 / 1024 },
    });
  return Buffer.concat(chunks);
}

export function registerFinanceFileRoutes(app: FastifyInstance, { db, clock }: RouteDeps): void {
  const settlement = { config: { privilege: requiresLink('finance-settlement') } };
  const sale = { config: { privilege: requiresLink('finance-sale') } };
  const staff = { config: { privilege: requiresLink(ACTIONS.backofficeFinance) } };
  const verify = { config: { privilege: requiresLink('finance-verify') } };

  async function loadStatement(request: FastifyRequest, reader: StatementReader) {
    const { id } = parseInput(settlementQuerySchema, request.query, languageOf(request));
    const row = await authorizeStatement(db, requireAuth(request), id, reader);
    const view = await settlementView(db, row, clock.now());
    const statement = statementFromJson(view.statement);
    const confirmation =
      view.confirmation === null
        ? null
        : { ...view.confirmation, at: new Date(view.confirmation.at) };
    const name = `${statement.period}-${statement.contractNumber}`;
    return { view, statement, confirmation, name };
  }

  const statementRoutes = (
    reader: StatementReader,
    options: typeof settlement,
    paths: { pdf: string; xlsx: string; splits: string },
  ) => {
    app.get(paths.pdf, options, async (request, reply) => {
      const { view, statement, confirmation, name } = await loadStatement(request, reader);
      if (view.issuedAt === null || statement.contentHash === null)
        throw new ApiError('statement-not-issued');
      const bytes = statementPdf({
        statement,
        issuedAt: new Date(view.issuedAt),
        splits: splitsFromJson(view.splits),
        confirmation,
        language: languageOf(request),
      });
      return sendFile(reply, 'application/pdf', `statement-${name}.pdf`, bytes);
    });
    app.get(paths.xlsx, options, async (request, reply) => {
      const { view, statement, confirmation, name } = await loadStatement(request, reader);
      const bytes = settlementXlsx({
        statement,
        issuedAt: view.issuedAt === null ? null : new Date(view.issuedAt),
        confirmation,
        language: languageOf(request),
      });
      return sendFile(reply, XLSX_TYPE, `statement-${name}.xlsx`, bytes);
    });
    app.get(paths.splits, options, async (request, reply) => {
      const { view, statement, name } = await loadStatement(request, reader);
      const titles = new Map(view.tracks.map((t) => [t.id, t.title]));
      const bytes = splitsXlsx(
        splitsFromJson(view.splits),
        statement.currency,
        titles,
        languageOf(request),
      );
      return sendFile(reply, XLSX_TYPE, `splits-${name}.xlsx`, bytes);
    });
  };
  statementRoutes('partner', settlement, {
    pdf: FINANCE_FILE_PATHS.settlementPdf,
    xlsx: FINANCE_FILE_PATHS.settlementXlsx,
    splits: FINANCE_FILE_PATHS.splitsXlsx,
  });
  statementRoutes('backoffice', staff, {
    pdf: FINANCE_FILE_PATHS.staffSettlementPdf,
    xlsx: FINANCE_FILE_PATHS.staffSettlementXlsx,
    splits: FINANCE_FILE_PATHS.staffSplitsXlsx,
  });

  const sendSale = async (
    reply: FastifyReply,
    request: FastifyRequest,
    orgId: string,
    id: string,
  ) => {
    const view = await loadSale(db, orgId, { id, page: 1, pageSize: SALE_LINES_MAX });
    const s = view.statement;
    const name = `sales-${s.period}-${s.channel.code}-${s.currency}.xlsx`;
    return sendFile(reply, XLSX_TYPE, name, saleXlsx(view, languageOf(request)));
  };
  app.get(FINANCE_FILE_PATHS.saleXlsx, sale, async (request, reply) => {
    const { id } = parseInput(saleFileQuerySchema, request.query, languageOf(request));
    return sendSale(reply, request, requireAuth(request).orgId, id);
  });
  app.get(FINANCE_FILE_PATHS.staffSaleXlsx, staff, async (request, reply) => {
    const query = parseInput(
      staffSaleQuerySchema.pick({ id: true, organisationId: true }),
      request.query,
      languageOf(request),
    );
    const auth: AuthContext = requireAuth(request);
    const { orgId } = await authorizeBackofficeOrganisation(db, auth, query.organisationId);
    return sendSale(reply, request, orgId, query.id);
  });

  void app.register(async (scope) => {
    await scope.register(multipart);
    scope.post(apiUrl(FINANCE_PATHS.verify), verify, async (request) => {
      const language = languageOf(request);
      let hash: string | null;
      if (request.isMultipart()) {
        const read = readPdfHash(await readUpload(request));
        if (!read.ok) throw new ApiError(read.code);
        hash = read.hash;
      } else {
        const input = parseInput(verifyRequestSchema, request.body, language);
        hash = normaliseStatementHash(input.hash);
        if (hash === null) throw new ApiError('verify-hash-format');
      }
      return okEnvelope(await verifyStatementHash(db, requireAuth(request), hash));
    });
  });
}
